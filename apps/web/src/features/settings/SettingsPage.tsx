import {
  allowStoryRepliesOptions,
  locales,
  resolveSettings,
  themePreferences,
  type AllowStoryReplies,
  type Locale,
  type NotificationSettings,
  type PrivacySettings,
  type ThemePreference,
} from '@kindred/core';
import {
  BellIcon,
  BlockedList,
  Button,
  DeleteAccountDialog,
  Dialog,
  DialogClose,
  RadioGroup,
  LockIcon,
  SaveChangesBar,
  SegmentedControl,
  SettingsLayout,
  Spinner,
  SunIcon,
  Switch,
  UserIcon,
} from '@kindred/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { realtimeAtom } from '../../lib/socketState';
import { useLeaveGuard } from '../../lib/useLeaveGuard';
import { localeAtom, themePreferenceAtom } from '../appearance/atoms';
import { currentMemberAtom } from '../session/atoms';
import { signOut, signOutGuardAtom } from '../session/session';
import { toast } from '../../lib/toast';
import {
  deleteAccount,
  exportMyData,
  fetchBlocked,
  fetchSettings,
  saveSettings,
  unblock,
  type BlockedEntry,
} from './api';
import { draftSettingsAtom, savedSettingsAtom, settingsDirtyAtom, settingsTabs, type SettingsTab } from './atoms';
import { PhotoRequests } from './PhotoRequests';
import * as styles from './settings.css';
import { serverMessage, serverText } from '../../lib/serverError';

const notificationKeys = ['messages', 'calls', 'stories', 'likes', 'comments', 'photoRequests'] as const;
const privacyKeys = ['showOnlineStatus', 'showReadReceipts', 'showLastSeen'] as const;

