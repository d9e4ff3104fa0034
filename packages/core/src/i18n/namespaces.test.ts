import { describe, expect, it } from 'vitest';
import { namespaces } from './locales';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`),
  );
// Every catalogue file, read by Vite's glob import (core stays free of Node modules).
const files = (import.meta as unknown as { glob: (p: string, o: object) => Record<string, Tree> }).glob(
  '../../locales/*/*.json',
  { eager: true, import: 'default' },
);
const read = (lng: string, ns: string) => {
  const tree = files[`../../locales/${lng}/${ns}.json`];
  if (!tree) throw new Error(`missing catalogue ${lng}/${ns}.json`);
  return tree;
};
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
// i18next plural suffixes: English has one/other, Hebrew one/two/other.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
// Words that stay Latin in Hebrew copy: the product's name and file formats.
const LATIN_IN_HEBREW = /\{\{\w+\}\}|Kindred|PDF|JPEG|JPG|PNG|GIF|WebP|MP4|MB|KB|HEIC|English/g;

describe.each(namespaces)('namespace %s (docs/product/settings.md "Language and theme": en and he complete)', (ns) => {
  const en = Object.fromEntries(flatten(read('en', ns)));
  const he = Object.fromEntries(flatten(read('he', ns)));
  it('Hebrew has exactly the English keys and the same placeholders (plural forms per language)', () => {
    const bases = (keys: string[]) => [...new Set(keys.map(pluralBase))].sort();
    expect(bases(Object.keys(he))).toEqual(bases(Object.keys(en)));
    for (const [key, value] of Object.entries(he)) {
      const english = en[key] ?? en[`${pluralBase(key)}_other`];
      expect(english, `${key} has no English counterpart`).toBeDefined();
      // A singular or dual form may spell the number out ("אדם אחד", "שני אנשים") instead of {{count}}.
      const expected = placeholders(english!).filter((p) => !(PLURAL.test(key) && p === 'count'));
      expect(
        placeholders(value).filter((p) => !(PLURAL.test(key) && p === 'count')),
        key,
      ).toEqual(expected);
    }
  });
  it('no string is empty and Hebrew copy has no English words', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(he)]) expect(value.trim(), key).not.toBe('');
    for (const [key, value] of Object.entries(he))
      expect(value.replace(LATIN_IN_HEBREW, ''), key).not.toMatch(/[A-Za-z]{2,}/);
  });
});
