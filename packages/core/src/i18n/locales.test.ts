import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, resolveLocale, resolveTheme } from './locales';

describe('language (spec 000 §9: saved choice, else browser language: he if Hebrew, else en)', () => {
  it.each([
    ['he', ['en-US'], 'he'],
    ['en', ['he-IL'], 'en'],
    [null, ['he-IL', 'en'], 'he'],
    [null, ['iw'], 'he'],
    [null, ['fr-FR'], 'en'],
    [undefined, [], 'en'],
    ['de', ['he'], 'he'],
  ] as const)('saved %s, browser %j → %s', (saved, browser, expected) => {
    expect(resolveLocale(saved, browser)).toBe(expected);
  });

  it('Hebrew is right to left, English left to right', () => {
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('knows only en and he', () => {
    expect(isLocale('he')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});

describe('theme (spec 000 §9: saved choice, else system preference)', () => {
  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
  ] as const)('saved %s, system dark %s → %s', (saved, systemDark, expected) => {
    expect(resolveTheme(saved, systemDark)).toBe(expected);
  });
});
