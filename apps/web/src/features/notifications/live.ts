/**
 * The socket's `notification` and `newLike` events (docs/product/notifications.md). `notification` carries the stored item (merged by
 * the server within 5 minutes): it goes into the list at once. `newLike` follows it for likes and matches; what it
 * shows (the like toast, the match moment) lives with the panel's chunk (likes.ts), loaded on the first one.
 */
import { notificationAllowed, parseTabSync, type NotificationSettings, type ServerToClientEvents } from '@kindred/core';
import type { NotificationCenter } from './center';

type On = <E extends 'notification' | 'newLike'>(event: E, handler: ServerToClientEvents[E]) => () => void;
export type NewLike = Parameters<ServerToClientEvents['newLike']>[0];

export interface LiveDeps {
  center: NotificationCenter;
  settings: () => Partial<NotificationSettings> | undefined;
  /** A like or a match the member's settings let through (likes.ts `createLikeHandler`). */
  onLike: (like: NewLike) => void;
}

/** Listens on the member's socket; returns the unsubscribe. */
export function listenForNotifications(on: On, deps: LiveDeps): () => void {
  const offNotification = on('notification', (raw) => {
    const message = parseTabSync({ type: 'received', notification: raw });
    if (message?.type === 'received') deps.center.receive(message.notification);
  });
  const offLike = on('newLike', (like) => {
    const sender = like?.sender;
    if (!sender || typeof sender._id !== 'string' || typeof sender.nickname !== 'string') return;
    if (notificationAllowed(like.isMatch === true ? 'match' : 'like', deps.settings())) deps.onLike(like);
  });
  return () => {
    offNotification();
    offLike();
  };
}
