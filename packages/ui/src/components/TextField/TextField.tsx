import { forwardRef, type ChangeEvent, type FocusEventHandler, type ReactNode } from 'react';
import * as fieldStyles from '../private/Field.css';
import { Field } from '../private/Field';
import { inputDirection, useShownText, type ValueDirection } from '../private/inputDirection';

export const textFieldTypes = ['text', 'email', 'search', 'tel', 'url', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; marks the field invalid and is announced with it. */
  error?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  type?: TextFieldType;
  placeholder?: string;
  name?: string;
  id?: string;
  required?: boolean;
  requiredMarker?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'search' | 'tel' | 'url' | 'numeric' | 'decimal' | 'none';
  maxLength?: number;
  minLength?: number;
  /**
   * Direction of the typed text: `auto` (default) takes it from the text's first strong character, for
   * user text (names, bios) whose direction is unknown; `ltr` for values that are always left-to-right.
   * An empty field always follows the page's direction (its placeholder too).
   */
  dir?: ValueDirection;
  leadingIcon?: ReactNode;
  /** Content at the inline end inside the box (e.g. a show-password button). */
  trailing?: ReactNode;
  'data-testid'?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    required,
    requiredMarker,
    disabled,
    leadingIcon,
    trailing,
    onChange,
    type = 'text',
    dir = 'auto',
    ...dom
  },
  ref,
) {
  const [text, setText] = useShownText(dom.value, dom.defaultValue);
  return (
    <Field id={dom.id} label={label} hint={hint} error={error} required={required} requiredMarker={requiredMarker}>
      {({ inputId, describedBy, invalid }) => (
        <div
          className={fieldStyles.control}
          data-invalid={invalid ? 'true' : undefined}
          data-disabled={disabled ? 'true' : undefined}
        >
          {leadingIcon ? <span className={fieldStyles.adornment}>{leadingIcon}</span> : null}
          <input
            ref={ref}
            id={inputId}
            className={fieldStyles.input}
            type={type}
            name={dom.name}
            value={dom.value}
            defaultValue={dom.defaultValue}
            placeholder={dom.placeholder}
            required={required}
            disabled={disabled}
            readOnly={dom.readOnly}
            autoComplete={dom.autoComplete}
            inputMode={dom.inputMode}
            maxLength={dom.maxLength}
            minLength={dom.minLength}
            dir={inputDirection(text, dir)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            data-testid={dom['data-testid']}
            onChange={(event) => {
              setText(event.target.value);
              onChange?.(event.target.value, event);
            }}
            onBlur={dom.onBlur}
            onFocus={dom.onFocus}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
});
TextField.displayName = 'TextField';
