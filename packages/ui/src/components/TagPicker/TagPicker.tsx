import { toggleLimited } from '@kindred/core';
import { useId, useState, type ReactNode } from 'react';
import { CheckIcon, WarningIcon } from '../../icons/icons';
import * as field from '../private/Field.css';
import * as styles from './TagPicker.css';

export interface TagOption {
  value: string;
  label: string;
}

export interface TagPickerProps {
  label: ReactNode;
  options: TagOption[];
  /** Maximum selections (spec: interests 10, looking-for 3, into/turn-on tags 20). */
  max: number;
  value?: string[];
  defaultValue?: string[];
  onChange?: (values: string[]) => void;
  /** Shown (and announced) when an option is clicked at the limit, e.g. "You can select up to 10 interests". */
  limitMessage: string;
  /** Fires when an over-limit click is ignored. */
  onLimitReached?: () => void;
  /** e.g. (3, 10) → "3 of 10 selected". Without it, `3/10`. */
  formatCount?: (count: number, max: number) => string;
  hint?: ReactNode;
  /**
   * Show only this many options (and every chosen one) until "Show more" is pressed; needs `showMoreLabel` and
   * `showLessLabel`. A long list of tags stays a short wall on a phone.
   */
  collapsedCount?: number;
  /** (hidden) → "Show 20 more". */
  showMoreLabel?: (hidden: number) => string;
  showLessLabel?: string;
  id?: string;
  'data-testid'?: string;
}

/** Toggle pure function: adds or removes a value, refusing to go past `max`. */
export function toggleTag(
  selected: readonly string[],
  value: string,
  max: number,
): { next: string[]; overLimit: boolean } {
  const { selected: next, limited: overLimit } = toggleLimited(selected, value, max);
  return { next, overLimit };
}

/** The options a collapsed picker shows: the first `count`, and any chosen one further down. */
export function collapsedOptions<T extends TagOption>(
  options: readonly T[],
  selected: readonly string[],
  count: number,
) {
  return options.filter((option, index) => index < count || selected.includes(option.value));
}

/**
 * Chips that toggle (aria-pressed). At the limit the other chips look disabled (aria-disabled) but stay
 * focusable, so a click can explain why it was ignored: the warning appears in a polite live region.
 */
export function TagPicker({
  label,
  options,
  max,
  onChange,
  limitMessage,
  onLimitReached,
  formatCount = (n, m) => `${n}/${m}`,
  hint,
  collapsedCount,
  showMoreLabel,
  showLessLabel,
  ...dom
}: TagPickerProps) {
  const [inner, setInner] = useState<string[]>(dom.defaultValue ?? []);
  const selected = dom.value ?? inner;
  const [warn, setWarn] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const full = selected.length >= max;
  const collapsible =
    collapsedCount !== undefined &&
    showMoreLabel !== undefined &&
    showLessLabel !== undefined &&
    options.length > collapsedCount;
  const shown = collapsible && !expanded ? collapsedOptions(options, selected, collapsedCount) : options;
  const hidden = options.length - shown.length;
  return (
    <fieldset className={styles.fieldset} id={dom.id} data-testid={dom['data-testid']}>
      <div className={styles.header}>
        <legend className={field.label}>{label}</legend>
        <span className={styles.count} data-full={full ? 'true' : undefined}>
          <bdi>{formatCount(selected.length, max)}</bdi>
        </span>
      </div>
      {hint ? <p className={field.hint}>{hint}</p> : null}
      <ul className={styles.chips} id={listId}>
        {shown.map((option) => {
          const pressed = selected.includes(option.value);
          const atLimit = full && !pressed;
          return (
            <li key={option.value}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={pressed}
                aria-disabled={atLimit || undefined}
                data-at-limit={atLimit ? 'true' : undefined}
                onClick={() => {
                  const { next, overLimit } = toggleTag(selected, option.value, max);
                  setWarn(overLimit);
                  if (overLimit) {
                    onLimitReached?.();
                    return;
                  }
                  setInner(next);
                  onChange?.(next);
                }}
              >
                {pressed ? <CheckIcon size="xs" /> : null}
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
      {collapsible && (expanded || hidden > 0) ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          data-testid="tag-picker-more"
        >
          {expanded ? showLessLabel : showMoreLabel(hidden)}
        </button>
      ) : null}
      <p className={styles.warning} role="status">
        {warn ? (
          <>
            <WarningIcon size="sm" />
            <span>{limitMessage}</span>
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
TagPicker.displayName = 'TagPicker';
