import { describe, expect, it } from 'vitest';
import { textDirection } from './textDirection';

describe('textDirection (first strong character, as dir="auto")', () => {
  it.each([
    ['', undefined],
    [undefined, undefined],
    ['   ', undefined],
    ['050-1234567', undefined],
    ['❤️ 20:30!', undefined],
    ['שלום', 'rtl'],
    ['Noa', 'ltr'],
    ['נפגשים ב־Cafe Xoho', 'rtl'],
    ['Cafe Xoho ב־20:30', 'ltr'],
    ['12 רחוב אחד העם', 'rtl'],
    ['  (Tel Aviv)', 'ltr'],
    ['مرحبا', 'rtl'],
    ['Ёлка', 'ltr'],
    ['ﬠ', 'rtl'],
  ] as const)('%j → %s', (text, expected) => {
    expect(textDirection(text)).toBe(expected);
  });
});
