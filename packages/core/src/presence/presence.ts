/**
 * Presence (decisions: Presence): online while at least one socket is connected; offline after a 10 s grace period;
 * `showOnlineStatus: false` shows the member as offline to others.
 */
import type { Scheduler } from '../time/clock';

export const PRESENCE_OFFLINE_GRACE_MS = 10_000;

export function createPresenceTracker(options: {
  scheduler: Scheduler;
  onOnline: (userId: string) => void;
  onOffline: (userId: string) => void;
  graceMs?: number;
}) {
  const sockets = new Map<string, Set<string>>();
  const pendingOffline = new Map<string, unknown>();
  const grace = options.graceMs ?? PRESENCE_OFFLINE_GRACE_MS;
  return {
    connect(userId: string, socketId: string) {
      const pending = pendingOffline.get(userId);
      if (pending !== undefined) {
        options.scheduler.clearTimeout(pending);
        pendingOffline.delete(userId);
      }
      const set = sockets.get(userId) ?? new Set<string>();
      const wasOnline = set.size > 0 || pending !== undefined;
      set.add(socketId);
      sockets.set(userId, set);
      if (!wasOnline) options.onOnline(userId);
    },
    disconnect(userId: string, socketId: string) {
      const set = sockets.get(userId);
      if (!set?.delete(socketId) || set.size > 0) return;
      sockets.delete(userId);
      pendingOffline.set(
        userId,
        options.scheduler.setTimeout(() => {
          pendingOffline.delete(userId);
          options.onOffline(userId);
        }, grace),
      );
    },
    isOnline: (userId: string) => (sockets.get(userId)?.size ?? 0) > 0 || pendingOffline.has(userId),
  };
}

/** What others see: online only when connected and the member shows their status. */
export function visibleOnline(isOnline: boolean, showOnlineStatus: boolean | undefined): boolean {
  return isOnline && showOnlineStatus !== false;
}

/** Read receipts are sent only when both members have showReadReceipts on (decisions: Messaging). */
export function shouldSendReadReceipt(readerShows: boolean | undefined, senderShows: boolean | undefined): boolean {
  return readerShows !== false && senderShows !== false;
}

/** Who may comment on a story (decisions: allowStoryReplies everyone / friends = matches / none; the author always). */
export function canCommentOnStory(input: {
  allowStoryReplies: 'everyone' | 'friends' | 'none' | undefined;
  isAuthor: boolean;
  isMatch: boolean;
  blocked: boolean;
}): boolean {
  if (input.blocked) return false;
  if (input.isAuthor) return true;
  const rule = input.allowStoryReplies ?? 'everyone';
  return rule === 'everyone' || (rule === 'friends' && input.isMatch);
}
