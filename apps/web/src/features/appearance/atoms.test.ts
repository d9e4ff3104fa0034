import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshAtoms() {
  vi.resetModules();
  return import('./atoms');
}

describe('appearance atoms (docs/product/settings.md: saved choice first, then browser language / system theme)', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('starts from the saved language and persists a new choice under "language"', async () => {
    localStorage.setItem('language', 'he');
    const { localeAtom } = await freshAtoms();
    const store = createStore();
    expect(store.get(localeAtom)).toBe('he');
    store.set(localeAtom, 'en');
    expect(store.get(localeAtom)).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('the ?lng= query wins over the saved language', async () => {
    localStorage.setItem('language', 'en');
    window.history.replaceState(null, '', '/?lng=he');
    const { localeAtom } = await freshAtoms();
    expect(createStore().get(localeAtom)).toBe('he');
  });

  it('theme: saved light/dark is used; "system" forgets the saved choice and follows the system', async () => {
    localStorage.setItem('theme', 'dark');
    const { themePreferenceAtom, themeAtom, systemPrefersDarkAtom } = await freshAtoms();
    const store = createStore();
    expect(store.get(themeAtom)).toBe('dark');
    store.set(themePreferenceAtom, 'system');
    expect(localStorage.getItem('theme')).toBeNull();
    store.set(systemPrefersDarkAtom, false);
    expect(store.get(themeAtom)).toBe('light');
    store.set(systemPrefersDarkAtom, true);
    expect(store.get(themeAtom)).toBe('dark');
    store.set(themePreferenceAtom, 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(store.get(themeAtom)).toBe('light');
  });
});
