export * from './identity/id';
export * from './i18n/locales';
