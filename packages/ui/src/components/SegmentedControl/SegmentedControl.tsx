import type { KeyboardEvent, ReactNode } from 'react';
import * as styles from './SegmentedControl.css';

export const segmentedSizes = ['sm', 'md'] as const;

export interface SegmentedOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  'aria-label'?: string;
  /** Extra, e.g. a "Save 20%" badge. */
  badge?: ReactNode;
}

export interface SegmentedControlProps<V extends string = string> {
  /** Names the group ("Layout", "Billing period"). */
  'aria-label': string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onValueChange?: (value: V) => void;
  size?: (typeof segmentedSizes)[number];
  /** Stretch the segments to fill the row. */
  fullWidth?: boolean;
  'data-testid'?: string;
}

/**
 * One choice out of a few, shown together: the dashboard's grid/list and browse/matches toggles and the
 * subscription's monthly/yearly switch. A radio group (arrow keys move and choose; mirrored in RTL by the
 * browser's reading order).
 */
export function SegmentedControl<V extends string = string>({
  options,
  value,
  onValueChange,
  size = 'md',
  fullWidth = false,
  ...dom
}: SegmentedControlProps<V>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    const group = event.currentTarget.parentElement;
    if (!group) return;
    const rtl = getComputedStyle(group).direction === 'rtl';
    const forward =
      event.key === 'ArrowDown' || (event.key === 'ArrowRight' ? !rtl : event.key === 'ArrowLeft' ? rtl : false);
    const at = options.findIndex((o) => o.value === value);
    const next = options[(at + (forward ? 1 : -1) + options.length) % options.length];
    if (!next) return;
    onValueChange?.(next.value);
    const buttons = group.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    buttons[options.indexOf(next)]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={dom['aria-label']}
      className={styles.root}
      data-size={size}
      data-full-width={fullWidth}
      data-testid={dom['data-testid']}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option['aria-label']}
            tabIndex={checked ? 0 : -1}
            className={styles.segment}
            data-state={checked ? 'on' : 'off'}
            onClick={() => onValueChange?.(option.value)}
            onKeyDown={onKeyDown}
          >
            {option.label}
            {option.badge ? <span className={styles.badge}>{option.badge}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
SegmentedControl.displayName = 'SegmentedControl';
