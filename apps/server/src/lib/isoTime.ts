/**
 * A time as the API writes it (`toISOString`: UTC, milliseconds) from a column's Date or from the text PostgreSQL
 * writes inside JSON (`to_jsonb` of a timestamptz: `2026-11-29T21:15:27.123456+00:00` in a UTC session). The text
 * in UTC is rewritten directly — the milliseconds are its first three fractional digits, as `Date` reads them —
 * without parsing a date: a chat message carries three such times (the message's, its notification's two), and
 * `Date`'s parse of six fractional digits is its slow path. Any other text or offset goes through `Date`.
 */
const UTC_TEXT = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;

export function isoTime(value: Date | string): string {
  if (typeof value === 'string') {
    const utc = UTC_TEXT.exec(value);
    if (utc) return `${utc[1]}.${`${utc[2] ?? ''}000`.slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}
