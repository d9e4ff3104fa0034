// The settings' account tab: blocked members, my data, and deleting the account (docs/product/accounts.md Settings).
import { BlockedList, Button, DeleteAccountDialog, Spinner } from '@kindred/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../lib/serverError';
import { toast } from '../../lib/toast';
import { signOut } from '../session/session';
import { deleteAccount, exportMyData, fetchBlocked, unblock, type BlockedEntry } from './api';
import { savedSettingsAtom } from './atoms';
import * as styles from './settings.css';

/** The members I blocked, loaded once per visit of the settings page, and unblocking one. */
export function useBlocked() {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const [blocked, setBlocked] = useState<BlockedEntry[] | null>(null);
  const [unblocking, setUnblocking] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    fetchBlocked()
      .then((list) => live && setBlocked(list))
      .catch(() => live && setBlocked([]));
    return () => {
      live = false;
    };
  }, []);
  const onUnblock = async (id: string) => {
    setUnblocking((ids) => [...ids, id]);
    try {
      await unblock(id);
      setBlocked((list) => (list ?? []).filter((b) => b._id !== id));
      toast({ kind: 'success', title: t('settings.unblocked') });
    } catch {
      toast({ kind: 'error', title: t('settings.unblockFailed') });
    } finally {
      setUnblocking((ids) => ids.filter((x) => x !== id));
    }
  };
  return { blocked, unblocking, onUnblock };
}

/** Deleting the account: the dialog's state, and the deletion (then signed out, to the login page). */
export function useDeleteAccount() {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const navigate = useNavigate();
  const setSaved = useSetAtom(savedSettingsAtom);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onDelete = async (password: string) => {
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(password);
      setOpen(false);
      setSaved(null);
      toast({ kind: 'success', title: t('deleteAccount.deleted') });
      await signOut();
      navigate('/login', { replace: true });
    } catch (e) {
      // A wrong password is said as such, in the member's language; anything else is the general failure.
      setError(
        serverMessage(e) === 'Incorrect password' ? t('core:errors.incorrectPassword') : t('deleteAccount.failed'),
      );
    } finally {
      setDeleting(false);
    }
  };
  return { open, setOpen, deleting, error, setError, onDelete };
}

export function DeleteAccount({ deletion }: { deletion: ReturnType<typeof useDeleteAccount> }) {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  return (
    <DeleteAccountDialog
      open={deletion.open}
      onOpenChange={(open) => {
        deletion.setOpen(open);
        if (!open) deletion.setError(null);
      }}
      onConfirm={(password) => void deletion.onDelete(password)}
      busy={deletion.deleting}
      error={deletion.error}
      labels={{
        title: t('deleteAccount.title'),
        body: t('deleteAccount.body'),
        password: t('deleteAccount.password'),
        show: t('deleteAccount.show'),
        hide: t('deleteAccount.hide'),
        confirm: t('deleteAccount.confirm'),
        cancel: t('deleteAccount.cancel'),
        close: t('deleteAccount.cancel'),
      }}
      data-testid="delete-account"
    />
  );
}

export function AccountPanel({
  blocked: { blocked, unblocking, onUnblock },
  onDeleteAccount,
}: {
  blocked: ReturnType<typeof useBlocked>;
  onDeleteAccount: () => void;
}) {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);

  const onDownload = async () => {
    try {
      const blob = await exportMyData();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'kindred-my-data.json';
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      toast({ kind: 'error', title: t('myProfile.actionFailed') });
    }
  };

  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby="blocked-title">
        <h2 id="blocked-title" className={styles.cardTitle}>
          {t('settings.blocked')}
        </h2>
        {blocked ? (
          <BlockedList
            members={blocked.map((b) => ({ id: b._id, name: b.nickname, photo: b.photo }))}
            busyIds={unblocking}
            onUnblock={(id) => void onUnblock(id)}
            labels={{
              unblock: t('settings.unblock'),
              unblockName: (name) => t('settings.unblockName', { name }),
              empty: t('settings.blockedEmpty'),
            }}
            data-testid="blocked-list"
          />
        ) : (
          <Spinner label={t('settings.loading')} />
        )}
      </section>
      <section className={styles.card} aria-labelledby="download-title">
        <h2 id="download-title" className={styles.cardTitle}>
          {t('settings.download')}
        </h2>
        <p className={styles.muted}>{t('settings.downloadBody')}</p>
        <div>
          <Button variant="soft" tone="neutral" onClick={() => void onDownload()}>
            {t('settings.download')}
          </Button>
        </div>
      </section>
      <section className={styles.danger} aria-labelledby="delete-title">
        <h2 id="delete-title" className={styles.cardTitle}>
          {t('settings.deleteAccount')}
        </h2>
        <p className={styles.muted}>{t('settings.deleteBody')}</p>
        <div>
          <Button tone="critical" variant="soft" onClick={onDeleteAccount}>
            {t('settings.deleteAccount')}
          </Button>
        </div>
      </section>
    </div>
  );
}
