import {
  forwardRef,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type MouseEventHandler,
  type PointerEventHandler,
  type ReactNode,
} from 'react';
import { appearance } from '../Button/Button.css';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['solid', 'soft', 'ghost'] as const;
export const iconButtonTones = ['accent', 'neutral', 'critical'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonTone = (typeof iconButtonTones)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps {
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
  id?: string;
  'aria-pressed'?: boolean;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'menu' | 'dialog' | 'listbox' | boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
  /** Radix `asChild` triggers (menus, tooltips, dialogs) pass their handlers and state through these. */
  onPointerDown?: PointerEventHandler<HTMLButtonElement>;
  onPointerMove?: PointerEventHandler<HTMLButtonElement>;
  onPointerLeave?: PointerEventHandler<HTMLButtonElement>;
  onKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  'data-state'?: string;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', tone = 'neutral', size = 'md', type = 'button', disabled = false, ...dom },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      id={dom.id}
      className={[styles.root, styles.size[size], appearance[`${variant}-${tone}`]].join(' ')}
      data-variant={variant}
      data-tone={tone}
      data-size={size}
      data-state={dom['data-state']}
      data-testid={dom['data-testid']}
      disabled={disabled}
      aria-label={dom['aria-label']}
      aria-pressed={dom['aria-pressed']}
      aria-expanded={dom['aria-expanded']}
      aria-controls={dom['aria-controls']}
      aria-haspopup={dom['aria-haspopup']}
      aria-describedby={dom['aria-describedby']}
      onClick={dom.onClick}
      onPointerDown={dom.onPointerDown}
      onPointerMove={dom.onPointerMove}
      onPointerLeave={dom.onPointerLeave}
      onKeyDown={dom.onKeyDown}
      onFocus={dom.onFocus}
      onBlur={dom.onBlur}
    >
      {icon}
    </button>
  );
});
IconButton.displayName = 'IconButton';
