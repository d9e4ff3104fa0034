import {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  DISTANCE_MAX_KM,
  DISTANCE_MIN_KM,
  type DashboardFilters,
  type Interest,
} from '@kindred/core';
import { useId } from 'react';
import { Button } from '../Button/Button';
import { RangeSlider } from '../RangeSlider/RangeSlider';
import { Switch } from '../Switch/Switch';
import * as styles from './FilterPanel.css';

/**
 * What the panel edits: core's dashboard filters (decision 0185). The distance control shows only when its labels are
 * given (the browse list does not apply it yet).
 */
export type FilterValues = DashboardFilters;

export const filterToggles = ['online', 'verified', 'withPhotos'] as const;

export interface FilterPanelLabels {
  age: string;
  ageMin: string;
  ageMax: string;
  /** The distance control's label; without it (and `distanceValue`) the control is not shown. */
  distance?: string;
  /** "Up to 100 km". */
  distanceValue?: (km: number) => string;
  distanceNote?: string;
  online: string;
  verified: string;
  withPhotos: string;
  interests: string;
  reset: string;
  apply?: string;
}

export interface FilterPanelProps {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
  /** The interest tags offered (the spec's first 11), value and translated label. */
  interestOptions: readonly { value: Interest; label: string }[];
  labels: FilterPanelLabels;
  onReset?: () => void;
  /** Shown at the end (in the mobile sheet: "Show results"). */
  onApply?: () => void;
  ageBounds?: { min: number; max: number };
  distanceBounds?: { min: number; max: number };
  'data-testid'?: string;
}

/**
 * The dashboard filters: age range, online, verified, with photos, interest tags; a distance control only when its
 * labels are given (a filter a member cannot see applied is not offered).
 */
export function FilterPanel({
  value,
  onChange,
  interestOptions,
  labels,
  onReset,
  onApply,
  ageBounds = { min: AGE_FILTER_MIN, max: AGE_FILTER_MAX },
  distanceBounds = { min: DISTANCE_MIN_KM, max: DISTANCE_MAX_KM },
  ...dom
}: FilterPanelProps) {
  const id = useId();
  const set = <K extends keyof FilterValues>(key: K, v: FilterValues[K]) => onChange({ ...value, [key]: v });
  const toggleInterest = (tag: Interest) =>
    set(
      'interests',
      value.interests.includes(tag) ? value.interests.filter((i) => i !== tag) : [...value.interests, tag],
    );
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <RangeSlider
        label={labels.age}
        minLabel={labels.ageMin}
        maxLabel={labels.ageMax}
        min={ageBounds.min}
        max={ageBounds.max}
        value={[value.ageMin, value.ageMax]}
        onValueChange={([a, b]) => onChange({ ...value, ageMin: a, ageMax: b })}
      />
      {labels.distance && labels.distanceValue ? (
        <div className={styles.field}>
          <div className={styles.fieldHeader}>
            <label htmlFor={`${id}-distance`} className={styles.label}>
              {labels.distance}
            </label>
            <output htmlFor={`${id}-distance`} className={styles.output}>
              {labels.distanceValue(value.distance ?? distanceBounds.max)}
            </output>
          </div>
          <input
            id={`${id}-distance`}
            type="range"
            className={styles.range}
            min={distanceBounds.min}
            max={distanceBounds.max}
            step={5}
            value={value.distance ?? distanceBounds.max}
            aria-describedby={labels.distanceNote ? `${id}-distance-note` : undefined}
            onChange={(e) => set('distance', Number(e.target.value))}
          />
          {labels.distanceNote ? (
            <p id={`${id}-distance-note`} className={styles.note}>
              {labels.distanceNote}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.switches}>
        {filterToggles.map((key) => (
          <Switch
            key={key}
            label={labels[key]}
            checked={value[key]}
            onCheckedChange={(checked) => set(key, checked)}
            data-testid={`filter-${key}`}
          />
        ))}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{labels.interests}</legend>
        <div className={styles.tags}>
          {interestOptions.map((option) => {
            const on = value.interests.includes(option.value);
            return (
              <button
                key={option.value}
                type="button"
                className={styles.tag}
                aria-pressed={on}
                data-state={on ? 'on' : 'off'}
                onClick={() => toggleInterest(option.value)}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      </fieldset>
      {onReset || onApply ? (
        <div className={styles.footer}>
          {onReset ? (
            <Button variant="ghost" tone="neutral" onClick={onReset}>
              {labels.reset}
            </Button>
          ) : null}
          {onApply && labels.apply ? <Button onClick={onApply}>{labels.apply}</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
FilterPanel.displayName = 'FilterPanel';
