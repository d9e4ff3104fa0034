import { MAX_PHOTOS, profileInterests, type PhotoAccessRequest, type User } from '@kindred/core';
import { Avatar, Button, PhotoManager, ProfileEditSection, Spinner, TagPicker, TextArea, TextField } from '@kindred/ui';
import { useAtom, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentMemberAtom } from '../session/atoms';
import { toast } from '../../lib/toast';
import {
  approvePhotoAccess,
  fetchMe,
  fetchPhotoRequests,
  rejectPhotoAccess,
  revokePhotoAccess,
  updateProfile,
} from './api';
import { meAtom, myPhotosAtom } from './atoms';
import { addPhoto, makeProfilePhoto, removePhoto, togglePrivacy, type PhotoOutcome } from './photoActions';
import * as styles from './profile.css';
import { serverText } from '../../lib/serverError';

type Section = 'basics' | 'about' | 'interests';
const BIO_MAX = 500;

/** My profile (spec 001 §2): photos, the sections I edit, and who asked for my private photos. */
export default function MyProfilePage() {
  const { t } = useTranslation(['members', 'options']);
  const store = useStore();
  const [me, setMe] = useAtom(meAtom);
  const [photos, setPhotos] = useAtom(myPhotosAtom);
  const setCurrentMember = useSetAtom(currentMemberAtom);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Section | null>(null);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState({ nickname: '', age: '', location: '', bio: '', interests: [] as string[] });
  const [requests, setRequests] = useState<PhotoAccessRequest[]>([]);

  useEffect(() => {
    let live = true;
    fetchMe()
      .then((user) => {
        if (!live) return;
        setMe(user);
        setPhotos(user.photos ?? []);
      })
      .catch(() => live && setFailed(true));
    fetchPhotoRequests()
      .then((list) => live && setRequests(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [setMe, setPhotos]);

  const report = (outcome: PhotoOutcome) => {
    if (outcome) toast({ kind: 'error', title: t(outcome) });
  };

  const startEdit = (section: Section, user: User) => {
    setDraft({
      nickname: user.nickname,
      age: user.details?.age ? String(user.details.age) : '',
      location: user.details?.location ?? '',
      bio: user.details?.bio ?? '',
      interests: [...(user.details?.interests ?? [])],
    });
    setEditing(section);
  };

  const save = async () => {
    if (!me || !editing) return;
    setSaving(true);
    const body =
      editing === 'basics'
        ? {
            nickname: draft.nickname,
            details: { location: draft.location, ...(draft.age ? { age: Number(draft.age) } : {}) },
          }
        : editing === 'about'
          ? { details: { bio: draft.bio } }
          : { details: { interests: draft.interests } };
    try {
      const user = await updateProfile(body);
      setMe(user);
      setCurrentMember((current) => (current ? { ...current, ...user } : user));
      setEditing(null);
      toast({ kind: 'success', title: t('myProfile.saved') });
    } catch (error) {
      toast({ kind: 'error', title: t('myProfile.profileUpdateFailed'), description: serverText(error, t) });
    } finally {
      setSaving(false);
    }
  };

  const respond = async (request: PhotoAccessRequest, action: 'approve' | 'reject' | 'revoke') => {
    const requester = request.requestedBy._id;
    try {
      if (action === 'approve') await approvePhotoAccess(requester);
      else if (action === 'reject') await rejectPhotoAccess(requester);
      else await revokePhotoAccess(requester);
      const status = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'none';
      setRequests((list) => list.map((r) => (r._id === request._id ? { ...r, status } : r)));
      toast({
        kind: 'success',
        title:
          action === 'approve'
            ? t('profile.approved')
            : action === 'reject'
              ? t('profile.rejected')
              : t('myProfile.revoked'),
      });
    } catch {
      toast({
        kind: 'error',
        title:
          action === 'approve'
            ? t('profile.approveFailed')
            : action === 'reject'
              ? t('profile.rejectFailed')
              : t('myProfile.actionFailed'),
      });
    }
  };

  if (failed) {
    return (
      <div className={styles.page}>
        <p className={styles.muted}>{t('profile.loadFailed')}</p>
      </div>
    );
  }
  if (!me) {
    return (
      <div className={styles.page}>
        <Spinner label={t('profile.loading')} showLabel />
      </div>
    );
  }

  const profilePhoto = photos.find((p) => p.isProfile && p.url) ?? photos.find((p) => !p.isPrivate && p.url);
  const details = me.details ?? {};
  const pending = requests.filter((r) => r.status === 'pending');
  const approved = requests.filter((r) => r.status === 'approved');
  const labels = { edit: t('myProfile.edit'), save: t('myProfile.save'), cancel: t('myProfile.cancel') };
  const cancel = () => setEditing(null);

  return (
    <div className={styles.page} data-page="my-profile">
      <header className={styles.hero}>
        {profilePhoto?.url ? (
          <img className={styles.heroPhoto} src={profilePhoto.url} alt="" />
        ) : (
          <span className={styles.heroInitial} aria-hidden="true">
            {me.nickname.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h1 className={styles.heroName}>
            <bdi dir="auto">{me.nickname}</bdi>
            {details.age ? (
              <>
                {', '}
                <bdi>{details.age}</bdi>
              </>
            ) : null}
          </h1>
          {details.location ? (
            <p className={styles.heroMeta} dir="auto">
              {details.location}
            </p>
          ) : null}
        </div>
      </header>

      <section className={styles.card} aria-labelledby="photos-title">
        <h2 id="photos-title" className={styles.cardTitle}>
          {t('myProfile.photos')}
        </h2>
        <PhotoManager
          photos={photos.map((p) => ({
            id: p._id,
            url: p.thumbnailUrl ?? p.url,
            isPrivate: p.isPrivate,
            isProfile: p.isProfile,
            uploading: p.isTemp ? (p.progress ?? 0) : null,
          }))}
          max={MAX_PHOTOS}
          onUpload={(file) => void addPhoto(store, file).then(report)}
          onTogglePrivate={(id) => void togglePrivacy(store, id).then(report)}
          onSetProfile={(id) => void makeProfilePhoto(store, id).then(report)}
          onDelete={(id) => void removePhoto(store, id).then(report)}
          labels={{
            addPhoto: t('myProfile.addPhoto'),
            count: t('myProfile.photosCount', { count: photos.length, max: MAX_PHOTOS }),
            makePrivate: t('myProfile.makePrivate'),
            makePublic: t('myProfile.makePublic'),
            setProfile: t('myProfile.setProfile'),
            profileBadge: t('myProfile.profileBadge'),
            privateBadge: t('myProfile.privateBadge'),
            deletePhoto: t('myProfile.deletePhoto'),
            photoActions: t('myProfile.photoActions'),
            uploadProgress: (percent) => t('myProfile.uploadProgress', { percent }),
            empty: t('myProfile.emptyPhotos'),
          }}
          data-testid="photo-manager"
        />
      </section>

      <ProfileEditSection
        title={t('myProfile.basics')}
        editing={editing === 'basics'}
        saving={saving}
        labels={labels}
        onEdit={() => startEdit('basics', me)}
        onCancel={cancel}
        onSave={() => void save()}
        data-testid="section-basics"
        form={
          <>
            <TextField
              label={t('myProfile.nickname')}
              value={draft.nickname}
              onChange={(v) => setDraft((d) => ({ ...d, nickname: v }))}
              maxLength={50}
              required
            />
            <TextField
              label={t('myProfile.age')}
              value={draft.age}
              inputMode="numeric"
              onChange={(v) => setDraft((d) => ({ ...d, age: v.replace(/\D/g, '') }))}
            />
            <TextField
              label={t('myProfile.location')}
              value={draft.location}
              onChange={(v) => setDraft((d) => ({ ...d, location: v }))}
              maxLength={100}
            />
          </>
        }
      >
        <dl className={styles.facts}>
          {(
            [
              ['nickname', me.nickname],
              ['age', details.age ? String(details.age) : ''],
              ['location', details.location ?? ''],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className={styles.factLabel}>{t(`myProfile.${key}`)}</dt>
              <dd className={styles.factValue} dir="auto">
                {value || t('myProfile.notSet')}
              </dd>
            </div>
          ))}
        </dl>
      </ProfileEditSection>

      <ProfileEditSection
        title={t('myProfile.aboutMe')}
        editing={editing === 'about'}
        saving={saving}
        labels={labels}
        onEdit={() => startEdit('about', me)}
        onCancel={cancel}
        onSave={() => void save()}
        data-testid="section-about"
        form={
          <TextArea
            label={t('myProfile.bio')}
            value={draft.bio}
            onChange={(v) => setDraft((d) => ({ ...d, bio: v }))}
            maxLength={BIO_MAX}
            formatCounter={(count, max) => t('myProfile.bioCounter', { count, max })}
            rows={5}
          />
        }
      >
        <p className={details.bio ? undefined : styles.muted} dir="auto" style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {details.bio || t('myProfile.bioEmpty')}
        </p>
      </ProfileEditSection>

      <ProfileEditSection
        title={t('profile.interests')}
        editing={editing === 'interests'}
        saving={saving}
        labels={labels}
        onEdit={() => startEdit('interests', me)}
        onCancel={cancel}
        onSave={() => void save()}
        form={
          <TagPicker
            label={t('profile.interests')}
            options={profileInterests.map((value) => ({ value, label: t(`options:interests.${value}`) }))}
            max={10}
            value={draft.interests}
            onChange={(values) => setDraft((d) => ({ ...d, interests: values }))}
            limitMessage={t('myProfile.interestsLimit')}
            formatCount={(count, max) => t('myProfile.interestsCount', { count, max })}
          />
        }
      >
        {details.interests?.length ? (
          <ul className={styles.chips}>
            {details.interests.map((i) => (
              <li key={i} className={styles.chip}>
                {t(`options:interests.${i}`, { defaultValue: i })}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('myProfile.notSet')}</p>
        )}
      </ProfileEditSection>

      <section className={styles.card} aria-labelledby="requests-title" data-testid="photo-requests">
        <h2 id="requests-title" className={styles.cardTitle}>
          {t('myProfile.requestsTitle')}
        </h2>
        {pending.length ? (
          <ul className={styles.requests}>
            {pending.map((r) => (
              <li key={r._id} className={styles.request}>
                <Avatar name={r.requestedBy.nickname} src={r.requestedBy.photo ?? undefined} decorative />
                <span className={styles.requestText}>
                  {t('myProfile.requestedBy', { name: r.requestedBy.nickname })}
                </span>
                <span className={styles.requestActions}>
                  <Button size="sm" onClick={() => void respond(r, 'approve')}>
                    {t('myProfile.approveAll')}
                  </Button>
                  <Button size="sm" variant="soft" tone="neutral" onClick={() => void respond(r, 'reject')}>
                    {t('myProfile.rejectAll')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('myProfile.requestsEmpty')}</p>
        )}
        <h2 className={styles.cardTitle}>{t('myProfile.accessTitle')}</h2>
        {approved.length ? (
          <ul className={styles.requests} data-testid="approved-access">
            {approved.map((r) => (
              <li key={r._id} className={styles.request}>
                <Avatar name={r.requestedBy.nickname} src={r.requestedBy.photo ?? undefined} decorative />
                <bdi className={styles.requestText} dir="auto">
                  {r.requestedBy.nickname}
                </bdi>
                <Button size="sm" variant="soft" tone="critical" onClick={() => void respond(r, 'revoke')}>
                  {t('myProfile.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('myProfile.accessEmpty')}</p>
        )}
      </section>
    </div>
  );
}
