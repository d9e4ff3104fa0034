import { resolveLocale, type Locale } from '@kindred/core';
import { browserStorage } from './storage';

/** Where the language choice is saved (spec 000 §3). */
export const LANGUAGE_KEY = 'language';

/**
 * The interface language at start (spec 000 §9, spec 002 "Language and theme"): `?lng=`, then the saved choice, then
 * the browser's language (he when Hebrew), else English. The pre-paint script in index.html applies the same rule to
 * `<html lang dir>` before any module runs.
 */
export function detectLocale(): Locale {
  if (typeof window === 'undefined') return 'en';
  const query = new URLSearchParams(window.location.search).get('lng');
  const saved = query === 'he' || query === 'en' ? query : browserStorage('localStorage').getItem(LANGUAGE_KEY);
  return resolveLocale(saved, navigator.languages?.length ? navigator.languages : [navigator.language]);
}
