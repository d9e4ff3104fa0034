import en from '@kindred/core/locales/en/options.json';
import he from '@kindred/core/locales/he/options.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { placeName } from './placeName';

describe('placeName: a member location in the reader language', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'he', resources: { en: { options: en }, he: { options: he } }, initAsync: false });
  it('translates a city of the list and keeps free text as written', () => {
    const t = i18n.getFixedT('he');
    expect(placeName(t, 'Eilat')).toBe(he.cities.Eilat);
    expect(placeName(t, 'Eilat')).not.toMatch(/[A-Za-z]/);
    expect(placeName(t, 'Kibbutz Ein Gedi')).toBe('Kibbutz Ein Gedi');
    expect(placeName(t, null)).toBeNull();
    expect(placeName(i18n.getFixedT('en'), 'Eilat')).toBe(en.cities.Eilat);
  });
});
