import { unreadCount, type Notification, type TabSyncMessage } from '@kindred/core';
import { atom } from 'jotai';

/** The member's notifications, latest activity first: the server's list, then what the socket and other tabs add. */
export const notificationsAtom = atom<readonly Notification[]>([]);

/** The list's first load: nothing asked yet, on its way, here, or failed (the panel offers a refresh). */
export const notificationsStatusAtom = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** Unread items (the bell's badge, '9+' above 9; docs/product/notifications.md: the number of unread items, not of merged counts). */
export const unreadNotificationsAtom = atom((get) => unreadCount(get(notificationsAtom)));

/** The dropdown under the header's bell is open. */
export const notificationDropdownOpenAtom = atom(false);

/** The header's bell, which the dropdown hangs from (one bell per page). */
export const bellRef: { current: HTMLButtonElement | null } = { current: null };

/** What the member's notification center (center.ts) offers the pages. */
export interface NotificationCenter {
  /** An item from the socket (`notification`): merged into the list; false when the member's settings hide it. */
  receive(item: Notification): boolean;
  /** The server's list again; resolves false when it failed after the retries. */
  refresh(): Promise<boolean>;
  /** Tells the member's other tabs (read marks: readMarks.ts). */
  broadcast(message: TabSyncMessage): void;
  stop(): void;
}

/** The member's notification center (center.ts), created by the member shell while a member is signed in. */
export const notificationCenterAtom = atom<NotificationCenter | null>(null);
