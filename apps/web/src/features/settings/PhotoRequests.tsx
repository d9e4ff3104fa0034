import type { PhotoAccessRequest } from '@kindred/core';
import { Avatar, Button, Spinner } from '@kindred/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvePhotoAccess, fetchPhotoRequests, rejectPhotoAccess, revokePhotoAccess } from './api';
import { toast } from '../../lib/toast';
import * as styles from './settings.css';

type Action = 'approve' | 'reject' | 'revoke';
const NAME_MARK = '\u2063name\u2063';
const nextStatus = { approve: 'approved', reject: 'rejected', revoke: 'none' } as const;

/**
 * The privacy tab's private-photo requests (the photo-request notification's destination, docs/product/photos-and-privacy.md): who is
 * waiting — approve, decline, or approve everyone at once — and who can see my private photos, with revoke.
 */
export function PhotoRequests() {
  const { t } = useTranslation(['members']);
  const [requests, setRequests] = useState<PhotoAccessRequest[] | null>(null);
  const [busy, setBusy] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    fetchPhotoRequests()
      .then((list) => live && setRequests(list))
      .catch(() => live && setRequests([]));
    return () => {
      live = false;
    };
  }, []);

  const act = async (list: PhotoAccessRequest[], action: Action): Promise<number> => {
    const ids = list.map((r) => r._id);
    setBusy((b) => [...b, ...ids]);
    const call =
      action === 'approve' ? approvePhotoAccess : action === 'reject' ? rejectPhotoAccess : revokePhotoAccess;
    const done = await Promise.all(
      list.map((r) =>
        call(r.requestedBy._id).then(
          () => r._id,
          () => null,
        ),
      ),
    );
    const ok = new Set(done.filter((id): id is string => id !== null));
    setRequests((current) => (current ?? []).map((r) => (ok.has(r._id) ? { ...r, status: nextStatus[action] } : r)));
    setBusy((b) => b.filter((id) => !ids.includes(id)));
    return ok.size === list.length ? ok.size : -1;
  };

  const respond = async (list: PhotoAccessRequest[], action: Action) => {
    const result = await act(list, action);
    if (result < 0) {
      toast({
        kind: 'error',
        title:
          action === 'approve'
            ? t('profile.approveFailed')
            : action === 'reject'
              ? t('profile.rejectFailed')
              : t('myProfile.actionFailed'),
      });
      return;
    }
    toast({
      kind: 'success',
      title:
        list.length > 1
          ? t('settings.approvedEveryone', { count: list.length })
          : action === 'approve'
            ? t('profile.approved')
            : action === 'reject'
              ? t('profile.rejected')
              : t('myProfile.revoked'),
    });
  };

  // The name isolated inside the sentence (<bdi>): a Latin name in a Hebrew sentence keeps its place and order.
  const sentenceWithName = (name: string) => {
    const [before = '', after = ''] = t('myProfile.requestedBy', { name: NAME_MARK }).split(NAME_MARK);
    return (
      <>
        {before}
        <bdi dir="auto">{name}</bdi>
        {after}
      </>
    );
  };

  if (!requests) return <Spinner label={t('settings.loading')} />;
  const pending = requests.filter((r) => r.status === 'pending');
  const approved = requests.filter((r) => r.status === 'approved');

  return (
    <>
      <section className={styles.card} aria-labelledby="requests-title" data-testid="photo-requests">
        <div className={styles.cardHeader}>
          <h2 id="requests-title" className={styles.cardTitle}>
            {t('myProfile.requestsTitle')}
          </h2>
          {pending.length > 1 ? (
            <Button size="sm" onClick={() => void respond(pending, 'approve')} data-testid="approve-everyone">
              {t('settings.approveEveryone')}
            </Button>
          ) : null}
        </div>
        {pending.length ? (
          <ul className={styles.requests}>
            {pending.map((r) => (
              <li key={r._id} className={styles.request} data-testid="photo-request">
                <Avatar name={r.requestedBy.nickname} src={r.requestedBy.photo ?? undefined} decorative />
                <span className={styles.requestText}>{sentenceWithName(r.requestedBy.nickname)}</span>
                <span className={styles.requestActions}>
                  <Button
                    size="sm"
                    loading={busy.includes(r._id)}
                    onClick={() => void respond([r], 'approve')}
                    aria-label={t('settings.approveName', { name: r.requestedBy.nickname })}
                  >
                    {t('myProfile.approveAll')}
                  </Button>
                  <Button
                    size="sm"
                    variant="soft"
                    tone="neutral"
                    disabled={busy.includes(r._id)}
                    onClick={() => void respond([r], 'reject')}
                    aria-label={t('settings.rejectName', { name: r.requestedBy.nickname })}
                  >
                    {t('myProfile.rejectAll')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('myProfile.requestsEmpty')}</p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="access-title">
        <h2 id="access-title" className={styles.cardTitle}>
          {t('myProfile.accessTitle')}
        </h2>
        {approved.length ? (
          <ul className={styles.requests} data-testid="approved-access">
            {approved.map((r) => (
              <li key={r._id} className={styles.request}>
                <Avatar name={r.requestedBy.nickname} src={r.requestedBy.photo ?? undefined} decorative />
                <bdi className={styles.requestText} dir="auto">
                  {r.requestedBy.nickname}
                </bdi>
                <Button
                  size="sm"
                  variant="soft"
                  tone="critical"
                  loading={busy.includes(r._id)}
                  onClick={() => void respond([r], 'revoke')}
                >
                  {t('myProfile.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('myProfile.accessEmpty')}</p>
        )}
      </section>
    </>
  );
}
