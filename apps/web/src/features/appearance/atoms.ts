import { isLocale, resolveTheme, type Locale, type Theme, type ThemePreference } from '@kindred/core';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { detectLocale, LANGUAGE_KEY } from '../../lib/locale';
import { browserStorage } from '../../lib/storage';

/** Storage keys of the spec: 'language' (en|he) and 'theme' (light|dark; none = follow the system). */
export { LANGUAGE_KEY };
export const THEME_KEY = 'theme';

const local = browserStorage('localStorage');

/**
 * Raw strings in local storage (not JSON), so the pre-paint script in index.html reads the same values; `read`
 * decides what an absent or unknown value means, `load` (optional) what the atom starts from; the `storage` event keeps other tabs in step.
 */
function rawStorage<T extends string>(read: (saved: string | null) => T, forget?: T, load?: () => T) {
  return {
    getItem: (key: string) => (load ? load() : read(local.getItem(key))),
    setItem: (key: string, value: T) => (value === forget ? local.removeItem(key) : local.setItem(key, value)),
    removeItem: (key: string) => local.removeItem(key),
    subscribe: (key: string, callback: (value: T) => void) => {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) callback(read(event.newValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

const initialLocale = detectLocale();
/** The interface language; writing it saves the choice under 'language'. `?lng=` wins on load (docs/product/settings.md. */
export const localeAtom = atomWithStorage<Locale>(
  LANGUAGE_KEY,
  initialLocale,
  rawStorage<Locale>((saved) => (isLocale(saved) ? saved : initialLocale), undefined, detectLocale),
  { getOnInit: true },
);

const readThemePreference = (saved: string | null): ThemePreference =>
  saved === 'light' || saved === 'dark' ? saved : 'system';
/** light | dark | system; 'system' removes the saved choice so the system preference applies (docs/product/settings.md). */
export const themePreferenceAtom = atomWithStorage<ThemePreference>(
  THEME_KEY,
  readThemePreference(local.getItem(THEME_KEY)),
  rawStorage<ThemePreference>(readThemePreference, 'system'),
  { getOnInit: true },
);

const systemDarkQuery = () =>
  typeof window !== 'undefined' ? window.matchMedia?.('(prefers-color-scheme: dark)') : undefined;

export const systemPrefersDarkAtom = atom<boolean>(systemDarkQuery()?.matches ?? false);
systemPrefersDarkAtom.onMount = (set) => {
  const query = systemDarkQuery();
  if (!query) return;
  const onChange = () => set(query.matches);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The theme in effect: the saved choice, else the system's (docs/product/settings.md). */
export const themeAtom = atom<Theme>((get) => {
  const preference = get(themePreferenceAtom);
  return resolveTheme(preference === 'system' ? null : preference, get(systemPrefersDarkAtom));
});
