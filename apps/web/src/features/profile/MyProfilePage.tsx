import {
  intoTagOptions,
  limits,
  lookingForOptions,
  maritalStatusOptions,
  MAX_PHOTOS,
  profileInterests,
  turnOnOptions,
  validateProfileEdit,
  type User,
} from '@kindred/core';
import {
  Combobox,
  PhotoManager,
  ProfileEditSection,
  Select,
  Spinner,
  TagPicker,
  TextArea,
  TextField,
} from '@kindred/ui';
import { useAtom, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentMemberAtom } from '../session/atoms';
import { toast } from '../../lib/toast';
import { fetchMe, updateProfile } from './api';
import { meAtom, myPhotosAtom } from './atoms';
import { addPhoto, makeProfilePhoto, removePhoto, togglePrivacy, type PhotoOutcome } from './photoActions';
import * as styles from './profile.css';
import { serverText } from '../../lib/serverError';
import { cityFilter, cityLabels, cityName, locationToStore, optionLabel as optionLabelOf } from './cities';

type Section = 'basics' | 'about' | 'interests' | 'lookingFor' | 'intoTags' | 'turnOns';
const BIO_MAX = 500;

interface Draft {
  nickname: string;
  age: string;
  location: string;
  maritalStatus: string;
  bio: string;
  interests: string[];
  lookingFor: string[];
  intoTags: string[];
  turnOns: string[];
}
const emptyDraft: Draft = {
  nickname: '',
  age: '',
  location: '',
  maritalStatus: '',
  bio: '',
  interests: [],
  lookingFor: [],
  intoTags: [],
  turnOns: [],
};
/** The fields each section edits (and whose rules it checks before saving). */
const sectionFields: Record<Section, (keyof Draft)[]> = {
  basics: ['nickname', 'age', 'location', 'maritalStatus'],
  about: ['bio'],
  interests: ['interests'],
  lookingFor: ['lookingFor'],
  intoTags: ['intoTags'],
  turnOns: ['turnOns'],
};
type Errors = Partial<Record<keyof Draft | 'form', string>>;

