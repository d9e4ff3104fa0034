import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { domProps, type BaseDomProps, type TriggerDomProps } from '../private/domProps';
import { InlineSpinner } from '../private/InlineSpinner';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export const buttonTones = ['accent', 'neutral', 'critical'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export const buttonTypes = ['button', 'submit', 'reset'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** `id`, `aria-label`, `aria-describedby`, `data-testid`, and what Radix `asChild` triggers pass through. */
export interface ButtonProps extends Omit<BaseDomProps, 'aria-labelledby'>, TriggerDomProps {
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
  name?: string;
  value?: string;
  form?: string;
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
    name,
    value,
    form,
    ...rest
  },
  ref,
) {
  const inert = disabled || loading;
  return (
    <button
      ref={ref}
      {...domProps(rest)}
      type={type}
      name={name}
      value={value}
      form={form}
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
