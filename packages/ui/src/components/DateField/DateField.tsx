import { useMemo, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { Field } from '../private/Field';
import * as fieldStyles from '../private/Field.css';
import * as styles from './DateField.css';

/** ISO date (YYYY-MM-DD) of the latest birth date allowed for `minAge` on `today` (spec: max is 18 years ago). */
export function latestBirthDate(today: Date, minAge = 18): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export type DatePart = 'day' | 'month' | 'year';

/** The order of day, month and year in `locale` (en: month day year; he and en-GB: day month year). */
export function datePartOrder(locale: string): DatePart[] {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2000, 0, 2)));
    const order = parts.map((p) => p.type).filter((t): t is DatePart => t === 'day' || t === 'month' || t === 'year');
    if (order.length === 3) return order;
  } catch {
    /* unknown locale */
  }
  return ['day', 'month', 'year'];
}

/** Month names in `locale`, January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2000, m, 1))));
}

const daysIn = (year: number | null, month: number | null): number =>
  month === null ? 31 : new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();

interface Parts {
  day: string;
  month: string;
  year: string;
}
const EMPTY: Parts = { day: '', month: '', year: '' };

function split(iso: string | undefined): Parts {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return EMPTY;
  return { year: String(Number(m[1])), month: String(Number(m[2])), day: String(Number(m[3])) };
}

/** The ISO date the parts make, or '' while incomplete. */
function join(p: Parts): string {
  if (!p.day || !p.month || !p.year) return '';
  const year = Number(p.year);
  const month = Number(p.month);
  const day = Number(p.day);
  if (day > daysIn(year, month)) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface DateFieldProps {
  label: ReactNode;
  /** ISO date, YYYY-MM-DD, or '' for none. */
  value?: string;
  defaultValue?: string;
  /** Every change: the ISO date once day, month and year are all chosen, '' while one is missing. */
  onChange?: (value: string) => void;
  /** ISO dates bounding the years offered (default: the last 120 years up to this year). */
  min?: string;
  max?: string;
  /** BCP 47 locale: month names and the order of the parts (e.g. the page language). */
  locale: string;
  /** Accessible names of the three parts (also their empty choice), in the page language. */
  partLabels: Record<DatePart, string>;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  disabled?: boolean;
  /** Name of a hidden input carrying the ISO date in forms. */
  name?: string;
  id?: string;
  autoComplete?: 'bday' | 'off';
  'data-testid'?: string;
}

/**
 * A date as three choices — day, month (by name) and year — in the order and language of `locale`. Unlike the
 * native date input, whose format follows the browser's language rather than the page's, a Hebrew page gets
 * Hebrew month names in day-month-year order, and choosing a year of birth is one list rather than a calendar.
 */
export function DateField({
  label,
  value,
  defaultValue,
  onChange,
  min,
  max,
  locale,
  partLabels,
  hint,
  error,
  required,
  requiredMarker,
  disabled,
  ...dom
}: DateFieldProps) {
  const [parts, setParts] = useState<Parts>(() => split(value ?? defaultValue));
  // A controlled value that names another complete date (or clears a complete one) replaces the choices;
  // adjusted while rendering, the way React recommends for state derived from a prop.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== join(parts) && !(value === '' && !join(parts))) setParts(split(value));
  }

  const order = useMemo(() => datePartOrder(locale), [locale]);
  const months = useMemo(() => monthNames(locale), [locale]);
  const numbers = useMemo(() => new Intl.NumberFormat(locale, { useGrouping: false }), [locale]);
  const thisYear = new Date().getUTCFullYear();
  const maxYear = max ? Number(max.slice(0, 4)) : thisYear;
  const minYear = min ? Number(min.slice(0, 4)) : maxYear - 120;
  const years = Array.from({ length: Math.max(0, maxYear - minYear + 1) }, (_, i) => maxYear - i);
  const dayCount = daysIn(parts.year ? Number(parts.year) : null, parts.month ? Number(parts.month) : null);

  const update = (part: DatePart, next: string) => {
    const changed = { ...parts, [part]: next };
    // A day past the end of the newly chosen month becomes that month's last day.
    const last = daysIn(changed.year ? Number(changed.year) : null, changed.month ? Number(changed.month) : null);
    if (changed.day && Number(changed.day) > last) changed.day = String(last);
    setParts(changed);
    onChange?.(join(changed));
  };

  const options: Record<DatePart, { value: string; label: string }[]> = {
    day: Array.from({ length: dayCount }, (_, i) => ({ value: String(i + 1), label: numbers.format(i + 1) })),
    month: months.map((name, i) => ({ value: String(i + 1), label: name })),
    year: years.map((y) => ({ value: String(y), label: numbers.format(y) })),
  };
  const bday = dom.autoComplete === 'bday';

  return (
    <Field
      id={dom.id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      labelAs="span"
    >
      {({ inputId, labelId, describedBy, invalid }) => (
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          className={styles.group}
          data-testid={dom['data-testid']}
        >
          {order.map((part, index) => (
            <div
              key={part}
              className={[fieldStyles.control, styles.part].join(' ')}
              data-part={part}
              data-invalid={invalid ? 'true' : undefined}
              data-disabled={disabled ? 'true' : undefined}
            >
              <select
                id={index === 0 ? inputId : `${inputId}-${part}`}
                className={[fieldStyles.input, styles.select].join(' ')}
                aria-label={partLabels[part]}
                aria-invalid={invalid || undefined}
                required={required}
                disabled={disabled}
                autoComplete={bday ? `bday-${part}` : 'off'}
                value={parts[part]}
                data-empty={parts[part] ? undefined : 'true'}
                onChange={(event) => update(part, event.target.value)}
              >
                <option value="">{partLabels[part]}</option>
                {options[part].map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <span className={styles.chevron} aria-hidden="true">
                <ChevronDownIcon size="sm" />
              </span>
            </div>
          ))}
          {dom.name ? <input type="hidden" name={dom.name} value={join(parts)} /> : null}
        </div>
      )}
    </Field>
  );
}
DateField.displayName = 'DateField';
