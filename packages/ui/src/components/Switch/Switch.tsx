import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import * as choice from '../private/Choice.css';
import * as styles from './Switch.css';

export const switchLabelPositions = ['end', 'start'] as const;
export type SwitchLabelPosition = (typeof switchLabelPositions)[number];

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Settings lists put the label first (`start`) and the switch at the inline end. */
  labelPosition?: SwitchLabelPosition;
  name?: string;
  value?: string;
  id?: string;
  'data-testid'?: string;
}

export function Switch({ label, description, onCheckedChange, labelPosition = 'end', ...dom }: SwitchProps) {
  const auto = useId();
  const id = dom.id ?? `kd-switch-${auto}`;
  const control = (
    <RadixSwitch.Root
      id={id}
      className={styles.track}
      checked={dom.checked}
      defaultChecked={dom.defaultChecked}
      onCheckedChange={onCheckedChange}
      disabled={dom.disabled}
      name={dom.name}
      value={dom.value}
      aria-describedby={description ? `${id}-description` : undefined}
      data-testid={dom['data-testid']}
    >
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
  const text = (
    <span className={labelPosition === 'start' ? `${choice.text} ${choice.grow}` : choice.text}>
      <span className={choice.label}>{label}</span>
      {description ? (
        <span className={choice.description} id={`${id}-description`}>
          {description}
        </span>
      ) : null}
    </span>
  );
  return (
    <label
      className={choice.row}
      htmlFor={id}
      data-disabled={dom.disabled ? 'true' : undefined}
      data-label-position={labelPosition}
    >
      {labelPosition === 'start' ? text : control}
      {labelPosition === 'start' ? control : text}
    </label>
  );
}
Switch.displayName = 'Switch';
