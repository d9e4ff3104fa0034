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
