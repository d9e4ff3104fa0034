import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../../icons/icons';
import * as choice from './Choice.css';
import * as styles from './NativeCheckbox.css';

export interface NativeCheckboxProps {
  label: ReactNode;
  name?: string;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An uncontrolled native checkbox with the Checkbox look, for screens that must stay light (the sign-in page,
 * decision 0043); use Checkbox everywhere else.
 */
export function NativeCheckbox({ label, name, defaultChecked, onCheckedChange }: NativeCheckboxProps) {
  const id = `kd-checkbox-${useId()}`;
  return (
    <label className={choice.row} htmlFor={id}>
      <span className={styles.frame}>
        <input
          id={id}
          type="checkbox"
          className={styles.box}
          name={name}
          defaultChecked={defaultChecked}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        />
        <span className={styles.mark} aria-hidden="true">
          <CheckIcon size="sm" />
        </span>
      </span>
      <span className={`${choice.text} ${choice.label}`}>{label}</span>
    </label>
  );
}
NativeCheckbox.displayName = 'NativeCheckbox';
