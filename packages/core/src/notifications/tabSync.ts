/**
 * Cross-tab notification sync (docs/product/notifications.md: received, read and cleared events are synchronised across tabs).
 * Messages are plain JSON for a BroadcastChannel or storage event; `applyTabSync` is the reducer each tab runs.
 */
import type { Notification } from '../contracts/entities';
import { markAllRead, markRead, mergeNotification } from './merge';

export const NOTIFICATION_SYNC_CHANNEL = 'kindred-notifications';

export type TabSyncMessage =
  | { type: 'received'; notification: Notification }
  | { type: 'read'; ids: string[] }
  | { type: 'readAll' }
  | { type: 'cleared' };

export function applyTabSync(list: readonly Notification[], message: TabSyncMessage): readonly Notification[] {
  switch (message.type) {
    case 'received':
      return mergeNotification(list, message.notification);
    case 'read':
      return markRead(list, message.ids);
    case 'readAll':
      return markAllRead(list);
    case 'cleared':
      return [];
  }
}

/** Reads a message from another tab; null for anything malformed. */
export function parseTabSync(raw: unknown): TabSyncMessage | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as { type?: unknown; ids?: unknown; notification?: unknown };
  if (m.type === 'readAll' || m.type === 'cleared') return { type: m.type };
  if (m.type === 'read' && Array.isArray(m.ids) && m.ids.every((id) => typeof id === 'string')) {
    return { type: 'read', ids: m.ids as string[] };
  }
  if (m.type === 'received' && typeof m.notification === 'object' && m.notification !== null) {
    const n = m.notification as Partial<Notification>;
    if (typeof n._id === 'string' && typeof n.type === 'string' && typeof n.createdAt === 'string') {
      return { type: 'received', notification: { read: false, ...n } as Notification };
    }
  }
  return null;
}
