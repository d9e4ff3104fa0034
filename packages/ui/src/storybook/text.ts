// Stories take their copy from the same catalogues the app serves, so Storybook shows the real Hebrew.
// Used by stories only; never exported from the package.
import enCommon from '@kindred/core/locales/en/common.json';
import heCommon from '@kindred/core/locales/he/common.json';
import enValidation from '@kindred/core/locales/en/validation.json';
import heValidation from '@kindred/core/locales/he/validation.json';
import enCore from '@kindred/core/locales/en/core.json';
import heCore from '@kindred/core/locales/he/core.json';
import enAuth from '@kindred/core/locales/en/auth.json';
import heAuth from '@kindred/core/locales/he/auth.json';
import enHome from '@kindred/core/locales/en/home.json';
import heHome from '@kindred/core/locales/he/home.json';
import enPages from '@kindred/core/locales/en/pages.json';
import hePages from '@kindred/core/locales/he/pages.json';
import enMembers from '@kindred/core/locales/en/members.json';
import heMembers from '@kindred/core/locales/he/members.json';
import enOptions from '@kindred/core/locales/en/options.json';
import heOptions from '@kindred/core/locales/he/options.json';
import enShell from '@kindred/core/locales/en/shell.json';
import heShell from '@kindred/core/locales/he/shell.json';
import enChat from '@kindred/core/locales/en/chat.json';
import heChat from '@kindred/core/locales/he/chat.json';
import { isLocale, type Locale } from '@kindred/core';

const catalogues = {
  en: {
    common: enCommon,
    validation: enValidation,
    core: enCore,
    auth: enAuth,
    home: enHome,
    pages: enPages,
    members: enMembers,
    options: enOptions,
    shell: enShell,
    chat: enChat,
  },
  he: {
    common: heCommon,
    validation: heValidation,
    core: heCore,
    auth: heAuth,
    home: heHome,
    pages: hePages,
    members: heMembers,
    options: heOptions,
    shell: heShell,
    chat: heChat,
  },
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

/** `text` with `{{placeholder}}` filling, for catalogue entries that take values. */
export function textWith(locale: unknown) {
  const t = text(locale);
  return (key: string, params: Record<string, string | number> = {}): string =>
    t(key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
}

/** A whole subtree of a catalogue (e.g. `tree('he')('pages:terms.sections')`), for copy that arrives as objects. */
export function tree(locale: unknown) {
  const lng: Locale = isLocale(locale) ? locale : 'en';
  return <T = Record<string, unknown>>(key: string): T => {
    const [ns, path] = key.split(':', 2) as [string, string];
    let node: unknown = (catalogues[lng] as Record<string, unknown>)[ns];
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (node == null || typeof node !== 'object') throw new Error(`Missing ${lng} catalogue tree for ${key}`);
    return node as T;
  };
}
