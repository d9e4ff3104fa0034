import { Dialog as RadixDialog, Popover } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './NotificationPanel.css';

/** `dropdown`: hangs from the bell; `fullscreen`: the whole panel over the page (phones, 'See all'). */
export const notificationDropdownPresentations = ['dropdown', 'fullscreen'] as const;
export type NotificationDropdownPresentation = (typeof notificationDropdownPresentations)[number];

export interface NotificationDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presentation?: NotificationDropdownPresentation;
  /** The bell it hangs from (the bell stays a plain button in the header; the dropdown loads on first use). */
  anchorRef?: RefObject<HTMLElement | null>;
  /** The panel's heading id: the dropdown is named by it. */
  labelledBy?: string;
  /** The full-screen panel's name for assistive technology ("Notifications"). */
  title?: string;
  id?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The panel's surfaces. As a dropdown under the bell (Radix Popover): Escape, a click outside or Tab out closes it,
 * focus moves into it on open and back to the bell on close. Full screen (Radix Dialog): a modal page over the app,
 * focus kept inside, Escape closes, focus returns where it was.
 */
export function NotificationDropdown({
  open,
  onOpenChange,
  presentation = 'dropdown',
  anchorRef,
  labelledBy,
  title,
  id,
  children,
  ...dom
}: NotificationDropdownProps) {
  if (presentation === 'fullscreen') {
    return (
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          <RadixDialog.Content
            id={id}
            className={styles.fullscreen}
            aria-describedby={undefined}
            data-testid={dom['data-testid']}
          >
            <VisuallyHidden>
              <RadixDialog.Title>{title}</RadixDialog.Title>
            </VisuallyHidden>
            <div className={styles.fullscreenInner}>{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {anchorRef ? <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLElement>} /> : null}
      <Popover.Portal>
        <Popover.Content
          id={id}
          className={styles.dropdown}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={labelledBy}
          data-testid={dom['data-testid']}
          onInteractOutside={(event) => {
            // A click on the bell toggles it: the bell's own handler closes it.
            if (anchorRef?.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef?.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
NotificationDropdown.displayName = 'NotificationDropdown';
