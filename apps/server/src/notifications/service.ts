/**
 * Notifications (decisions: Notifications; decision 0022). `notify(db, { recipientId, type, senderId, data })` is
 * the one way an item is created, for every type the decisions list (message, like, match, photoRequest,
 * photoResponse, comment, story, call):
 *
 *   - nothing when the recipient's switch for the type is off (`settings.notifications`, core's
 *     `notificationAllowed`), when either member blocked the other, or when the recipient is gone or suspended;
 *   - core's merge rule: the same type from the same sender within 5 minutes updates that item (count + 1, unread
 *     again, `updated_at` now) instead of adding one; concurrent notifies of one (recipient, type, sender) are
 *     serialised by a transaction-scoped advisory lock, so two racing likes still make one item with count 2;
 *   - pushed once, after the commit: `notification` with the stored item, plus the type's specific event when the
 *     caller names one (`also`), through `deliver()`.
 *
 * `db` is a pool (notify runs its own transaction) or the caller's transaction (the item commits with the caller's
 * rows, e.g. a message; the push waits for that commit).
 */
import {
  mergedNotificationText,
  notificationItemText,
  NOTIFICATION_MERGE_WINDOW_MS,
  notificationAllowed,
  type Notification,
  type NotificationData,
  type NotificationSettings,
  type NotificationType,
} from '@kindred/core';
import type pg from 'pg';
import { afterCommit, isTx, withTransaction, type Tx } from '../db/transaction';
import { newId } from '../lib/ids';
import type { Deliver } from '../realtime/deliver';
import { blockedEitherWay } from '../safety/blockSql';

/** The types the server creates (core's list without the client-side `generic` / `newMessage` aliases). */
export const storedNotificationTypes = [
  'message',
  'like',
  'match',
  'photoRequest',
  'photoResponse',
  'comment',
  'story',
  'call',
] as const satisfies readonly NotificationType[];
export type StoredNotificationType = (typeof storedNotificationTypes)[number];

/** How long items are kept after their last update (decisions: kept 90 days). */
export const NOTIFICATION_RETENTION_DAYS = 90;

export interface NotifyInput {
  recipientId: string;
  type: StoredNotificationType;
  senderId: string;
  data?: NotificationData;
  /** The type's specific event, pushed with `notification` after the commit (only when an item was stored). */
  also?: (deliver: Deliver) => void;
}

export interface NotificationRow {
  id: string;
  type: StoredNotificationType;
  sender_id: string | null;
  data: NotificationData | null;
  count: number;
  read: boolean;
  created_at: Date;
  updated_at: Date;
  nickname: string | null;
  photo: string | null;
}

const RETURNING = 'id, type, sender_id, data, count, read, created_at, updated_at';
const senderPhoto = (user: string) =>
  `(SELECT ph.file_name FROM photos ph WHERE ph.id = ${user}.profile_photo_id AND NOT ph.is_private)`;

