import { resolveSettings } from '@kindred/core';
import { BellIcon, LockIcon, SaveChangesBar, SettingsLayout, SunIcon, UserIcon } from '@kindred/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { serverText } from '../../lib/serverError';
import { realtimeAtom } from '../../lib/socketState';
import { toast } from '../../lib/toast';
import { currentMemberAtom } from '../session/atoms';
import { AccountPanel, DeleteAccount, useBlocked, useDeleteAccount } from './AccountPanel';
import { fetchSettings, saveSettings } from './api';
import { draftSettingsAtom, savedSettingsAtom, settingsDirtyAtom, settingsTabs, type SettingsTab } from './atoms';
import { LeaveWarning, useUnsavedGuard } from './LeaveWarning';
import { AppearancePanel, NotificationsPanel, PrivacyPanel } from './PreferencePanels';
import * as styles from './settings.css';

/**
 * Settings (docs/product/settings.md): four tabs, one Save Changes bar for notifications and privacy, a warning before leaving.
 * Each tab's panel, the account's actions and the leave warning are modules of their own.
 */
export default function SettingsPage() {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const member = useAtomValue(currentMemberAtom);
  const [saved, setSaved] = useAtom(savedSettingsAtom);
  const [draft, setDraft] = useAtom(draftSettingsAtom);
  const dirty = useAtomValue(settingsDirtyAtom);
  const realtime = useAtomValue(realtimeAtom);
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

  // The server's settings first, then the member's stored ones, then the defaults (docs/product/settings.md).
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
    return () => {
      live = false;
    };
    // Loaded once per visit; later changes of the stored member do not reset a draft in progress.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const blocked = useBlocked();
  const deletion = useDeleteAccount();
  const guard = useUnsavedGuard();

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

  return (
    <div className={styles.page} data-page="settings">
      <SettingsLayout
        title={t('settings.title')}
        loading={!saved}
        loadingLabel={t('settings.loading')}
        aria-label={t('settings.tabs')}
        value={tab}
        onValueChange={(v) => setTab(v as SettingsTab)}
        sections={[
          {
            value: 'notifications',
            label: t('settings.notifications'),
            icon: <BellIcon />,
            content: <NotificationsPanel />,
          },
          { value: 'privacy', label: t('settings.privacy'), icon: <LockIcon />, content: <PrivacyPanel /> },
          { value: 'appearance', label: t('settings.appearance'), icon: <SunIcon />, content: <AppearancePanel /> },
          {
            value: 'account',
            label: t('settings.account'),
            icon: <UserIcon />,
            content: <AccountPanel blocked={blocked} onDeleteAccount={() => deletion.setOpen(true)} />,
          },
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
      <DeleteAccount deletion={deletion} />
      <LeaveWarning guard={guard} />
    </div>
  );
}
