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

const fold = (s: string) =>
  s
    .trim()
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s'’-]+/g, ' ');

/** Each listed city by its stored (English) name and the reader's label for it. */
export const cityLabels = (t: TFunction) => cities(t).map(([city, label]) => ({ city, label }));

/**
 * The location to store: a listed city — named by the reader's label or by its English name, whatever the page's
 * language (a Hebrew reader who types "Tel Aviv" means תל אביב) — under its English name, so every language reads
 * it; anything else as typed.
 */
export function locationToStore(t: TFunction, text: string): string {
  const q = fold(text);
  return cityLabels(t).find(({ city, label }) => q && (fold(label) === q || fold(city) === q))?.city ?? text.trim();
}

/** Suggestions for a typed text: labels whose label or English name contains it (a Latin name on a Hebrew page too). */
export function cityFilter(t: TFunction): (labels: readonly string[], query: string) => string[] {
  const english = new Map(cityLabels(t).map(({ city, label }) => [label, city]));
  return (labels, query) => {
    const q = fold(query);
    return labels.filter((label) => fold(label).includes(q) || fold(english.get(label) ?? '').includes(q));
  };
}
