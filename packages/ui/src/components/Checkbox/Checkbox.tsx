import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import * as choice from '../private/Choice.css';
import * as styles from './Checkbox.css';

export const checkboxStates = ['unchecked', 'checked', 'indeterminate'] as const;
export type CheckboxState = (typeof checkboxStates)[number];

export interface CheckboxProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  name?: string;
  value?: string;
  id?: string;
  'data-testid'?: string;
}

export function Checkbox({ label, description, onCheckedChange, invalid, ...dom }: CheckboxProps) {
  const auto = useId();
  const id = dom.id ?? `kd-checkbox-${auto}`;
  return (
    <label className={choice.row} htmlFor={id} data-disabled={dom.disabled ? 'true' : undefined}>
      <RadixCheckbox.Root
        id={id}
        className={styles.box}
        checked={dom.checked}
        defaultChecked={dom.defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={dom.disabled}
        required={dom.required}
        name={dom.name}
        value={dom.value}
        aria-invalid={invalid || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        data-testid={dom['data-testid']}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {dom.checked === 'indeterminate' ? <MinusIcon size="sm" /> : <CheckIcon size="sm" />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <span className={choice.text}>
        <span className={choice.label}>{label}</span>
        {description ? (
          <span className={choice.description} id={`${id}-description`}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
Checkbox.displayName = 'Checkbox';
