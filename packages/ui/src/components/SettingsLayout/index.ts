export { SettingsLayout } from './SettingsLayout';
export type { SettingsLayoutProps, SettingsSection } from './SettingsLayout';
