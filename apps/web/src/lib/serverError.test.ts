import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverCode, serverMessage, serverText } from './serverError';
import { refusal } from './serverReplies.testing';

describe('server refusals', () => {
  const i18n = createInstance();
  void i18n.init({
    lng: 'he',
    resources: { he: { core: { permissions: { like: 'ניצלת את כל הלייקים היומיים שלך' } } } },
  });
  const like = refusal(403, 'You have used all your daily likes', 'DAILY_LIKES_EXHAUSTED');

  it("reads the envelope's error and code (decision 0010)", () => {
    expect([serverMessage(like), serverCode(like)]).toEqual([
      'You have used all your daily likes',
      'DAILY_LIKES_EXHAUSTED',
    ]);
    expect([serverMessage(new Error('offline')), serverCode(null)]).toEqual([undefined, undefined]);
  });

  it("says it in the member's language when the server names a catalogue key, else in the server's words", () => {
    expect(serverText(like, i18n.t)).toBe('ניצלת את כל הלייקים היומיים שלך');
    // A key this catalogue lacks, and a message in no catalogue (no key): the server's English.
    expect(serverText(refusal(400, 'Incorrect password', 'VALIDATION_ERROR'), i18n.t)).toBe('Incorrect password');
    expect(serverText(refusal(404, 'Plan not found', 'NOT_FOUND'), i18n.t)).toBe('Plan not found');
  });
});
