import {
  forwardRef,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
  type ReactNode,
} from 'react';
import { InlineSpinner } from '../private/InlineSpinner';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export const buttonTones = ['accent', 'neutral', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export const buttonTypes = ['button', 'submit', 'reset'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  type?: (typeof buttonTypes)[number];
  /** Shows a spinner, keeps the width, and ignores clicks; the label stays for assistive technology. */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** Icon before the label (mirrors with reading direction when the icon itself is directional). */
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  id?: string;
  name?: string;
  value?: string;
  form?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-pressed'?: boolean;
  'aria-haspopup'?: 'menu' | 'dialog' | 'listbox' | boolean;
  'data-testid'?: string;
  /** Radix `asChild` triggers (dialogs, menus, tooltips) pass their handlers and state through these. */
  'data-state'?: string;
  onPointerDown?: PointerEventHandler<HTMLButtonElement>;
  onPointerMove?: PointerEventHandler<HTMLButtonElement>;
  onPointerLeave?: PointerEventHandler<HTMLButtonElement>;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'solid',
    tone = 'accent',
    size = 'md',
    type = 'button',
    loading = false,
    disabled = false,
    fullWidth = false,
    leadingIcon,
    trailingIcon,
    onClick,
    ...domProps
  },
  ref,
) {
  const inert = disabled || loading;
  return (
    <button
      ref={ref}
      type={type}
      id={domProps.id}
      name={domProps.name}
      value={domProps.value}
      form={domProps.form}
      aria-label={domProps['aria-label']}
      aria-describedby={domProps['aria-describedby']}
      aria-expanded={domProps['aria-expanded']}
      aria-controls={domProps['aria-controls']}
      aria-pressed={domProps['aria-pressed']}
      aria-haspopup={domProps['aria-haspopup']}
      data-testid={domProps['data-testid']}
      data-state={domProps['data-state']}
      onPointerDown={domProps.onPointerDown}
      onPointerMove={domProps.onPointerMove}
      onPointerLeave={domProps.onPointerLeave}
      onKeyDown={domProps.onKeyDown}
      onFocus={domProps.onFocus}
      onBlur={domProps.onBlur}
      className={[styles.root, styles.size[size], styles.appearance[`${variant}-${tone}`]].join(' ')}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-loading={loading ? 'true' : undefined}
      data-full-width={fullWidth ? 'true' : undefined}
      disabled={disabled}
      aria-disabled={loading ? true : undefined}
      aria-busy={loading ? true : undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {leadingIcon ? <span className={styles.icon}>{leadingIcon}</span> : null}
      <span className={styles.label}>{children}</span>
      {trailingIcon ? <span className={styles.icon}>{trailingIcon}</span> : null}
      {loading ? (
        <span className={styles.spinnerSlot}>
          <InlineSpinner />
        </span>
      ) : null}
    </button>
  );
});
Button.displayName = 'Button';
