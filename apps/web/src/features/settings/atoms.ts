import { defaultSettings, settingsDirty, type Settings } from '@kindred/core';
export { settingsTabs, type SettingsTab } from '@kindred/core';
import { atom } from 'jotai';

/** What the server holds, and what the form shows; the difference is the unsaved-changes flag. */
export const savedSettingsAtom = atom<Settings | null>(null);
export const draftSettingsAtom = atom<Settings>(defaultSettings());
export const settingsDirtyAtom = atom((get) => {
  const saved = get(savedSettingsAtom);
  return saved ? settingsDirty(saved, get(draftSettingsAtom)) : false;
});
