import { forwardRef, type ChangeEvent, type ReactNode } from 'react';
import { Field } from '../private/Field';
import * as fieldStyles from '../private/Field.css';
import * as styles from './DateField.css';

/** ISO date (YYYY-MM-DD) of the latest birth date allowed for `minAge` on `today` (spec: max is 18 years ago). */
export function latestBirthDate(today: Date, minAge = 18): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export interface DateFieldProps {
  label: ReactNode;
  /** ISO date, YYYY-MM-DD (the input's value format in every locale). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** ISO dates. */
  min?: string;
  max?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  autoComplete?: 'bday' | 'off';
  'data-testid'?: string;
}

/** Native date input (accessible, localised picker) in Kindred's field frame. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, hint, error, required, requiredMarker, disabled, onChange, ...dom },
  ref,
) {
  return (
    <Field id={dom.id} label={label} hint={hint} error={error} required={required} requiredMarker={requiredMarker}>
      {({ inputId, describedBy, invalid }) => (
        <div
          className={fieldStyles.control}
          data-invalid={invalid ? 'true' : undefined}
          data-disabled={disabled ? 'true' : undefined}
        >
          <input
            ref={ref}
            id={inputId}
            type="date"
            className={[fieldStyles.input, styles.input].join(' ')}
            value={dom.value}
            defaultValue={dom.defaultValue}
            min={dom.min}
            max={dom.max}
            name={dom.name}
            required={required}
            disabled={disabled}
            autoComplete={dom.autoComplete}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-testid={dom['data-testid']}
            onChange={(event) => onChange?.(event.target.value, event)}
          />
        </div>
      )}
    </Field>
  );
});
DateField.displayName = 'DateField';
