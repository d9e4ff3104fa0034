import { Slider } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import * as field from '../private/Field.css';
import * as styles from './RangeSlider.css';

/** Age filter bounds (docs/product/browse-and-profiles.md: ageMin 18, ageMax 99). */
export const AGE_RANGE = { min: 18, max: 99 } as const;

export interface RangeSliderProps {
  label: ReactNode;
  /** Accessible names of the two thumbs, e.g. "Minimum age" / "Maximum age". */
  minLabel: string;
  maxLabel: string;
  min?: number;
  max?: number;
  step?: number;
  value?: [number, number];
  defaultValue?: [number, number];
  /** While dragging. */
  onValueChange?: (value: [number, number]) => void;
  /** On release (commit), e.g. to refetch. */
  onValueCommit?: (value: [number, number]) => void;
  /** Text of the current range; defaults to "18–99". */
  formatValue?: (value: [number, number]) => string;
  disabled?: boolean;
  name?: string;
  id?: string;
  'data-testid'?: string;
}

/**
 * Two-thumb range on Radix Slider. Direction comes from Radix's DirectionProvider: in Hebrew the
 * minimum thumb sits on the right and ArrowLeft increases.
 */
export function RangeSlider({
  label,
  minLabel,
  maxLabel,
  min = AGE_RANGE.min,
  max = AGE_RANGE.max,
  step = 1,
  onValueChange,
  onValueCommit,
  formatValue = ([a, b]) => `${a}–${b}`,
  disabled,
  ...dom
}: RangeSliderProps) {
  const auto = useId();
  const id = dom.id ?? `kd-range-${auto}`;
  const [inner, setInner] = useState<[number, number]>(dom.defaultValue ?? [min, max]);
  const current = dom.value ?? inner;
  return (
    <div className={field.root} data-testid={dom['data-testid']}>
      <div className={styles.header}>
        <span className={field.label} id={`${id}-label`}>
          {label}
        </span>
        <output className={styles.output} aria-live="off" htmlFor={id}>
          <bdi dir="ltr">{formatValue(current)}</bdi>
        </output>
      </div>
      <Slider.Root
        id={id}
        className={styles.root}
        min={min}
        max={max}
        step={step}
        value={dom.value}
        defaultValue={dom.defaultValue ?? [min, max]}
        minStepsBetweenThumbs={0}
        disabled={disabled}
        name={dom.name}
        aria-labelledby={`${id}-label`}
        onValueChange={(next) => {
          const pair: [number, number] = [next[0] ?? min, next[1] ?? max];
          setInner(pair);
          onValueChange?.(pair);
        }}
        onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label={minLabel} data-thumb="min" />
        <Slider.Thumb className={styles.thumb} aria-label={maxLabel} data-thumb="max" />
      </Slider.Root>
    </div>
  );
}
RangeSlider.displayName = 'RangeSlider';
