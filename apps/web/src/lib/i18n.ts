import { namespaces, type Locale } from '@kindred/core';
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

/** i18next with catalogues fetched from /locales/{lng}/{ns}.json (spec 002 "Language and theme"). */
export function createI18n(initial: Locale) {
  const instance = i18next.createInstance();
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: initial,
      supportedLngs: ['en', 'he'],
      fallbackLng: 'en',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', addPath: '/locales/add/{{lng}}/{{ns}}' },
      react: { useSuspense: true },
      returnNull: false,
    });
  return instance;
}
