/** The four modes every story is reviewed and tested in: en/he × light/dark. */
export const allModes = {
  'en light': { locale: 'en', theme: 'light' },
  'en dark': { locale: 'en', theme: 'dark' },
  'he light': { locale: 'he', theme: 'light' },
  'he dark': { locale: 'he', theme: 'dark' },
} as const;
