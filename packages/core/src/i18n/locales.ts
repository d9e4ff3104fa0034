/** Languages of Kindred (docs/product/settings.md "Language and theme"). */
export const locales = ['en', 'he'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'ltr' | 'rtl';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];

/** Translation namespaces served at /locales/{lng}/{ns}.json. */
export const namespaces = [
  'common',
  'validation',
  'core',
  'options',
  'shell',
  'auth',
  'home',
  'pages',
  'members',
  'chat',
  'calls',
  'stories',
  'notifications',
] as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): Direction {
  return locale === 'he' ? 'rtl' : 'ltr';
}

/** Default language: saved choice, else the browser's language (he if Hebrew, else en) — docs/product/settings.md. */
/**
 * The language at start in the order of docs/product/settings.md "Language and theme": the first of `saved` — the query's `lng`, the
 * cookie, local storage, session storage, in that order — that is a language of ours, else the browser's language
 * (he when Hebrew, else en: docs/product/settings.md). An unknown value at one place does not stop the search.
 */
export function detectLocaleFrom(
  saved: readonly (string | null | undefined)[],
  browserLanguages: readonly string[],
): Locale {
  return resolveLocale(saved.find(isLocale), browserLanguages);
}

export function resolveLocale(saved: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  const first = browserLanguages[0]?.toLowerCase() ?? '';
  return first.startsWith('he') || first.startsWith('iw') ? 'he' : 'en';
}

/** Theme: saved choice, else system preference; the setter accepts light, dark, system — docs/product/settings.md. */
export function resolveTheme(saved: string | null | undefined, systemPrefersDark: boolean): Theme {
  if (saved === 'light' || saved === 'dark') return saved;
  return systemPrefersDark ? 'dark' : 'light';
}
