import { describe, expect, it } from 'vitest';
import {
  citiesMatching,
  cityToStore,
  foldPlaceName,
  dashboardFilterInterests,
  genderOptions,
  identityOptions,
  interests,
  intoTagOptions,
  israeliCities,
  lookingForOptions,
  maritalStatusOptions,
  profileInterests,
  storyFonts,
  storyGradients,
  turnOnOptions,
} from './options';

describe('option lists (docs/product/browse-and-profiles.md)', () => {
  it.each([
    ['interests at registration', interests.length, 17],
    ['profile interests omit Sports', profileInterests.length, 16],
    ['dashboard filter tags are the first 11', dashboardFilterInterests.length, 11],
    ['looking for', lookingForOptions.length, 3],
    ['identity', identityOptions.length, 3],
    ['gender', genderOptions.length, 3],
    ['marital status', maritalStatusOptions.length, 9],
    ['into tags', intoTagOptions.length, 28],
    ['turn-ons', turnOnOptions.length, 17],
    ['gradients', storyGradients.length, 8],
    ['fonts', storyFonts.length, 5],
    ['Israeli cities', israeliCities.length, 20],
  ])('%s: %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists are unique and keep the spec order at both ends', () => {
    for (const list of [interests, intoTagOptions, turnOnOptions, israeliCities, maritalStatusOptions]) {
      expect(new Set(list).size).toBe(list.length);
    }
    expect(interests[0]).toBe('Dating');
    expect(interests[16]).toBe('Sports');
    expect(profileInterests).not.toContain('Sports');
    expect(intoTagOptions[0]).toBe('meetups');
    expect(intoTagOptions.at(-1)).toBe('tantra');
    expect(turnOnOptions[0]).toBe('sexy_ass');
    expect(turnOnOptions.at(-1)).toBe('pushing_boundaries');
    expect(israeliCities).toEqual(expect.arrayContaining(['Tel Aviv', 'Jerusalem', 'Haifa', 'Eilat']));
    expect(storyGradients.map((g) => g.name)).toEqual([
      'Sunset',
      'Ocean',
      'Passion',
      'Midnight',
      'Forest',
      'Berry',
      'Dusk',
      'Fire',
    ]);
    expect(storyFonts.map((f) => f.name)).toEqual(['Classic', 'Elegant', 'Modern', 'Playful', 'Bold']);
  });
});

describe('city names across languages (the registration wizard and my profile)', () => {
  const cities = [
    { city: 'Tel Aviv', label: 'תל אביב' },
    { city: 'Haifa', label: 'חיפה' },
  ];
  it('folds case, accents, apostrophes and hyphens', () => {
    expect(foldPlaceName('  Tel-Avív ')).toBe('tel aviv');
    expect(foldPlaceName("Ra'anana")).toBe('ra anana');
  });
  it('stores a listed city under its English name, by either name; anything else as typed', () => {
    expect(cityToStore(cities, ' תל אביב ')).toBe('Tel Aviv');
    expect(cityToStore(cities, 'tel-aviv')).toBe('Tel Aviv');
    expect(cityToStore(cities, ' Kfar Nowhere ')).toBe('Kfar Nowhere');
    expect(cityToStore(cities, '   ')).toBe('');
  });
  it('suggests the labels whose label or English name contains the text', () => {
    const labels = cities.map((c) => c.label);
    expect(citiesMatching(cities, labels, 'HAIF')).toEqual(['חיפה']);
    expect(citiesMatching(cities, labels, 'תל')).toEqual(['תל אביב']);
    expect(citiesMatching(cities, labels, 'Atlantis')).toEqual([]);
    expect(citiesMatching(cities, ['Elsewhere'], 'else')).toEqual(['Elsewhere']);
  });
});
