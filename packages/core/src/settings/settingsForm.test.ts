import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../contracts/entities';
import { settingsDirty } from './settingsForm';

describe('settings form (docs/product/settings.md)', () => {
  it('any change marks unsaved; reverting clears it', () => {
    const saved = defaultSettings();
    const draft = defaultSettings();
    expect(settingsDirty(saved, draft)).toBe(false);
    draft.notifications.likes = false;
    expect(settingsDirty(saved, draft)).toBe(true);
    draft.notifications.likes = true;
    draft.privacy.allowStoryReplies = 'friends';
    expect(settingsDirty(saved, draft)).toBe(true);
  });
});
