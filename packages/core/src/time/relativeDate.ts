/**
 * Relative dates (docs/product/README.md "Relative dates"): under 60 s 'just now'; then minutes, hours and days while under
 * 7 days; beyond that an absolute date. English uses Intl.RelativeTimeFormat. Hebrew uses Intl.PluralRules with our
 * own wording, because ICU's Hebrew data renders the dual as "לפני יומיים (2)" — an artefact we must not show.
 */
import type { Locale } from '../i18n/locales';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const RELATIVE_DAYS_LIMIT = 7;

type Unit = 'minute' | 'hour' | 'day';

const hebrew: Record<Unit, { one: string; two: string; other: string }> = {
  minute: { one: 'לפני דקה', two: 'לפני שתי דקות', other: 'לפני {n} דקות' },
  hour: { one: 'לפני שעה', two: 'לפני שעתיים', other: 'לפני {n} שעות' },
  day: { one: 'לפני יום', two: 'לפני יומיים', other: 'לפני {n} ימים' },
};
export const justNow: Readonly<Record<Locale, string>> = { en: 'just now', he: 'הרגע' };

const hePlural = new Intl.PluralRules('he');
const enRelative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

function ago(n: number, unit: Unit, locale: Locale): string {
  if (locale === 'en') return enRelative.format(-n, unit);
  const category = hePlural.select(n);
  const forms = hebrew[unit];
  const template = category === 'one' ? forms.one : category === 'two' ? forms.two : forms.other;
  return template.replace('{n}', String(n));
}

/** An absolute date: '21 Nov 2026' style per locale, in the given time zone (default UTC). */
export function absoluteDate(ms: number, locale: Locale, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(ms);
}

export function relativeDate(dateMs: number, nowMs: number, locale: Locale, timeZone = 'UTC'): string {
  const diff = nowMs - dateMs;
  if (diff < MINUTE) return justNow[locale];
  if (diff < HOUR) return ago(Math.floor(diff / MINUTE), 'minute', locale);
  if (diff < DAY) return ago(Math.floor(diff / HOUR), 'hour', locale);
  if (diff < RELATIVE_DAYS_LIMIT * DAY) return ago(Math.floor(diff / DAY), 'day', locale);
  return absoluteDate(dateMs, locale, timeZone);
}
