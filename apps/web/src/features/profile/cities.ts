import { citiesMatching, cityToStore } from '@kindred/core';
import type { TFunction } from 'i18next';

// My profile's city and option labels. The listed cities and the profile's option values hold no '.' or ':', so
// their catalogue keys are the values themselves (core's optionKey is the identity for them; the catalogue tests
// check every key) — this module needs nothing shared with other pages, which keeps the app's chunk map small.

/** An option's label in the reader's language (the `options` namespace), the stored value when it has none. */
export const optionLabel = (t: TFunction, group: string, value: string): string =>
  t(`options:${group}.${value}`, { defaultValue: value });

/** The listed cities (core's israeliCities) by their English names, with the reader's label: the catalogue's keys. */
const cities = (t: TFunction): [string, string][] =>
  Object.entries(t('options:cities', { returnObjects: true, defaultValue: {} }) as Record<string, string>);

/** A location as the reader's language names it: a listed city by its label, anything else as written. */
export const cityName = (t: TFunction, location: string | null | undefined): string | null =>
  location ? (cities(t).find(([city]) => city === location)?.[1] ?? location) : null;

/** Each listed city by its stored (English) name and the reader's label for it. */
export const cityLabels = (t: TFunction) => cities(t).map(([city, label]) => ({ city, label }));

/** The location to store: a listed city under its English name, anything else as typed (core's cityToStore). */
export const locationToStore = (t: TFunction, text: string): string => cityToStore(cityLabels(t), text);

/** Suggestions for a typed text: labels whose label or English name contains it (core's citiesMatching). */
export function cityFilter(t: TFunction): (labels: readonly string[], query: string) => string[] {
  const cities = cityLabels(t);
  return (labels, query) => citiesMatching(cities, labels, query);
}
