/**
 * ChatPanel — the embedded chat opened from cards, the profile modal and the dashboard (docs/product/messaging.md Messages,
 * "Embedded chat panel variant"): a compact container of a ChatHeader, an optional banner (ChatPremiumBanner, a
 * call banner), the MessageList (or a ChatLoadState) and the ChatInput.
 *
 * Props (stable):
 * - `header`, `banner?`, `children` (the list), `footer` (the input): the parts, composed by the app.
 * - `label`: the panel's accessible name ('Chat with Noa').
 * - `onClose`: Escape inside the panel closes it (the header's close button calls the same handler).
 * - `placement`: `floating` (fixed at the inline-end bottom corner, 380 × 600 px; full screen on a phone) or
 *   `inline` (fills its parent, for a page or a sheet that places it).
 *
 * Not modal: the page behind stays usable, so focus is not trapped.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './ChatPanel.css';

export const chatPanelPlacements = ['floating', 'inline'] as const;
export type ChatPanelPlacement = (typeof chatPanelPlacements)[number];

export interface ChatPanelProps {
  header: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  label: string;
  onClose?: () => void;
  placement?: ChatPanelPlacement;
  'data-testid'?: string;
}

export function ChatPanel({
  header,
  banner,
  children,
  footer,
  label,
  onClose,
  placement = 'floating',
  ...dom
}: ChatPanelProps) {
  const ref = useRef<HTMLElement>(null);
  // A native listener on the panel: Escape in a popup portalled out of it (the emoji picker, the photo
  // lightbox) never reaches it, so that Escape closes only the popup.
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !onClose) return;
      event.preventDefault();
      onClose();
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <section
      ref={ref}
      className={styles.root}
      data-placement={placement}
      aria-label={label}
      data-testid={dom['data-testid']}
    >
      {header}
      {banner}
      {children}
      {footer}
    </section>
  );
}
ChatPanel.displayName = 'ChatPanel';
