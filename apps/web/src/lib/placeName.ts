import { israeliCities, optionKey } from '@kindred/core';
import type { TFunction } from 'i18next';

const knownCities = new Set<string>(israeliCities);

/**
 * A member's location as the reader's language names it: a city of the spec's list shows its translated label
 * (the `options` namespace must be loaded); anything else is the member's own text, shown as written.
 */
export function placeName(t: TFunction, location: string | null | undefined): string | null {
  if (!location) return null;
  return knownCities.has(location) ? t(`options:cities.${optionKey(location)}`, { defaultValue: location }) : location;
}

const fold = (s: string, locale?: string) =>
  s
    .trim()
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s'’-]+/g, ' ');

/** Each listed city by its stored (English) name and the reader's label for it. */
export function cityLabels(t: TFunction): { city: string; label: string }[] {
  return israeliCities.map((city) => ({ city, label: placeName(t, city) ?? city }));
}

/**
 * The city a typed or chosen text names — by the reader's label or by its English name, whatever the page's
 * language (a Hebrew reader who types "Tel Aviv" means תל אביב) — or null when it is none of the list.
 */
export function cityOf(t: TFunction, text: string): string | null {
  const q = fold(text);
  if (!q) return null;
  return cityLabels(t).find(({ city, label }) => fold(label) === q || fold(city) === q)?.city ?? null;
}

/** The location to store: a listed city under its English name (so every language reads it), else the text. */
export function locationToStore(t: TFunction, text: string): string {
  return cityOf(t, text) ?? text.trim();
}

/**
 * Suggestions for a typed text: labels whose label or English name contains it (accent- and case-insensitive),
 * so a Latin name typed on a Hebrew page finds the city too.
 */
export function cityFilter(t: TFunction): (labels: readonly string[], query: string) => string[] {
  const english = new Map(cityLabels(t).map(({ city, label }) => [label, city]));
  return (labels, query) => {
    const q = fold(query);
    return labels.filter((label) => fold(label).includes(q) || fold(english.get(label) ?? '').includes(q));
  };
}
