import { describe, expect, it } from 'vitest';
import en from '../../locales/en/core.json';
import he from '../../locales/he/core.json';
import { coreMessages, findMessageKey, toI18nextPlaceholders } from './catalogue';
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
  it('namespaces list core, validation and options for /locales/{lng}/{ns}.json', () => {
    expect(namespaces).toEqual(['common', 'validation', 'core', 'options']);
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
});
