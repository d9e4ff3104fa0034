import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, detectLocaleFrom, resolveLocale, resolveTheme } from './locales';

describe('language (docs/product/settings.md: saved choice, else browser language: he if Hebrew, else en)', () => {
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

describe('theme (docs/product/settings.md: saved choice, else system preference)', () => {
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

describe('detectLocaleFrom (docs/product/settings.md "Language and theme": query, cookie, local storage, session storage, browser)', () => {
  it('takes the first place that names one of our languages', () => {
    expect(detectLocaleFrom(['he', 'en', 'en', 'en'], ['en-US'])).toBe('he');
    expect(detectLocaleFrom([null, 'he', 'en', 'en'], ['en-US'])).toBe('he');
    expect(detectLocaleFrom([null, null, 'he', 'en'], ['en-US'])).toBe('he');
    expect(detectLocaleFrom([null, null, null, 'he'], ['en-US'])).toBe('he');
  });

  it('passes over a value that is not one of ours instead of stopping at it', () => {
    expect(detectLocaleFrom(['fr', undefined, 'he', null], ['en-US'])).toBe('he');
    expect(detectLocaleFrom(['de', 'xx', '', null], ['he-IL'])).toBe('he');
  });

  it('falls back to the browser language: Hebrew when it is Hebrew, else English', () => {
    expect(detectLocaleFrom([], ['he-IL', 'en'])).toBe('he');
    expect(detectLocaleFrom([null], ['fr-FR', 'he'])).toBe('en');
  });
});
