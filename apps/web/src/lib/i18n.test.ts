import enCommon from '@kindred/core/locales/en/common.json';
import enShell from '@kindred/core/locales/en/shell.json';
import heCommon from '@kindred/core/locales/he/common.json';
import heShell from '@kindred/core/locales/he/shell.json';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, localesBackend } from './i18n';
import { detectLocale } from './locale';

const resources = { en: { common: enCommon, shell: enShell }, he: { common: heCommon, shell: heShell } };

describe('i18n (docs/product/settings.md "Language and theme", docs/product/settings.md)', () => {
  it('Hebrew plurals: one, the dual (two) and other; English one and other', () => {
    const he = createI18n('he', { resources });
    expect([1, 2, 3, 11].map((count) => he.t('shell:connection.queued', { count }))).toEqual([
      heShell.connection.queued_one,
      heShell.connection.queued_two,
      '3 שינויים ממתינים לשליחה.',
      '11 שינויים ממתינים לשליחה.',
    ]);
    const en = createI18n('en', { resources });
    expect(en.t('shell:connection.queued', { count: 1 })).toBe(enShell.connection.queued_one);
    expect(en.t('shell:connection.queued', { count: 4 })).toBe('4 changes are waiting to be sent.');
  });

  it('a key missing in Hebrew falls back to English, never to the key', () => {
    const he = createI18n('he', { resources: { ...resources, he: { common: {}, shell: heShell } } });
    expect(he.t('nav.login')).toBe(enCommon.nav.login);
  });

  describe('detection: ?lng=, then the saved choice, then the browser (he when Hebrew), else English', () => {
    const browser = (languages: string[]) =>
      Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
    beforeEach(() => {
      localStorage.clear();
      window.history.replaceState(null, '', '/');
      browser(['en-US']);
    });
    it.each<[string, string | null, string[], string]>([
      ['/?lng=he', 'en', ['en-US'], 'he'],
      ['/', 'he', ['en-US'], 'he'],
      ['/', null, ['he-IL', 'en'], 'he'],
      ['/', null, ['iw'], 'he'],
      ['/', null, ['fr-FR'], 'en'],
      ['/?lng=xx', 'fr', ['de'], 'en'],
    ])('%s saved=%s browser=%j → %s', (url, saved, languages, expected) => {
      window.history.replaceState(null, '', url);
      if (saved) localStorage.setItem('language', saved);
      browser(languages);
      expect(detectLocale()).toBe(expected);
    });

    it("the spec's whole order: query, cookie, local storage, session storage, browser", () => {
      const clearCookies = () => {
        document.cookie = 'language=; max-age=0';
        document.cookie = 'i18next=; max-age=0';
      };
      clearCookies();
      sessionStorage.clear();
      sessionStorage.setItem('language', 'he');
      expect(detectLocale()).toBe('he');
      localStorage.setItem('language', 'en');
      expect(detectLocale()).toBe('en');
      document.cookie = 'i18next=he';
      expect(detectLocale()).toBe('he');
      clearCookies();
      document.cookie = 'language=en';
      expect(detectLocale()).toBe('en');
      window.history.replaceState(null, '', '/?lng=he');
      expect(detectLocale()).toBe('he');
      clearCookies();
      sessionStorage.clear();
    });
  });

  it('the backend reads /locales/{lng}/{ns}.json and reports a missing catalogue as an error', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/locales/he/shell.json' ? new Response(JSON.stringify(heShell)) : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    const read = (lng: string, ns: string) =>
      new Promise<[unknown, unknown]>((resolve) => localesBackend.read(lng, ns, (e, d) => resolve([e, d])));
    expect(await read('he', 'shell')).toEqual([null, heShell]);
    const [error, data] = await read('he', 'nope');
    expect(String(error)).toContain('404 /locales/he/nope.json');
    expect(data).toBe(false);
    vi.unstubAllGlobals();
  });
});
