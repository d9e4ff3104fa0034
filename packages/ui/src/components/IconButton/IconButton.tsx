import { forwardRef, type MouseEventHandler, type ReactNode } from 'react';
import { appearance } from '../Button/Button.css';
import { domProps, type BaseDomProps, type TriggerDomProps } from '../private/domProps';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['solid', 'soft', 'ghost'] as const;
export const iconButtonTones = ['accent', 'neutral', 'critical'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonTone = (typeof iconButtonTones)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

/** `id`, `aria-describedby`, `data-testid`, and what Radix `asChild` triggers pass through. */
export interface IconButtonProps extends Omit<BaseDomProps, 'aria-label' | 'aria-labelledby'>, TriggerDomProps {
  /** The icon (decorative; the button is named by `aria-label`). */
  icon: ReactNode;
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string;
  variant?: IconButtonVariant;
  tone?: IconButtonTone;
  size?: IconButtonSize;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', tone = 'neutral', size = 'md', type = 'button', disabled = false, onClick, ...dom },
  ref,
) {
  return (
    <button
      ref={ref}
      {...domProps(dom)}
      type={type}
      className={[styles.root, styles.size[size], appearance[`${variant}-${tone}`]].join(' ')}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
});
IconButton.displayName = 'IconButton';
