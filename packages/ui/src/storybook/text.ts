// Stories take their copy from the same catalogues the app serves, so Storybook shows the real Hebrew.
// Used by stories only; never exported from the package.
import enCommon from '@kindred/core/locales/en/common.json';
import heCommon from '@kindred/core/locales/he/common.json';
import enValidation from '@kindred/core/locales/en/validation.json';
import heValidation from '@kindred/core/locales/he/validation.json';
import { isLocale, type Locale } from '@kindred/core';

const catalogues = {
  en: { common: enCommon, validation: enValidation },
  he: { common: heCommon, validation: heValidation },
} as const;

function lookup(tree: unknown, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `text('he')('common:actions.like')` → the Hebrew copy; throws on a missing key so a story never shows a key. */
export function text(locale: unknown) {
  const lng: Locale = isLocale(locale) ? locale : 'en';
  return (key: string): string => {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    const value = lookup((catalogues[lng] as Record<string, unknown>)[ns], path);
    if (value === undefined) throw new Error(`Missing ${lng} catalogue text for ${key}`);
    return value;
  };
}

export function localeOf(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : 'en';
}
