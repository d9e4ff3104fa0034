/**
 * Settings form state (docs/product/settings.md "Settings"): any change sets an unsaved-changes flag, cleared on a successful save;
 * Save is disabled while saving or with no changes; logging out with unsaved changes asks for confirmation.
 */
import type { Settings } from '../contracts/entities';

export const settingsMessages = {
  saved: 'Settings saved successfully',
  saveFailed: 'Failed to save settings',
  fetchFailed: 'Failed to fetch settings',
  unsavedLogout: 'You have unsaved changes. Are you sure you want to log out?',
  unblockFailed: 'Failed to unblock user',
  accountDeleted: 'Account deleted successfully',
  deleteFailed: 'Failed to delete account. Please try again.',
} as const;

export function settingsDirty(saved: Settings, draft: Settings): boolean {
  const sections = ['notifications', 'privacy'] as const;
  return sections.some((s) => {
    const a = saved[s] as unknown as Record<string, unknown>;
    const b = draft[s] as unknown as Record<string, unknown>;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].some((k) => a[k] !== b[k]);
  });
}
