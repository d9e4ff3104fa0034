import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { serverCode, serverMessage, serverText } from './serverError';

// A refusal as the request layer rejects it: the server's JSON body on `data`.
const refused = (data: unknown) => Object.assign(new Error('403'), { data });

describe('server refusals', () => {
  const i18n = createInstance();
  void i18n.init({
    lng: 'he',
    resources: { he: { core: { permissions: { like: 'ניצלת את כל הלייקים היומיים שלך' } } } },
  });
  const like = refused({
    success: false,
    error: 'You have used all your daily likes',
    code: 'DAILY_LIKES_EXHAUSTED',
    messageKey: 'core:permissions.like',
  });

  it("reads the envelope's error and code (decision 0010), and message where a reply uses that name", () => {
    expect([serverMessage(like), serverCode(like)]).toEqual([
      'You have used all your daily likes',
      'DAILY_LIKES_EXHAUSTED',
    ]);
    expect(serverMessage(refused({ message: 'Session expired.' }))).toBe('Session expired.');
    expect([serverMessage(new Error('offline')), serverCode(null)]).toEqual([undefined, undefined]);
  });

  it("says it in the member's language when the server names a catalogue key, else in the server's words", () => {
    expect(serverText(like, i18n.t)).toBe('ניצלת את כל הלייקים היומיים שלך');
    expect(serverText(refused({ error: 'Incorrect password', messageKey: 'core:errors.unknownKey' }), i18n.t)).toBe(
      'Incorrect password',
    );
    expect(serverText(refused({ error: 'Plan not found' }), i18n.t)).toBe('Plan not found');
  });
});
