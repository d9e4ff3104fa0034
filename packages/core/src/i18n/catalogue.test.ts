import { describe, expect, it } from 'vitest';
import en from '../../locales/en/core.json';
import he from '../../locales/he/core.json';
import { apiErrorMessages } from '../contracts/api';
import { validationMessages } from '../validation/messages';
import { coreMessages, findMessageKey, messageKeyOf, toI18nextPlaceholders } from './catalogue';
import { namespaces } from './locales';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`),
  );
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('core catalogue (spec README: English copy from the spec, Hebrew complete and natural)', () => {
  it('the English file is the message table in i18next form', () => {
    expect(en).toEqual(toI18nextPlaceholders(coreMessages));
  });
  it('Hebrew has exactly the English keys and placeholders, and no English words', () => {
    const enFlat = Object.fromEntries(flatten(en));
    const heFlat = flatten(he);
    expect(heFlat.map(([k]) => k).sort()).toEqual(Object.keys(enFlat).sort());
    for (const [key, value] of heFlat) {
      expect(placeholders(value), key).toEqual(placeholders(enFlat[key] as string));
      expect(value.replace(/\{\{\w+\}\}/g, '').replace(/PDF/g, ''), key).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
  it('namespaces list the shared catalogues and one per app area for /locales/{lng}/{ns}.json', () => {
    expect(namespaces).toEqual([
      'common',
      'validation',
      'core',
      'options',
      'shell',
      'auth',
      'home',
      'pages',
      'members',
      'chat',
      'calls',
      'stories',
      'notifications',
    ]);
  });
  it.each([
    ['Messaging requires a premium account', 'permissions.message'],
    ['Sent a wink', 'preview.wink'],
    ['All', 'notifications.filters.all'],
    ['Connection timed out. The other user may be offline.', 'calls.friendly.timeout'],
    ['not a message', null],
  ])('finds the key of %j', (text, key) => {
    expect(findMessageKey(text)).toBe(key);
  });
  describe('messageKeyOf: the key of an API message in either catalogue', () => {
    it.each([
      ['Please enter a valid email address', { key: 'validation:emailInvalid' }],
      ['Invalid user ID', { key: 'validation:invalidUserId' }],
      ['Invalid email or password', { key: 'core:errors.loginFailed' }],
      ['You have used all your daily likes', { key: 'core:permissions.like' }],
      ['Photo not found', { key: 'core:photos.notFound' }],
      // A final full stop does not make another message.
      ['You cannot delete your only photo', { key: 'core:photos.cannotDeleteOnlyPhoto' }],
      [
        'Too many login attempts. Please wait 8 seconds.',
        { key: 'core:errors.loginThrottled', params: { seconds: '8' } },
      ],
      ['Text cannot exceed 40 characters', { key: 'validation:textTooLong', params: { max: '40' } }],
      ['File type (text/x.y) not supported.', { key: 'validation:fileTypeUnsupported', params: { type: 'text/x.y' } }],
      ['Too small: expected number to be >=1', null],
      ['', null],
    ])('%j → %j', (text, found) => {
      expect(messageKeyOf(text)).toEqual(found);
    });
    it('every API error message and every field message has a key', () => {
      // Each API message is held once: its own key, not a copy of a message found elsewhere first.
      for (const [key, message] of Object.entries(apiErrorMessages)) {
        expect(messageKeyOf(message.replace(/\{\w+\}/g, '1'))?.key, message).toBe(`core:errors.${key}`);
      }
      for (const message of Object.values(validationMessages)) {
        if (!message.includes('{')) expect(messageKeyOf(message)?.key, message).toMatch(/^validation:/);
      }
    });
  });
});