/** My profile (spec 001 §2): photos, the sections I edit, and who asked for my private photos. */
export default function MyProfilePage() {
  const { t } = useTranslation(['members', 'options', 'validation']);
  const store = useStore();
  const [me, setMe] = useAtom(meAtom);
  const [photos, setPhotos] = useAtom(myPhotosAtom);
  const setCurrentMember = useSetAtom(currentMemberAtom);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<Section | null>(null);
  const [saving, setSaving] = useState(false);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    let live = true;
    fetchMe()
      .then((user) => {
        if (!live) return;
        setMe(user);
        setPhotos(user.photos ?? []);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [setMe, setPhotos]);

  const report = (outcome: PhotoOutcome) => {
    if (outcome) toast({ kind: 'error', title: t(outcome) });
  };

  const startEdit = (section: Section, user: User) => {
    const d = user.details ?? {};
    setDraft({
      nickname: user.nickname,
      age: d.age ? String(d.age) : '',
      location: cityName(t, d.location) ?? '',
      maritalStatus: d.maritalStatus ?? '',
      bio: d.bio ?? '',
      interests: [...(d.interests ?? [])],
      lookingFor: [...(d.lookingFor ?? [])],
      intoTags: [...(d.intoTags ?? [])],
      turnOns: [...(d.turnOns ?? [])],
    });
    setErrors({});
    setEditing(section);
  };
  const edit = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // A field's message goes once the field is changed; it comes back on the next save if still wrong.
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));
  };

  const save = async () => {
    if (!me || !editing) return;
    // spec 001 §5 Profile edit: each field's rule, shown under the field (core's rules, the server's own).
    const fields = sectionFields[editing];
    const found = validateProfileEdit(draft);
    const fieldErrors: Errors = {};
    for (const field of fields) {
      const issue = found[field as keyof typeof found];
      if (issue) fieldErrors[field] = t(`validation:${issue.key}`);
    }
    if (editing === 'basics' && !draft.maritalStatus) {
      fieldErrors.maritalStatus = t('validation:maritalStatusRequired');
    }
    setErrors(fieldErrors);
    if (Object.values(fieldErrors).some(Boolean)) return;
    setSaving(true);
    const body =
      editing === 'basics'
        ? {
            nickname: draft.nickname.trim(),
            details: {
              location: locationToStore(t, draft.location),
              age: Number(draft.age),
              maritalStatus: draft.maritalStatus,
            },
          }
        : editing === 'about'
          ? { details: { bio: draft.bio } }
          : { details: { [editing]: draft[editing] } };
    try {
      const user = await updateProfile(body);
      setMe(user);
      setCurrentMember((current) => (current ? { ...current, ...user } : user));
      setEditing(null);
      toast({ kind: 'success', title: t('myProfile.saved') });
    } catch (error) {
      // The server's refusal stays in the form, under its fields, with the section still open.
      setErrors({ form: serverText(error, t) ?? t('myProfile.profileUpdateFailed') });
    } finally {
      setSaving(false);
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
  const labels = { edit: t('myProfile.edit'), save: t('myProfile.save'), cancel: t('myProfile.cancel') };
  const cancel = () => {
    setEditing(null);
    setErrors({});
  };
  const formError = errors.form ? (
    <p className={styles.formError} role="alert" data-testid="profile-form-error">
      {errors.form}
    </p>
  ) : null;
  const optionLabel = (group: string, value: string) => optionLabelOf(t, group, value);
  const tagSection = (
    section: 'lookingFor' | 'intoTags' | 'turnOns',
    title: string,
    options: readonly string[],
    group: string,
    max: number,
    limitMessage: string,
  ) => (
    <ProfileEditSection
      title={title}
      editing={editing === section}
      saving={saving}
      labels={labels}
      onEdit={() => startEdit(section, me)}
      onCancel={cancel}
      onSave={() => void save()}
      data-testid={`section-${section}`}
      form={
        <>
          <TagPicker
            label={title}
            options={options.map((value) => ({ value, label: optionLabel(group, value) }))}
            max={max}
            value={draft[section]}
            onChange={(values) => edit(section, values)}
            limitMessage={limitMessage}
            hint={errors[section] ? <span role="alert">{errors[section]}</span> : undefined}
            formatCount={(count, m) => t('myProfile.interestsCount', { count, max: m })}
          />
          {formError}
        </>
      }
    >
      {details[section]?.length ? (
        <ul className={styles.chips}>
          {details[section].map((value) => (
            <li key={value} className={styles.chip}>
              {optionLabel(group, value)}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('myProfile.notSet')}</p>
      )}
    </ProfileEditSection>
  );

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
              {cityName(t, details.location)}
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
              onChange={(v) => edit('nickname', v)}
              maxLength={limits.nicknameMax * 2}
              error={errors.nickname}
              hint={t('myProfile.nicknameRule')}
              required
              data-testid="edit-nickname"
            />
            <TextField
              label={t('myProfile.age')}
              value={draft.age}
              inputMode="numeric"
              onChange={(v) => edit('age', v)}
              error={errors.age}
              hint={t('myProfile.ageRule')}
              required
              data-testid="edit-age"
            />
            <Combobox
              label={t('myProfile.location')}
              value={draft.location}
              options={cityLabels(t).map((c) => c.label)}
              filter={cityFilter(t)}
              onValueChange={(v) => edit('location', v)}
              onSelect={(v) => edit('location', v)}
              maxLength={limits.locationMax * 2}
              error={errors.location}
              hint={t('myProfile.locationRule')}
              required
              data-testid="edit-location"
            />
            <Select
              label={t('profile.maritalStatus')}
              placeholder={t('myProfile.choose')}
              options={maritalStatusOptions.map((value) => ({ value, label: optionLabel('maritalStatus', value) }))}
              value={draft.maritalStatus || undefined}
              onValueChange={(v) => edit('maritalStatus', v)}
              error={errors.maritalStatus}
              required
              data-testid="edit-marital-status"
            />
            {formError}
          </>
        }
      >
        <dl className={styles.facts}>
          {(
            [
              ['nickname', t('myProfile.nickname'), me.nickname],
              ['age', t('myProfile.age'), details.age ? String(details.age) : ''],
              ['location', t('myProfile.location'), cityName(t, details.location) ?? ''],
              [
                'maritalStatus',
                t('profile.maritalStatus'),
                details.maritalStatus ? optionLabel('maritalStatus', details.maritalStatus) : '',
              ],
            ] as const
          ).map(([key, label, value]) => (
            <div key={key}>
              <dt className={styles.factLabel}>{label}</dt>
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
          <>
            <TextArea
              label={t('myProfile.bio')}
              value={draft.bio}
              onChange={(v) => edit('bio', v)}
              maxLength={BIO_MAX}
              formatCounter={(count, max) => t('myProfile.bioCounter', { count, max })}
              error={errors.bio}
              rows={5}
              data-testid="edit-bio"
            />
            {formError}
          </>
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
        data-testid="section-interests"
        form={
          <>
            <TagPicker
              label={t('profile.interests')}
              options={profileInterests.map((value) => ({ value, label: t(`options:interests.${value}`) }))}
              max={limits.interestsMax}
              value={draft.interests}
              onChange={(values) => edit('interests', values)}
              limitMessage={t('validation:interestsLimit')}
              hint={errors.interests ? <span role="alert">{errors.interests}</span> : undefined}
              formatCount={(count, max) => t('myProfile.interestsCount', { count, max })}
            />
            {formError}
          </>
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

      {tagSection(
        'lookingFor',
        t('profile.lookingFor'),
        lookingForOptions,
        'lookingFor',
        limits.lookingForMax,
        t('validation:lookingForLimit'),
      )}
      {tagSection(
        'intoTags',
        t('profile.into'),
        intoTagOptions,
        'intoTags',
        limits.intoTagsMax,
        t('validation:tagsTooMany'),
      )}
      {tagSection(
        'turnOns',
        t('profile.turnOns'),
        turnOnOptions,
        'turnOns',
        limits.turnOnsMax,
        t('validation:tagsTooMany'),
      )}
    </div>
  );
}
