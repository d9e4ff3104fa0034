/**
 * The socket's `notification` and `newLike` events (spec 000 §7; decisions: both members of a new match are told).
 * `notification` carries the stored item (merged by the server within 5 minutes): it goes into the list. `newLike`
 * follows it for likes and matches: a like shows the like toast (5 s), a match the match moment over any page,
 * whoever liked first — the member who completed it hears it here too, after their like's own reply may already
 * have opened it, so a moment for the same member within a minute is not opened twice.
 */
import {
  avatarUrl,
  notificationAllowed,
  parseTabSync,
  type NotificationSettings,
  type ServerToClientEvents,
} from '@kindred/core';
import type { createStore } from 'jotai';
import { matchMomentAtom, type MatchRef } from '../../lib/bridges';
import { notificationsAtom } from './atoms';
import type { NotificationCenter } from './center';

type Store = ReturnType<typeof createStore>;
type On = <E extends 'notification' | 'newLike'>(event: E, handler: ServerToClientEvents[E]) => () => void;

/** A second word about the same match within this long is the same match. */
export const MATCH_REPEAT_MS = 60_000;

export interface LiveDeps {
  store: Store;
  center: NotificationCenter;
  settings: () => Partial<NotificationSettings> | undefined;
  /** Shows the like toast for a member (the app translates and shows it). */
  likeToast: (person: { name: string; photo: string | null }) => void;
  now?: () => number;
}

/** Listens on the member's socket; returns the unsubscribe. */
export function listenForNotifications(on: On, deps: LiveDeps): () => void {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const shown = new Map<string, number>();
  const remember = () => {
    const match = store.get(matchMomentAtom);
    if (match) shown.set(match.id, now());
  };
  remember();
  const unwatch = store.sub(matchMomentAtom, remember);

  /** The member's photo from the item the server sent just before (the `newLike` payload has none). */
  const photoOf = (id: string): string | null => {
    const item = store.get(notificationsAtom).find((n) => n.sender?._id === id);
    return avatarUrl(item?.sender?.photo ?? null) ?? null;
  };

  const offNotification = on('notification', (raw) => {
    const message = parseTabSync({ type: 'received', notification: raw });
    if (message?.type === 'received') deps.center.receive(message.notification);
  });
  const offLike = on('newLike', (payload) => {
    const sender = payload?.sender;
    if (!sender || typeof sender._id !== 'string' || typeof sender.nickname !== 'string') return;
    const isMatch = payload.isMatch === true;
    if (!notificationAllowed(isMatch ? 'match' : 'like', deps.settings())) return;
    const person = { name: sender.nickname, photo: photoOf(sender._id) };
    if (!isMatch) {
      deps.likeToast(person);
      return;
    }
    const last = shown.get(sender._id);
    if (last !== undefined && now() - last < MATCH_REPEAT_MS) return;
    const match: MatchRef = { id: sender._id, ...person };
    store.set(matchMomentAtom, match);
  });
  return () => {
    unwatch();
    offNotification();
    offLike();
  };
}
