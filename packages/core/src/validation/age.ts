/** Age from a date of birth (decisions: "Age is computed from the date of birth"); `today` is injected. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1–12
  readonly day: number;
}

/** Parses `YYYY-MM-DD` (optionally followed by a time, as in an ISO string); null when not a real calendar date. */
export function parseDateOfBirth(value: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between the date of birth and `todayMs` (UTC calendar), or null for an unreadable date. */
export function ageFromDateOfBirth(dateOfBirth: string, todayMs: number): number | null {
  const dob = parseDateOfBirth(dateOfBirth);
  if (!dob) return null;
  const today = new Date(todayMs);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const birthdayPassed = m > dob.month || (m === dob.month && d >= dob.day);
  return y - dob.year - (birthdayPassed ? 0 : 1);
}

/** The date input's maximum: 18 years before today, as `YYYY-MM-DD` (docs/product/accounts.md step 2). */
export function maxDateOfBirth(todayMs: number, minimumAge = 18): string {
  const today = new Date(todayMs);
  const year = today.getUTCFullYear() - minimumAge;
  const month = today.getUTCMonth() + 1;
  let day = today.getUTCDate();
  // 29 February maps to 28 February in a non-leap year.
  if (month === 2 && day === 29 && new Date(Date.UTC(year, 1, 29)).getUTCMonth() !== 1) day = 28;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
