// Its own module: pages that only name a member's city (cards, profiles) need this list, not every option list.
/** Location suggestions: 20 Israeli cities (docs/product/browse-and-profiles.md). Location itself stays free text (decisions). */
export const israeliCities = [
  'Tel Aviv',
  'Jerusalem',
  'Haifa',
  'Eilat',
  'Rishon LeZion',
  'Petah Tikva',
  'Ashdod',
  'Netanya',
  'Beersheba',
  'Holon',
  'Bnei Brak',
  'Ramat Gan',
  'Rehovot',
  'Ashkelon',
  'Bat Yam',
  'Herzliya',
  'Kfar Saba',
  "Modi'in",
  'Nazareth',
  "Ra'anana",
] as const;
export type IsraeliCity = (typeof israeliCities)[number];

/** A place name as typed, compared without case, accents, apostrophes or hyphens ("tel-aviv" = "Tel Aviv"). */
export function foldPlaceName(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s'’-]+/g, ' ');
}

/** A listed city by its stored (English) name and its label in the reader's language. */
export interface CityLabel {
  city: string;
  label: string;
}

/**
 * The location to store: a listed city — named by the reader's label or by its English name, whatever the page's
 * language (a Hebrew reader who types "Tel Aviv" means תל אביב) — under its English name, so every language reads
 * it in its own words; anything else as typed.
 */
export function cityToStore(cities: readonly CityLabel[], text: string): string {
  const q = foldPlaceName(text);
  return (
    cities.find(({ city, label }) => q && (foldPlaceName(label) === q || foldPlaceName(city) === q))?.city ??
    text.trim()
  );
}

/** Suggestions for a typed text: the labels whose label or English name contains it (a Latin name on a Hebrew page). */
export function citiesMatching(cities: readonly CityLabel[], labels: readonly string[], query: string): string[] {
  const english = new Map(cities.map(({ city, label }) => [label, city]));
  const q = foldPlaceName(query);
  return labels.filter(
    (label) => foldPlaceName(label).includes(q) || foldPlaceName(english.get(label) ?? '').includes(q),
  );
}
