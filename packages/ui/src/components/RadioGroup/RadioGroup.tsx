import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { ErrorIcon } from '../../icons/icons';
import * as field from '../private/Field.css';
import * as choice from '../private/Choice.css';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: RadioGroupOrientation;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
}

/** Radix RadioGroup in a fieldset; arrow keys follow the reading direction. */
export function RadioGroup({
  label,
  options,
  orientation = 'vertical',
  hint,
  error,
  onValueChange,
  ...dom
}: RadioGroupProps) {
  const auto = useId();
  const id = dom.id ?? `kd-radio-${auto}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} data-testid={dom['data-testid']} aria-describedby={describedBy}>
      <legend className={field.label}>{label}</legend>
      <RadixRadioGroup.Root
        className={styles.options}
        value={dom.value}
        defaultValue={dom.defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        data-orientation={orientation}
        name={dom.name}
        required={dom.required}
        disabled={dom.disabled}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              className={choice.row}
              htmlFor={optionId}
              data-disabled={option.disabled || dom.disabled ? 'true' : undefined}
            >
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-invalid={error ? true : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <span className={choice.text}>
                <span className={choice.label}>{option.label}</span>
                {option.description ? (
                  <span className={choice.description} id={`${optionId}-description`}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </RadixRadioGroup.Root>
      {hint ? (
        <p className={field.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={field.error} id={`${id}-error`}>
          <ErrorIcon size="sm" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
RadioGroup.displayName = 'RadioGroup';
