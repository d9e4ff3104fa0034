import { inlineVars } from '../private/inlineVars';
import { Progress } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './ProgressBar.css';

export const progressTones = ['accent', 'positive'] as const;
export const progressSizes = ['sm', 'md'] as const;

export interface ProgressBarProps {
  /** Visible label (e.g. "Uploading photo"); also the accessible name. */
  label: ReactNode;
  /** null = indeterminate. */
  value: number | null;
  max?: number;
  /** Spoken and shown value, e.g. "Step 2 of 4" or "40%". */
  valueText?: string;
  hideLabel?: boolean;
  tone?: (typeof progressTones)[number];
  size?: (typeof progressSizes)[number];
  id?: string;
  'data-testid'?: string;
}

export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  hideLabel = false,
  tone = 'accent',
  size = 'md',
  ...dom
}: ProgressBarProps) {
  const id = dom.id ?? undefined;
  const clamped = value === null ? null : Math.min(max, Math.max(0, value));
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      {hideLabel ? null : (
        <div className={styles.header} aria-hidden="true">
          <span>{label}</span>
          {valueText ? <span>{valueText}</span> : null}
        </div>
      )}
      <Progress.Root
        id={id}
        className={styles.track}
        value={clamped}
        max={max}
        data-tone={tone}
        data-size={size}
        aria-label={typeof label === 'string' ? label : undefined}
        getValueLabel={valueText ? () => valueText : undefined}
      >
        <Progress.Indicator
          className={styles.indicator}
          style={inlineVars({ [styles.fraction]: String(clamped === null ? 0 : clamped / max) })}
        />
      </Progress.Root>
    </div>
  );
}
ProgressBar.displayName = 'ProgressBar';
