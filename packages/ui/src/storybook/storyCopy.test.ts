import { describe, expect, it } from 'vitest';
import { latinWordsOf, storyCopy } from './storyCopy';

/** Every string of a copy tree (functions called with sample numbers), with its path. */
function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') return strings((node as (...n: number[]) => unknown)(3, 10), `${path}()`);
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  }
  return [];
}

describe('story copy', () => {
  it('has no English in Hebrew, except the mixed-direction stress sentence', () => {
    const he = storyCopy('he');
    const allowed = latinWordsOf(he.mixed);
    const english = strings(he)
      .map(([path, text]) => [path, latinWordsOf(text).filter((word) => !allowed.includes(word))] as const)
      .filter(([, words]) => words.length > 0);
    expect(english).toEqual([]);
  });

  it('has the same keys in both languages', () => {
    const keys = (locale: string) => strings(storyCopy(locale)).map(([path]) => path.replace(/\.\d+/g, '.n'));
    expect(new Set(keys('he'))).toEqual(new Set(keys('en')));
  });

  it('finds Latin words of two letters or more', () => {
    expect(latinWordsOf('נפגשים ב־Cafe Xoho ב־20:30, F8 x')).toEqual(['Cafe', 'Xoho']);
  });
});