/** Reply allow-list of a notification: these fields and nothing else. */
export function notificationView(row: NotificationRow): Notification {
  const type = row.type;
  const name = row.nickname ?? 'Deleted member';
  const message =
    row.count > 1
      ? mergedNotificationText[type].replace('{count}', String(row.count))
      : notificationItemText[type].replace('{name}', name);
  return {
    _id: row.id,
    type,
    message,
    ...(row.sender_id
      ? {
          sender: {
            _id: row.sender_id,
            nickname: name,
            photo: row.photo ? `/uploads/images/${row.photo}_thumb.webp` : null,
          },
        }
      : {}),
    data: row.data ?? {},
    read: row.read,
    count: row.count,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function createNotifications(deps: { deliver: Deliver }) {
  const { deliver } = deps;

  const store = async (tx: Tx, input: NotifyInput): Promise<Notification | null> => {
    const { rows } = await tx.query<{
      prefs: Partial<NotificationSettings> | null;
      blocked: boolean;
      nickname: string | null;
      photo: string | null;
    }>(
      `SELECT r.settings -> 'notifications' AS prefs, ${blockedEitherWay('$1', '$2')} AS blocked,
         s.nickname, ${senderPhoto('s')} AS photo
       FROM users r LEFT JOIN users s ON s.id = $2 WHERE r.id = $1 AND r.role <> 'suspended'`,
      [input.recipientId, input.senderId],
    );
    const facts = rows[0];
    if (!facts || facts.blocked || !facts.nickname) return null;
    const prefs = facts.prefs && typeof facts.prefs === 'object' ? facts.prefs : undefined;
    if (!notificationAllowed(input.type, prefs)) return null;

    // One writer per (recipient, type, sender) at a time: the merge decision and the write are one step.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `notify:${input.recipientId}:${input.type}:${input.senderId}`,
    ]);
    const data = JSON.stringify(input.data ?? {});
    const merged = await tx.query<NotificationRow>(
      `UPDATE notifications SET count = count + 1, read = false, updated_at = now(), data = $5::jsonb
       WHERE id = (SELECT id FROM notifications WHERE recipient_id = $1 AND type = $2 AND sender_id = $3
                   AND updated_at > now() - make_interval(secs => $4::double precision / 1000)
                   ORDER BY updated_at DESC LIMIT 1)
       RETURNING ${RETURNING}`,
      [input.recipientId, input.type, input.senderId, NOTIFICATION_MERGE_WINDOW_MS, data],
    );
    const row =
      merged.rows[0] ??
      (
        await tx.query<NotificationRow>(
          `INSERT INTO notifications (id, recipient_id, sender_id, type, data) VALUES ($1, $2, $3, $4, $5::jsonb)
           RETURNING ${RETURNING}`,
          [newId(), input.recipientId, input.senderId, input.type, data],
        )
      ).rows[0]!;
    const item = notificationView({ ...row, nickname: facts.nickname, photo: facts.photo });
    afterCommit(tx, () => {
      deliver({ member: input.recipientId }, 'notification', item);
      input.also?.(deliver);
    });
    return item;
  };

  const unreadCount = async (db: pg.Pool, memberId: string): Promise<number> => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n WHERE n.recipient_id = $1 AND NOT n.read
         AND (n.sender_id IS NULL OR NOT ${blockedEitherWay('$1', 'n.sender_id')})`,
      [memberId],
    );
    return rows[0]?.n ?? 0;
  };

  return {
    unreadCount,

    /** Stores (or merges) and, after the commit, pushes one item; null when settings, a block or the account say no. */
    async notify(db: pg.Pool | Tx, input: NotifyInput): Promise<Notification | null> {
      if (input.recipientId === input.senderId) return null;
      if (isTx(db)) return store(db, input);
      return withTransaction(db, (tx) => store(tx, input));
    },

    /** The member's items, latest activity first (keyset on `updated_at`, id), without blocked senders. */
    async list(
      db: pg.Pool,
      memberId: string,
      q: { limit: number; unreadOnly?: boolean; cursor?: { at: string; id: string } },
    ) {
      const params: unknown[] = [memberId, q.limit + 1];
      const after = q.cursor
        ? ` AND (n.updated_at, n.id) < ($${params.push(q.cursor.at)}::timestamptz, $${params.push(q.cursor.id)})`
        : '';
      const unread = q.unreadOnly ? ' AND NOT n.read' : '';
      const visible = `(n.sender_id IS NULL OR NOT ${blockedEitherWay('$1', 'n.sender_id')})`;
      const [{ rows }, counted] = await Promise.all([
        db.query<NotificationRow>(
          `SELECT n.id, n.type, n.sender_id, n.data, n.count, n.read, n.created_at, n.updated_at, u.nickname,
             ${senderPhoto('u')} AS photo
           FROM notifications n LEFT JOIN users u ON u.id = n.sender_id
           WHERE n.recipient_id = $1 AND ${visible}${unread}${after}
           ORDER BY n.updated_at DESC, n.id DESC LIMIT $2`,
          params,
        ),
        unreadCount(db, memberId),
      ]);
      const page = rows.slice(0, q.limit);
      const last = page.at(-1);
      const hasMore = rows.length > q.limit;
      return {
        data: page.map(notificationView),
        unreadCount: counted,
        hasMore,
        nextCursor:
          hasMore && last
            ? Buffer.from(JSON.stringify([new Date(last.updated_at).toISOString(), last.id])).toString('base64url')
            : null,
      };
    },

    /** Marks the member's own items read (ids of others' items change nothing); returns how many changed. */
    async markRead(db: pg.Pool, memberId: string, ids: readonly string[] | 'all'): Promise<number> {
      const { rowCount } =
        ids === 'all'
          ? await db.query('UPDATE notifications SET read = true WHERE recipient_id = $1 AND NOT read', [memberId])
          : await db.query(
              'UPDATE notifications SET read = true WHERE recipient_id = $1 AND id = ANY($2::text[]) AND NOT read',
              [memberId, ids],
            );
      return rowCount ?? 0;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotifications>;

/** Deletes items not updated for 90 days (`now` injected for tests); several nodes may run it. */
export async function runNotificationRetentionJob(pool: pg.Pool, now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60_000);
  let deleted = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE updated_at < $1 LIMIT 1000)`,
      [cutoff],
    );
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < 1000) return { deleted };
  }
}
