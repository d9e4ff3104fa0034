/**
 * Notification list rules (docs/product/notifications.md "Notification"): a new notification of the same type from the same sender
 * within 5 minutes merges into the existing one (count + 1, reworded as a count, unread again); unread count; '9+'
 * badge; fetch retries (3, from 2 s doubling; abort errors ignored).
 */
import type { Notification, NotificationType } from '../contracts/entities';
import { notificationSenderId } from './sender';

export const NOTIFICATION_MERGE_WINDOW_MS = 5 * 60_000;
export const NOTIFICATION_FETCH_RETRIES = 3;
export const NOTIFICATION_RETRY_BASE_MS = 2_000;

/** The merged wording by type; `{count}` is the number of items. */
export const mergedNotificationText: Readonly<Record<NotificationType, string>> = {
  generic: '{count} new notifications',
  message: '{count} new messages',
  newMessage: '{count} new messages',
  like: '{count} new likes',
  match: '{count} new matches',
  photoRequest: '{count} new photo requests',
  photoResponse: '{count} new photo responses',
  comment: '{count} new comments',
  call: '{count} missed calls',
  story: '{count} new stories',
};

const stamp = (n: Notification) => Date.parse(n.updatedAt ?? n.createdAt);

/**
 * Adds an incoming notification: merges into a recent one of the same type and sender, else puts it on top. An item
 * this list already holds (same id) is the server's own merge of it arriving again (count + 1, unread again): the
 * newer copy replaces it and goes on top; the same or an older copy changes nothing.
 */
export function mergeNotification(list: readonly Notification[], incoming: Notification): Notification[] {
  const known = list.findIndex((n) => n._id === incoming._id);
  if (known >= 0) {
    const existing = list[known] as Notification;
    const newer =
      stamp(incoming) > stamp(existing) ||
      (stamp(incoming) === stamp(existing) && (incoming.count ?? 1) > (existing.count ?? 1));
    if (!newer) return [...list];
    return [{ ...incoming, count: incoming.count ?? 1 }, ...list.filter((_, i) => i !== known)];
  }
  const sender = notificationSenderId(incoming);
  const at = Date.parse(incoming.createdAt);
  const index =
    sender === null
      ? -1
      : list.findIndex(
          (n) =>
            n.type === incoming.type &&
            notificationSenderId(n) === sender &&
            Math.abs(at - stamp(n)) <= NOTIFICATION_MERGE_WINDOW_MS,
        );
  if (index < 0) return [{ ...incoming, count: incoming.count ?? 1 }, ...list];
  const existing = list[index] as Notification;
  const count = (existing.count ?? 1) + (incoming.count ?? 1);
  const merged: Notification = {
    ...existing,
    count,
    message: mergedNotificationText[existing.type].replace('{count}', String(count)),
    read: false,
    updatedAt: incoming.createdAt,
  };
  return [merged, ...list.filter((_, i) => i !== index)];
}

/** The number of unread items (not the sum of counts). */
export function unreadCount(list: readonly Notification[]): number {
  return list.filter((n) => !n.read).length;
}

/** Badge text: nothing at 0, the count up to 9, '9+' above. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export function markRead(list: readonly Notification[], ids: readonly string[]): Notification[] {
  const set = new Set(ids);
  return list.map((n) => (set.has(n._id) && !n.read ? { ...n, read: true } : n));
}

/** Marking all read does nothing when none are unread (same list back, so no request is needed). */
export function markAllRead(list: readonly Notification[]): readonly Notification[] {
  if (unreadCount(list) === 0) return list;
  return list.map((n) => (n.read ? n : { ...n, read: true }));
}

/** Delay before retry n (0-based) of a failed fetch, or null when no retry should happen. */
export function notificationRetryDelay(attempt: number, error: unknown): number | null {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'AbortError') return null;
  if (attempt >= NOTIFICATION_FETCH_RETRIES) return null;
  return NOTIFICATION_RETRY_BASE_MS * 2 ** attempt;
}

export const notificationMessages = {
  refreshFailed: 'Could not refresh notifications. Please try again.',
  invalidData: 'Invalid notification data',
  invalidId: 'Invalid notification ID',
  notFound: 'Notification not found',
} as const;

/** The title of an item by the types the server stores (docs/product/notifications.md: a notification has a title). */
export const notificationTitleText = {
  message: 'New message',
  like: 'New like',
  match: 'New match',
  photoRequest: 'Photo request',
  photoResponse: 'Photo request answered',
  comment: 'New comment',
  story: 'New story',
  call: 'Missed call',
} as const satisfies Partial<Record<NotificationType, string>>;

/** The wording of a single item by the types the server stores; `{name}` is the sender's nickname. */
export const notificationItemText = {
  message: 'New message from {name}',
  like: '{name} liked you',
  match: 'You and {name} are a match',
  photoRequest: '{name} asked to see your private photos',
  photoResponse: '{name} answered your photo request',
  comment: '{name} commented on your story',
  story: '{name} posted a story',
  call: 'Missed call from {name}',
} as const satisfies Partial<Record<NotificationType, string>>;
