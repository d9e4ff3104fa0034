/**
 * Read marks (docs/product/notifications.md): on click, on a single mark, or all at once — in this tab at once, on the server, and in
 * the member's other tabs (the center's channel). Marking all read does nothing when nothing is unread.
 */
import { markAllRead, markRead, unreadCount } from '@kindred/core';
import type { createStore } from 'jotai';
import { notificationsAtom } from './atoms';
import type { NotificationCenter } from './center';

type Store = ReturnType<typeof createStore>;

export interface ReadRequests {
  /** PUT /api/notifications/read {ids} */
  read(ids: string[]): Promise<unknown>;
  /** PUT /api/notifications/read-all */
  readAll(): Promise<unknown>;
}

export function markNotificationsRead(
  store: Store,
  center: Pick<NotificationCenter, 'broadcast'>,
  requests: ReadRequests,
  ids: readonly string[],
): void {
  const list = store.get(notificationsAtom);
  const unread = ids.filter((id) => list.some((n) => n._id === id && !n.read));
  if (unread.length === 0) return;
  store.set(notificationsAtom, markRead(list, unread));
  center.broadcast({ type: 'read', ids: unread });
  void requests.read(unread).catch(() => undefined);
}

export function markAllNotificationsRead(
  store: Store,
  center: Pick<NotificationCenter, 'broadcast'>,
  requests: ReadRequests,
): void {
  const list = store.get(notificationsAtom);
  if (unreadCount(list) === 0) return;
  store.set(notificationsAtom, markAllRead(list));
  center.broadcast({ type: 'readAll' });
  void requests.readAll().catch(() => undefined);
}
