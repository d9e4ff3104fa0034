import type { Locale } from '@kindred/core';
import type { OnlinePerson } from '@kindred/ui';

/**
 * The sample shown when nobody can be listed (docs/product/public-pages.md: eight sample online users, not real). Made-up names
 * in the member's language and no photos (generated initials), so nobody mistakes them for members.
 */
const names: Record<Locale, string[]> = {
  en: ['Noa', 'Daniel', 'Michal_and_Ori', 'Yael', 'Omer', 'Tamar', 'Itay', 'Shira'],
  he: ['נועה', 'דניאל', 'מיכל_ואורי', 'יעל', 'עומר', 'תמר', 'איתי', 'שירה'],
};
const ages = [29, 34, 38, 26, 31, 27, 36, 30];

export function samplePeople(locale: Locale, cities: readonly string[]): OnlinePerson[] {
  return names[locale].map((nickname, i) => ({
    id: `sample-${i}`,
    nickname,
    age: ages[i] ?? 30,
    location: cities[i % cities.length] ?? null,
  }));
}
