/**
 * MessagesLayout — the /messages page: a sidebar of conversations and the open conversation (docs/product/messaging.md
 * Messages; §9: phones under 768 px).
 *
 * Props (stable):
 * - `sidebar`: the ConversationList. `children`: the open conversation (ChatHeader + MessageList + ChatInput, or a
 *   ChatLoadState), or what the page shows before one is chosen.
 * - `view`: which pane a phone shows — `list` (the sidebar) or `conversation` (full screen, with the header's back
 *   button). Two panes show side by side when the layout is 768 px wide or more, whatever `view` says.
 * - `sidebarLabel` / `conversationLabel`: the panes' accessible names ('Conversations', 'Messages with Noa').
 * - `onSwipeBack`: on a touch screen, a swipe of the open conversation towards the reading end (right in English,
 *   left in Hebrew) by 80 px or more, mostly sideways — the phone's way back to the list (docs/product/messaging.md "Swipe
 *   threshold 80 px"). The header's back button stays the keyboard's and screen reader's way.
 *
 * It fills its parent (give it a height); the panes scroll inside. The width of the layout itself decides (a
 * container query), so it also works inside a narrower frame.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './MessagesLayout.css';

export const messagesLayoutViews = ['list', 'conversation'] as const;
export type MessagesLayoutView = (typeof messagesLayoutViews)[number];

export interface MessagesLayoutProps {
  sidebar: ReactNode;
  children: ReactNode;
  view: MessagesLayoutView;
  sidebarLabel: string;
  conversationLabel?: string;
  onSwipeBack?: () => void;
  'data-testid'?: string;
}

/** How far a swipe must travel to go back (docs/product/messaging.md). */
export const SWIPE_BACK_THRESHOLD_PX = 80;

export function MessagesLayout({
  sidebar,
  children,
  view,
  sidebarLabel,
  conversationLabel,
  onSwipeBack,
  ...dom
}: MessagesLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = mainRef.current;
    if (!el || !onSwipeBack) return undefined;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const rtl = el.closest('[dir]')?.getAttribute('dir') === 'rtl';
      const forward = (touch.clientX - start.x) * (rtl ? -1 : 1);
      const across = Math.abs(touch.clientY - start.y);
      start = null;
      if (forward >= SWIPE_BACK_THRESHOLD_PX && across < forward / 2) onSwipeBack();
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchend', onEnd);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchend', onEnd);
    };
  }, [onSwipeBack]);
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <div className={styles.inner} data-view={view}>
        <nav className={styles.sidebar} aria-label={sidebarLabel} data-part="sidebar">
          {sidebar}
        </nav>
        <section ref={mainRef} className={styles.main} aria-label={conversationLabel} data-part="conversation">
          {children}
        </section>
      </div>
    </div>
  );
}
MessagesLayout.displayName = 'MessagesLayout';