/** Settings (spec 001 §2): four tabs, one Save Changes bar for notifications and privacy, a warning before leaving. */
export default function SettingsPage() {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const navigate = useNavigate();
  const member = useAtomValue(currentMemberAtom);
  const [saved, setSaved] = useAtom(savedSettingsAtom);
  const [draft, setDraft] = useAtom(draftSettingsAtom);
  const dirty = useAtomValue(settingsDirtyAtom);
  const realtime = useAtomValue(realtimeAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const [theme, setTheme] = useAtom(themePreferenceAtom);
  // `?tab=privacy` (the photo-request notification's destination) opens that tab; the default is notifications.
  // A later link to another tab (a notification clicked while here) switches to it.
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const askedTab = (settingsTabs as readonly string[]).includes(asked ?? '') ? (asked as SettingsTab) : null;
  const [tab, setTab] = useState<SettingsTab>(askedTab ?? 'notifications');
  const [lastAsked, setLastAsked] = useState(askedTab);
  if (askedTab !== lastAsked) {
    setLastAsked(askedTab);
    if (askedTab) setTab(askedTab);
  }
  const [saving, setSaving] = useState(false);
  const [blocked, setBlocked] = useState<BlockedEntry[] | null>(null);
  const [unblocking, setUnblocking] = useState<string[]>([]);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // The server's settings first, then the member's stored ones, then the defaults (spec 001 §4).
  useEffect(() => {
    let live = true;
    fetchSettings()
      .then((server) => {
        if (!live) return;
        const resolved = resolveSettings(server, member?.settings);
        setSaved(resolved);
        setDraft(resolved);
      })
      .catch(() => {
        if (!live) return;
        const resolved = resolveSettings(undefined, member?.settings);
        setSaved(resolved);
        setDraft(resolved);
        toast({ kind: 'error', title: t('settings.fetchFailed') });
      });
    fetchBlocked()
      .then((list) => live && setBlocked(list))
      .catch(() => live && setBlocked([]));
    return () => {
      live = false;
    };
    // Loaded once per visit; later changes of the stored member do not reset a draft in progress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const blocker = useLeaveGuard(dirty);
  // A sign-out from the avatar menu while changes are unsaved is held here and asked about.
  const [heldSignOut, setHeldSignOut] = useState<{ signOut: () => void } | null>(null);
  const setSignOutGuard = useSetAtom(signOutGuardAtom);
  useEffect(() => {
    if (!dirty) return;
    const guard = (leave: () => void) => {
      setHeldSignOut({ signOut: leave });
      return true;
    };
    setSignOutGuard(() => guard);
    return () => setSignOutGuard(null);
  }, [dirty, setSignOutGuard]);
  const asking = blocker.state === 'blocked' || heldSignOut !== null;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setNotification = (key: keyof NotificationSettings, value: boolean) =>
    setDraft((d) => ({ ...d, notifications: { ...d.notifications, [key]: value } }));
  const setPrivacy = <K extends keyof PrivacySettings>(key: K, value: PrivacySettings[K]) =>
    setDraft((d) => ({ ...d, privacy: { ...d.privacy, [key]: value } }));

  const onSave = async () => {
    setSaving(true);
    try {
      const stored = await saveSettings(draft);
      setSaved(stored);
      setDraft(stored);
      // The live socket hears it too, so contacts learn a hidden or shown status at once (decision 0023);
      // without a connected socket the HTTP save alone stands (emit returns false).
      realtime?.emit('updatePrivacySettings', { showOnlineStatus: stored.privacy.showOnlineStatus });
      toast({ kind: 'success', title: t('settings.saved') });
    } catch (error) {
      toast({ kind: 'error', title: t('settings.saveFailed'), description: serverText(error, t) });
    } finally {
      setSaving(false);
    }
  };

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

  const onDelete = async (password: string) => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAccount(password);
      setDeleteOpen(false);
      setSaved(null);
      toast({ kind: 'success', title: t('deleteAccount.deleted') });
      await signOut();
      navigate('/login', { replace: true });
    } catch (error) {
      // A wrong password is said as such, in the member's language; anything else is the general failure.
      setDeleteError(
        serverMessage(error) === 'Incorrect password' ? t('core:errors.incorrectPassword') : t('deleteAccount.failed'),
      );
    } finally {
      setDeleting(false);
    }
  };

  const loading = !saved;
  const notifications = (
    <div className={styles.panel}>
      <div className={styles.card}>
        {notificationKeys.map((key) => (
          <Switch
            key={key}
            label={t(`settings.notify.${key}`)}
            checked={draft.notifications[key]}
            onCheckedChange={(v) => setNotification(key, v)}
            data-testid={`notify-${key}`}
          />
        ))}
      </div>
    </div>
  );

  const privacy = (
    <div className={styles.panel}>
      <div className={styles.card}>
        {privacyKeys.map((key) => (
          <Switch
            key={key}
            label={t(`settings.privacyItems.${key}`)}
            checked={draft.privacy[key]}
            onCheckedChange={(v) => setPrivacy(key, v)}
            data-testid={`privacy-${key}`}
          />
        ))}
      </div>
      <div className={styles.card}>
        <RadioGroup
          label={t('settings.storyReplies')}
          value={draft.privacy.allowStoryReplies}
          onValueChange={(v) => setPrivacy('allowStoryReplies', v as AllowStoryReplies)}
          options={allowStoryRepliesOptions.map((value) => ({ value, label: t(`options:allowStoryReplies.${value}`) }))}
        />
      </div>
      <PhotoRequests />
    </div>
  );

  const appearance = (
    <div className={styles.panel}>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>{t('settings.theme')}</h2>
        <SegmentedControl<ThemePreference>
          aria-label={t('settings.theme')}
          value={theme}
          onValueChange={setTheme}
          options={themePreferences.map((value) => ({ value, label: t(`common:theme.${value}`) }))}
        />
        <h2 className={styles.cardTitle}>{t('settings.language')}</h2>
        <SegmentedControl<Locale>
          aria-label={t('settings.language')}
          value={locale}
          onValueChange={setLocale}
          options={locales.map((value) => ({
            value,
            label: <span lang={value}>{t(`common:language.${value}`)}</span>,
          }))}
        />
        <p className={styles.muted}>{t('settings.appearanceNote')}</p>
      </div>
    </div>
  );

  const account = (
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
          <Button tone="critical" variant="soft" onClick={() => setDeleteOpen(true)}>
            {t('settings.deleteAccount')}
          </Button>
        </div>
      </section>
    </div>
  );

  return (
    <div className={styles.page} data-page="settings">
      <SettingsLayout
        title={t('settings.title')}
        loading={loading}
        loadingLabel={t('settings.loading')}
        aria-label={t('settings.tabs')}
        value={tab}
        onValueChange={(v) => setTab(v as SettingsTab)}
        sections={[
          {
            value: 'notifications',
            label: t('settings.notifications'),
            icon: <BellIcon />,
            content: notifications,
          },
          { value: 'privacy', label: t('settings.privacy'), icon: <LockIcon />, content: privacy },
          { value: 'appearance', label: t('settings.appearance'), icon: <SunIcon />, content: appearance },
          { value: 'account', label: t('settings.account'), icon: <UserIcon />, content: account },
        ]}
        footer={
          tab === 'notifications' || tab === 'privacy' || dirty ? (
            <SaveChangesBar
              dirty={dirty}
              saving={saving}
              onSave={() => void onSave()}
              onDiscard={() => saved && setDraft(saved)}
              labels={{ unsaved: t('settings.unsaved'), save: t('settings.save'), discard: t('settings.discard') }}
              data-testid="save-bar"
            />
          ) : null
        }
      />
      <DeleteAccountDialog
        open={deleteOpen}
        onOpenChange={(open) => {
          setDeleteOpen(open);
          if (!open) setDeleteError(null);
        }}
        onConfirm={(password) => void onDelete(password)}
        busy={deleting}
        error={deleteError}
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
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          if (open) return;
          if (blocker.state === 'blocked') blocker.reset();
          setHeldSignOut(null);
        }}
        size="sm"
        title={t('settings.unsaved')}
        description={heldSignOut ? t('core:settings.unsavedLogout') : t('settings.leaveWarning')}
        closeLabel={t('deleteAccount.cancel')}
        data-testid="leave-warning"
        footer={
          <>
            <DialogClose>
              <Button variant="ghost" tone="neutral">
                {t('deleteAccount.cancel')}
              </Button>
            </DialogClose>
            <Button
              tone="critical"
              onClick={() => {
                if (heldSignOut) {
                  setHeldSignOut(null);
                  if (saved) setDraft(saved);
                  heldSignOut.signOut();
                } else if (blocker.state === 'blocked') {
                  if (saved) setDraft(saved);
                  blocker.proceed();
                }
              }}
            >
              {heldSignOut ? t('shell:header.signOut') : t('settings.discard')}
            </Button>
          </>
        }
      />
    </div>
  );
}
