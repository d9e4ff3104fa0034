import { Popover } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import * as styles from './NotificationPanel.css';

export interface NotificationDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell it hangs from (the bell stays a plain button in the header; the dropdown loads on first use). */
  anchorRef: RefObject<HTMLElement | null>;
  /** The panel's heading id: the dropdown is named by it. */
  labelledBy?: string;
  id?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The panel as a dropdown under the bell (Radix Popover): Escape, a click outside or Tab out closes it, focus moves
 * into it on open and back to the bell on close.
 */
export function NotificationDropdown({
  open,
  onOpenChange,
  anchorRef,
  labelledBy,
  id,
  children,
  ...dom
}: NotificationDropdownProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLElement>} />
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
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchorRef.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
NotificationDropdown.displayName = 'NotificationDropdown';
