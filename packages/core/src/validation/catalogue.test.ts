import { describe, expect, it } from 'vitest';
import en from '../../locales/en/validation.json';
import he from '../../locales/he/validation.json';
import { validationMessages } from './messages';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('validation catalogue (spec README: English copy from the spec; Hebrew complete)', () => {
  it('English file is the message table with i18next placeholders', () => {
    const expected = Object.fromEntries(
      Object.entries(validationMessages).map(([k, v]) => [k, v.replace(/\{(\w+)\}/g, '{{$1}}')]),
    );
    expect(en).toEqual(expected);
  });
  it('Hebrew has every key, the same placeholders, and no Latin words outside placeholders and units', () => {
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(he)) {
      expect(placeholders(value)).toEqual(placeholders(en[key as keyof typeof en]));
      const latin = value.replace(/\{\{\w+\}\}/g, '').replace(/JPEG|JPG|PNG|MB/g, '');
      expect(latin, key).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});
