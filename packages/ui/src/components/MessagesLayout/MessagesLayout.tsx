/**
 * MessagesLayout — the /messages page: a sidebar of conversations and the open conversation (spec 002 §2
 * Messages; §9: phones under 768 px).
 *
 * Props (stable):
 * - `sidebar`: the ConversationList. `children`: the open conversation (ChatHeader + MessageList + ChatInput, or a
 *   ChatLoadState), or what the page shows before one is chosen.
 * - `view`: which pane a phone shows — `list` (the sidebar) or `conversation` (full screen, with the header's back
 *   button). Two panes show side by side when the layout is 768 px wide or more, whatever `view` says.
 * - `sidebarLabel` / `conversationLabel`: the panes' accessible names ('Conversations', 'Messages with Noa').
 *
 * It fills its parent (give it a height); the panes scroll inside. The width of the layout itself decides (a
 * container query), so it also works inside a narrower frame.
 */
import type { ReactNode } from 'react';
import * as styles from './MessagesLayout.css';

export const messagesLayoutViews = ['list', 'conversation'] as const;
export type MessagesLayoutView = (typeof messagesLayoutViews)[number];

export interface MessagesLayoutProps {
  sidebar: ReactNode;
  children: ReactNode;
  view: MessagesLayoutView;
  sidebarLabel: string;
  conversationLabel?: string;
  'data-testid'?: string;
}

export function MessagesLayout({
  sidebar,
  children,
  view,
  sidebarLabel,
  conversationLabel,
  ...dom
}: MessagesLayoutProps) {
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <div className={styles.inner} data-view={view}>
        <nav className={styles.sidebar} aria-label={sidebarLabel} data-part="sidebar">
          {sidebar}
        </nav>
        <section className={styles.main} aria-label={conversationLabel} data-part="conversation">
          {children}
        </section>
      </div>
    </div>
  );
}
MessagesLayout.displayName = 'MessagesLayout';
