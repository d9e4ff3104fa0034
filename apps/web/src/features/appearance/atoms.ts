import { resolveLocale, resolveTheme, type Locale, type Theme, type ThemePreference } from '@kindred/core';
import { atom } from 'jotai';
import { safeLocalStorage } from '../../lib/storage';

/** Storage keys of the spec: 'language' (en|he) and 'theme'. */
export const LANGUAGE_KEY = 'language';
export const THEME_KEY = 'theme';

function initialLocale(): Locale {
  const query = new URLSearchParams(window.location.search).get('lng');
  return resolveLocale(query ?? safeLocalStorage.get(LANGUAGE_KEY), navigator.languages ?? [navigator.language]);
}

function initialThemePreference(): ThemePreference {
  const saved = safeLocalStorage.get(THEME_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

const systemDarkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

const localeBase = atom<Locale>(initialLocale());
/** The interface language; writing it persists the choice. */
export const localeAtom = atom(
  (get) => get(localeBase),
  (_get, set, next: Locale) => {
    safeLocalStorage.set(LANGUAGE_KEY, next);
    set(localeBase, next);
  },
);

const themePreferenceBase = atom<ThemePreference>(initialThemePreference());
/** light | dark | system; 'system' removes the saved choice so the system preference applies. */
export const themePreferenceAtom = atom(
  (get) => get(themePreferenceBase),
  (_get, set, next: ThemePreference) => {
    if (next === 'system') {
      try {
        window.localStorage.removeItem(THEME_KEY);
      } catch {
        /* ignore */
      }
    } else safeLocalStorage.set(THEME_KEY, next);
    set(themePreferenceBase, next);
  },
);

export const systemPrefersDarkAtom = atom<boolean>(systemDarkQuery()?.matches ?? false);
systemPrefersDarkAtom.onMount = (set) => {
  const query = systemDarkQuery();
  if (!query) return;
  const onChange = () => set(query.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const themeAtom = atom<Theme>((get) => {
  const preference = get(themePreferenceAtom);
  return resolveTheme(preference === 'system' ? null : preference, get(systemPrefersDarkAtom));
});
