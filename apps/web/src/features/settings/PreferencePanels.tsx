// The settings tabs that edit preferences: notifications and privacy (saved with the Save Changes bar) and
// appearance (applied at once, kept on this device).
import {
  allowStoryRepliesOptions,
  locales,
  themePreferences,
  type AllowStoryReplies,
  type Locale,
  type NotificationSettings,
  type PrivacySettings,
  type ThemePreference,
} from '@kindred/core';
import { RadioGroup, SegmentedControl, Switch } from '@kindred/ui';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { localeAtom, themePreferenceAtom } from '../appearance/atoms';
import { draftSettingsAtom } from './atoms';
import { PhotoRequests } from './PhotoRequests';
import * as styles from './settings.css';

const notificationKeys = ['messages', 'calls', 'stories', 'likes', 'comments', 'photoRequests'] as const;
const privacyKeys = ['showOnlineStatus', 'showReadReceipts', 'showLastSeen'] as const;

export function NotificationsPanel() {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const [draft, setDraft] = useAtom(draftSettingsAtom);
  const setNotification = (key: keyof NotificationSettings, value: boolean) =>
    setDraft((d) => ({ ...d, notifications: { ...d.notifications, [key]: value } }));
  return (
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
}

export function PrivacyPanel() {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const [draft, setDraft] = useAtom(draftSettingsAtom);
  const setPrivacy = <K extends keyof PrivacySettings>(key: K, value: PrivacySettings[K]) =>
    setDraft((d) => ({ ...d, privacy: { ...d.privacy, [key]: value } }));
  return (
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
}

export function AppearancePanel() {
  const { t } = useTranslation(['members', 'common', 'options', 'core', 'shell']);
  const [locale, setLocale] = useAtom(localeAtom);
  const [theme, setTheme] = useAtom(themePreferenceAtom);
  return (
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
}
