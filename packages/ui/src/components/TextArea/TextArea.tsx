import { inlineVars } from '../private/inlineVars';
import { forwardRef, type ChangeEvent, type FocusEventHandler, type ReactNode } from 'react';
import * as fieldStyles from '../private/Field.css';
import { Field } from '../private/Field';
import { inputDirection, useShownText, type ValueDirection } from '../private/inputDirection';
import * as styles from './TextArea.css';

export const textAreaCounterStates = ['normal', 'near', 'full'] as const;
export type TextAreaCounterState = (typeof textAreaCounterStates)[number];

export interface TextAreaProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  placeholder?: string;
  name?: string;
  id?: string;
  required?: boolean;
  requiredMarker?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Shows a character counter (e.g. 150/500) and stops input at the limit. */
  maxLength?: number;
  /** Counter text; defaults to `count/max` (digits only, so it needs no translation). */
  formatCounter?: (count: number, max: number) => string;
  /** Lines visible when empty. */
  rows?: number;
  /** Grows with the text up to this height in px, then scrolls (the chat input uses 120). */
  maxHeight?: number;
  /** Direction of the typed text (`auto`: from its first strong character); empty, it follows the page. */
  dir?: ValueDirection;
  'data-testid'?: string;
}

export function counterState(count: number, max: number): TextAreaCounterState {
  if (count >= max) return 'full';
  return count >= max * 0.9 ? 'near' : 'normal';
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    required,
    requiredMarker,
    disabled,
    maxLength,
    formatCounter = (count, max) => `${count}/${max}`,
    rows = 3,
    maxHeight = 240,
    onChange,
    dir = 'auto',
    ...dom
  },
  ref,
) {
  const [text, setText] = useShownText(dom.value, dom.defaultValue);
  const length = text.length;
  return (
    <Field
      id={dom.id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      requiredMarker={requiredMarker}
      footer={
        maxLength ? (
          <div className={styles.footer}>
            <span className={styles.counter} data-state={counterState(length, maxLength)} aria-hidden="true">
              <bdi>{formatCounter(length, maxLength)}</bdi>
            </span>
          </div>
        ) : null
      }
    >
      {({ inputId, describedBy, invalid }) => (
        <div
          className={[fieldStyles.control, styles.box].join(' ')}
          data-invalid={invalid ? 'true' : undefined}
          data-disabled={disabled ? 'true' : undefined}
        >
          <textarea
            ref={ref}
            id={inputId}
            className={[fieldStyles.input, styles.textarea].join(' ')}
            style={inlineVars({ [styles.maxBlockSize]: `${maxHeight}px`, [styles.minRows]: String(rows) })}
            rows={rows}
            name={dom.name}
            value={dom.value}
            defaultValue={dom.defaultValue}
            placeholder={dom.placeholder}
            required={required}
            disabled={disabled}
            readOnly={dom.readOnly}
            maxLength={maxLength}
            dir={inputDirection(text, dir)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-testid={dom['data-testid']}
            onChange={(event) => {
              setText(event.target.value);
              onChange?.(event.target.value, event);
            }}
            onBlur={dom.onBlur}
          />
        </div>
      )}
    </Field>
  );
});
TextArea.displayName = 'TextArea';
