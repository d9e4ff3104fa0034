import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { Field } from '../private/Field';
import * as fieldStyles from '../private/Field.css';
import * as popup from '../private/Popup.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export const selectPositions = ['popper', 'item-aligned'] as const;

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  /** Shown before a choice is made (e.g. "Choose…"). */
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  position?: (typeof selectPositions)[number];
  'data-testid'?: string;
}

/** Radix Select: a labelled listbox button; the list is portalled and inherits <html> theme and dir. */
export function Select({
  label,
  options,
  placeholder,
  onValueChange,
  hint,
  error,
  required,
  requiredMarker,
  disabled,
  position = 'popper',
  ...dom
}: SelectProps) {
  return (
    <Field id={dom.id} label={label} hint={hint} error={error} required={required} requiredMarker={requiredMarker}>
      {({ inputId, describedBy, invalid }) => (
        <RadixSelect.Root
          value={dom.value}
          defaultValue={dom.defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={dom.name}
        >
          <div
            className={fieldStyles.control}
            data-invalid={invalid ? 'true' : undefined}
            data-disabled={disabled ? 'true' : undefined}
          >
            <RadixSelect.Trigger
              id={inputId}
              className={styles.trigger}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              data-testid={dom['data-testid']}
            >
              <span className={styles.value}>
                <RadixSelect.Value placeholder={placeholder} />
              </span>
              <RadixSelect.Icon className={styles.chevron}>
                <ChevronDownIcon size="sm" />
              </RadixSelect.Icon>
            </RadixSelect.Trigger>
          </div>
          <RadixSelect.Portal>
            <RadixSelect.Content
              className={[popup.surface, styles.content].join(' ')}
              position={position}
              sideOffset={6}
            >
              <RadixSelect.Viewport>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={popup.item}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={popup.itemIndicator}>
                      <CheckIcon size="sm" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
Select.displayName = 'Select';
