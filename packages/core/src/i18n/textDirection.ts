import type { Direction } from './locales';

// Characters of bidi class R or AL: Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their
// presentation forms, and the right-to-left blocks of the supplementary planes.
const rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const letter = /\p{L}/u;

/**
 * The direction of user text from its first strong character, as the HTML `dir="auto"` rule decides it:
 * 'rtl' for Hebrew or Arabic, 'ltr' for any other letter, and undefined when the text has no letter
 * (empty, digits, punctuation, emoji) — then the text follows its surroundings, i.e. the page's direction.
 */
export function textDirection(text: string | null | undefined): Direction | undefined {
  if (!text) return undefined;
  for (const char of text) {
    if (rightToLeft.test(char)) return 'rtl';
    if (letter.test(char)) return 'ltr';
  }
  return undefined;
}
