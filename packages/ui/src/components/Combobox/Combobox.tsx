import { Popover } from 'radix-ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { CheckIcon, LocationIcon } from '../../icons/icons';
import { Field } from '../private/Field';
import * as fieldStyles from '../private/Field.css';
import { inputDirection } from '../private/inputDirection';
import * as popup from '../private/Popup.css';
import * as styles from './Combobox.css';

/** Case- and accent-insensitive "contains", in the user's locale. */
export function defaultFilter(options: readonly string[], query: string, locale?: string): string[] {
  const normalise = (s: string) => s.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
  const q = normalise(query.trim());
  return options.filter((option) => normalise(option).includes(q));
}

export interface ComboboxProps {
  label: ReactNode;
  /** All suggestions (e.g. cities); filtered by what is typed. */
  options: readonly string[];
  /** Suggestions appear once more than `minChars - 1` characters are typed (spec: more than 1). */
  minChars?: number;
  value?: string;
  defaultValue?: string;
  /** Every edit and every chosen suggestion. */
  onValueChange?: (value: string) => void;
  /** A suggestion was chosen. */
  onSelect?: (option: string) => void;
  /** Shown in the list when nothing matches. */
  emptyText?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  requiredMarker?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  maxLength?: number;
  filter?: (options: readonly string[], query: string) => string[];
  'data-testid'?: string;
}

/**
 * Text input with a suggestion list, following the ARIA 1.2 combobox pattern (list autocomplete). The list
 * floats in a portal on <body> (anchored to the field, flipped when there is no room below), so a card or a
 * dialog that clips its overflow never cuts it off; focus stays in the input throughout.
 */
export function Combobox({
  label,
  options,
  minChars = 2,
  onValueChange,
  onSelect,
  emptyText,
  hint,
  error,
  required,
  requiredMarker,
  disabled,
  filter = defaultFilter,
  ...dom
}: ComboboxProps) {
  const auto = useId();
  const [inner, setInner] = useState(dom.defaultValue ?? '');
  const text = dom.value ?? inner;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = text.trim().length >= minChars ? filter(options, text) : [];
  const showList = open && text.trim().length >= minChars && (matches.length > 0 || Boolean(emptyText));
  const listId = `kd-combobox-${auto}-list`;
  const optionId = (i: number) => `kd-combobox-${auto}-option-${i}`;
  const anchorRef = useRef<HTMLDivElement>(null);

  const change = (next: string) => {
    setInner(next);
    onValueChange?.(next);
    setOpen(true);
    setActive(-1);
  };
  const choose = (option: string) => {
    setInner(option);
    onValueChange?.(option);
    onSelect?.(option);
    setOpen(false);
    setActive(-1);
  };

  return (
    <Field id={dom.id} label={label} hint={hint} error={error} required={required} requiredMarker={requiredMarker}>
      {({ inputId, describedBy, invalid }) => (
        <Popover.Root open={showList} onOpenChange={(next) => !next && setOpen(false)}>
          <Popover.Anchor asChild>
            <div
              ref={anchorRef}
              className={fieldStyles.control}
              data-invalid={invalid ? 'true' : undefined}
              data-disabled={disabled ? 'true' : undefined}
            >
              <span className={fieldStyles.adornment}>
                <LocationIcon size="sm" />
              </span>
              <input
                id={inputId}
                className={fieldStyles.input}
                type="text"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={showList}
                aria-controls={showList ? listId : undefined}
                aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                autoComplete="off"
                dir={inputDirection(text)}
                value={text}
                name={dom.name}
                placeholder={dom.placeholder}
                required={required}
                disabled={disabled}
                maxLength={dom.maxLength}
                data-testid={dom['data-testid']}
                onChange={(event) => change(event.target.value)}
                onBlur={() => setOpen(false)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    setOpen(true);
                    if (matches.length) setActive((i) => (i + 1) % matches.length);
                  } else if (event.key === 'ArrowUp') {
                    event.preventDefault();
                    setOpen(true);
                    if (matches.length) setActive((i) => (i <= 0 ? matches.length - 1 : i - 1));
                  } else if (event.key === 'Enter' && showList && active >= 0 && matches[active]) {
                    event.preventDefault();
                    choose(matches[active] as string);
                  } else if (event.key === 'Escape') {
                    if (showList) {
                      event.preventDefault();
                      setOpen(false);
                      setActive(-1);
                    } else if (text) {
                      event.preventDefault();
                      change('');
                      setOpen(false);
                    }
                  }
                }}
              />
            </div>
          </Popover.Anchor>
          <Popover.Portal>
            {/* The list itself is the popover content (asChild): a listbox, not a dialog. */}
            <Popover.Content
              asChild
              side="bottom"
              align="start"
              sideOffset={4}
              onOpenAutoFocus={(event) => event.preventDefault()}
              onCloseAutoFocus={(event) => event.preventDefault()}
              // The input handles Escape itself (close, then clear).
              onEscapeKeyDown={(event) => event.preventDefault()}
              onPointerDownOutside={(event) => {
                if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
              }}
            >
              <ul
                id={listId}
                role="listbox"
                className={[popup.surface, styles.listbox].join(' ')}
                aria-labelledby={`${inputId}-label`}
              >
                {matches.map((option, i) => (
                  // Keyboard users never focus options: the input handles keys and points at them (aria-activedescendant).
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    data-active={i === active ? 'true' : undefined}
                    className={popup.item}
                    dir="auto"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActive(i)}
                  >
                    {option}
                    {option === text ? (
                      <span className={popup.itemIndicator}>
                        <CheckIcon size="sm" />
                      </span>
                    ) : null}
                  </li>
                ))}
                {matches.length === 0 && emptyText ? (
                  <li role="presentation" className={popup.empty}>
                    {emptyText}
                  </li>
                ) : null}
              </ul>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
Combobox.displayName = 'Combobox';
