import heAuth from '@kindred/core/locales/he/auth.json';
import heCommon from '@kindred/core/locales/he/common.json';
import heOptions from '@kindred/core/locales/he/options.json';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { useRegistrationOptions } from './useRegistrationOptions';

describe('the registration wizard in Hebrew', () => {
  it('finds a city by its Latin name as well as by its Hebrew one (issue 24)', () => {
    const i18n = createI18n('he', { resources: { he: { auth: heAuth, common: heCommon, options: heOptions } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useRegistrationOptions(), { wrapper });
    const { cities, cityFilter } = result.current.options;
    const telAviv = heOptions.cities['Tel Aviv'];
    expect(cities).toContain(telAviv);
    expect(cityFilter?.(cities, 'tel aviv')).toContain(telAviv);
    expect(cityFilter?.(cities, 'Tel-Aviv')).toContain(telAviv);
    expect(cityFilter?.(cities, 'תל')).toContain(telAviv);
    expect(cityFilter?.(cities, 'Atlantis')).toEqual([]);
  });

  it('sends a listed city under its English name, whichever language named it; anything else as typed', () => {
    const i18n = createI18n('he', { resources: { he: { auth: heAuth, common: heCommon, options: heOptions } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { locationToStore } = renderHook(() => useRegistrationOptions(), { wrapper }).result.current;
    expect(locationToStore(` ${heOptions.cities['Tel Aviv']} `)).toBe('Tel Aviv');
    expect(locationToStore('tel-aviv')).toBe('Tel Aviv');
    expect(locationToStore(' Kfar Nowhere ')).toBe('Kfar Nowhere');
  });
});
