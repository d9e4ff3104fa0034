import { useId, type ReactNode } from 'react';
import { ErrorIcon } from '../../icons/icons';
import * as styles from './Field.css';

export interface FieldIds {
  inputId: string;
  labelId: string;
  /** Space-separated ids for aria-describedby (hint, error, extra), or undefined. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Marker shown after the label of required fields (e.g. '*'); announced through `required` on the input. */
  requiredMarker?: string;
  /** Extra ids for aria-describedby (e.g. a character counter). */
  describedBy?: string[];
  /** Render the label as a plain element (for groups and custom widgets without a labelable input). */
  labelAs?: 'label' | 'span';
  footer?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error of every form field, wired up for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  requiredMarker,
  describedBy = [],
  labelAs = 'label',
  footer,
  children,
}: FieldProps) {
  const auto = useId();
  const inputId = id ?? `kd-field-${auto}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const ids = [hintId, errorId, ...describedBy].filter(Boolean).join(' ');
  const Label = labelAs;
  return (
    <div className={styles.root} data-invalid={error ? 'true' : undefined}>
      <Label className={styles.label} id={`${inputId}-label`} htmlFor={labelAs === 'label' ? inputId : undefined}>
        {label}
        {required && requiredMarker ? (
          <span className={styles.required} aria-hidden="true">
            {requiredMarker}
          </span>
        ) : null}
      </Label>
      {children({ inputId, labelId: `${inputId}-label`, describedBy: ids || undefined, invalid: Boolean(error) })}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} id={errorId}>
          <ErrorIcon size="sm" />
          <span>{error}</span>
        </p>
      ) : null}
      {footer}
    </div>
  );
}
Field.displayName = 'Field';
