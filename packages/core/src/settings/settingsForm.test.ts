import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../contracts/entities';
import { canSaveSettings, saveFailedMessage, settingsDirty } from './settingsForm';

describe('settings form (spec 001 §4)', () => {
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
  it.each([
    [false, true, true],
    [true, true, false],
    [false, false, false],
  ])('saving %s, dirty %s → can save %s', (saving, dirty, ok) => {
    expect(canSaveSettings(saving, dirty)).toBe(ok);
  });
  it.each([
    ['Nope', 'Nope'],
    ['  ', 'Failed to save settings'],
    [null, 'Failed to save settings'],
  ])('failure message from %j → %s', (server, message) => {
    expect(saveFailedMessage(server)).toBe(message);
  });
});
