import type { Locale } from '@kindred/core';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale } from './locale';

/** Namespaces every screen needs (the shell's own copy); a route loads the rest with `useTranslation([...])`. */
export const shellNamespaces = ['common', 'shell'] as const;

/**
 * Reads /locales/{lng}/{ns}.json with the browser's fetch (docs/product/settings.md "Language and theme"). A few lines instead of
 * i18next-http-backend and its fetch ponyfill: every browser Kindred supports has fetch.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} /locales/${language}/${namespace}.json`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
  },
};

/** Creates an i18next instance reading /locales/{lng}/{ns}.json; Hebrew plurals (one, two, other) come from Intl. */
export function createI18n(lng: Locale, options: { resources?: Record<string, Record<string, object>> } = {}): I18n {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(localesBackend);
  void instance.use(initReactI18next).init({
    lng,
    supportedLngs: ['en', 'he'],
    fallbackLng: 'en',
    ns: [...shellNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Stated, not left to the defaults: with both given, i18next no longer tests every key for looking like a
    // sentence (an array, a string and a regular expression per `t` call), which halved the cost of a call — the
    // dashboard's first render makes hundreds (decision 0216). Every key here is a path: the same lookups.
    keySeparator: '.',
    nsSeparator: ':',
    ...(options.resources ? { resources: options.resources } : {}),
    // Left to their defaults: react-i18next suspends while a namespace loads (`react.useSuspense`), a missing value
    // is never returned as null (`returnNull: false`).
  });
  return instance;
}

/** The app's one instance, created once when the module loads. */
export const i18n: I18n = createI18n(detectLocale());

/** Switches the language (UiProvider keeps `<html lang dir>` in step). */
export function applyLanguage(lng: Locale): void {
  if (i18n.language !== lng) void i18n.changeLanguage(lng);
}
