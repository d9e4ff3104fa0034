import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import * as styles from './Picker.css';

export const pickerCompactModes = ['never', 'mobile', 'always'] as const;
export type PickerCompactMode = (typeof pickerCompactModes)[number];

export interface PickerOption<V extends string> {
  value: V;
  label: string;
  /** The option's own language (e.g. 'en' for "English" in a Hebrew page). */
  lang?: string;
}

export interface PickerProps<V extends string> {
  label: string;
  value: V;
  options: readonly PickerOption<V>[];
  onChange: (value: V) => void;
  icon: ReactNode;
  compact: PickerCompactMode;
  testId?: string;
  name: string;
}

/** A pill showing an icon and the current choice over an invisible native select (shared by the shell's pickers). */
export function Picker<V extends string>({
  label,
  value,
  options,
  onChange,
  icon,
  compact,
  testId,
  name,
}: PickerProps<V>) {
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <span className={styles.root} data-compact={compact} data-picker={name} data-value={value}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.value} aria-hidden="true" lang={current?.lang}>
        {current?.label}
      </span>
      <span className={styles.chevron} aria-hidden="true">
        <ChevronDownIcon size="xs" />
      </span>
      <select
        className={styles.select}
        aria-label={label}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
