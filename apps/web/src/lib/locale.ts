import { detectLocaleFrom, type Locale } from '@kindred/core';
import { browserStorage } from './storage';

/** Where the language choice is saved (docs/product/settings.md). */
export const LANGUAGE_KEY = 'language';

/**
 * The interface language at start, in the order of docs/product/settings.md "Language and theme": `?lng=`, a cookie, local
 * storage, session storage, then the browser's language (he when Hebrew, else English; docs/product/settings.md) — the first
 * that names one of our languages. The pre-paint script in index.html applies the same order to `<html lang dir>`
 * before any module runs.
 */
export function detectLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  return detectLocaleFrom(
    [
      new URLSearchParams(window.location.search).get('lng'),
      // A `language` cookie, or i18next's own `i18next` one.
      /(?:^|;\s*)(?:language|i18next)=(he|en)(?:;|$)/.exec(document.cookie)?.[1],
      browserStorage('localStorage').getItem(LANGUAGE_KEY),
      browserStorage('sessionStorage').getItem(LANGUAGE_KEY),
    ],
    navigator.languages?.length ? navigator.languages : [navigator.language],
  );
}
