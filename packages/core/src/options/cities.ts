// Its own module: pages that only name a member's city (cards, profiles) need this list, not every option list.
/** Location suggestions: 20 Israeli cities (spec 001 §9). Location itself stays free text (decisions). */
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
