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
 * The whole rule is one SQL statement, `kindred_notify` (drizzle/0007_chat_send_one_statement.sql; one round trip,
 * its advisory lock lasts until the statement's transaction ends). `db` is a pool (the statement is its own
 * transaction) or the caller's transaction (the item commits with the caller's rows; the push waits for that
 * commit). A message's notification is stored by `kindred_send_message` itself (messages/send.ts), which calls
 * the same function — change the rule there once, in a new migration, and both paths follow.
 */
import {
  mergedNotificationText,
  notificationItemText,
  notificationTitleText,
  NOTIFICATION_MERGE_WINDOW_MS,
  notificationCategory,
  publicThumbUrl,
  type Notification,
  type NotificationData,
  type NotificationItem,
  type NotificationType,
} from '@kindred/core';
import type pg from 'pg';
import { prepared } from '../db/prepared';
import type { SqlRow } from '../db/rows';
import type { notifications } from '../db/schema';
import { cursorTimeSql } from '../http/cursors';
import { afterCommit, type Tx } from '../db/transaction';
import { newId } from '../lib/ids';
import { isoTime } from '../lib/isoTime';
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

/** A stored notification with its sender's nickname and photo file (joined). */
export type NotificationRow = Pick<SqlRow<typeof notifications>, 'id' | 'sender_id' | 'count' | 'read'> & {
  type: StoredNotificationType;
  data: NotificationData | null;
  /** Dates from columns, ISO strings inside the send statement's JSON. */
  created_at: Date | string;
  updated_at: Date | string;
  nickname: string | null;
  photo: string | null;
};

/**
 * The rule itself lives in SQL, `kindred_notify` (drizzle/0007): the recipient's settings (core's
 * `notificationCategory`; a switch exactly `false` is off, as core's `notificationAllowed`), blocks, a gone or
 * suspended recipient, then under the advisory lock of (recipient, type, sender) the merge within the window or a
 * new item. One round trip, inside the caller's transaction or as its own statement.
 */
const NOTIFY_SQL = 'SELECT * FROM kindred_notify($1, $2, $3, $4::jsonb, $5, $6::double precision, $7)';

/** `notification` with the stored item, then the type's specific event (`also`). */
export function pushNotification(
  deliver: Deliver,
  recipientId: string,
  item: Notification,
  also?: (deliver: Deliver) => void,
): void {
  deliver({ member: recipientId }, 'notification', item);
  also?.(deliver);
}
const senderPhoto = (user: string) =>
  `(SELECT ph.file_name FROM photos ph WHERE ph.id = ${user}.profile_photo_id AND NOT ph.is_private)`;

/** Reply allow-list of a notification: these fields and nothing else. */
export function notificationView(row: NotificationRow): NotificationItem {
  const type = row.type;
  const name = row.nickname ?? 'Deleted member';
  const message =
    row.count > 1
      ? mergedNotificationText[type].replace('{count}', String(row.count))
      : notificationItemText[type].replace('{name}', name);
  return {
    _id: row.id,
    type,
    title: notificationTitleText[type],
    message,
    ...(row.sender_id
      ? {
          sender: {
            _id: row.sender_id,
            nickname: name,
            photo: row.photo ? publicThumbUrl(row.photo) : null,
          },
        }
      : {}),
    // Stored as the modules gave it (its named keys typed by NotificationData; the contract keeps any others).
    data: { ...row.data },
    read: row.read,
    count: row.count,
    isMatch: type === 'match',
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

export function createNotifications(deps: { deliver: Deliver }) {
  const { deliver } = deps;

  /** One statement (kindred_notify, migration 0007): the facts, the lock, the merge or the insert. */
  const store = async (db: pg.Pool | Tx, input: NotifyInput): Promise<Notification | null> => {
    const { rows } = await db.query<NotificationRow>(
      prepared(NOTIFY_SQL, [
        input.recipientId,
        input.type,
        input.senderId,
        JSON.stringify(input.data ?? {}),
        notificationCategory[input.type],
        NOTIFICATION_MERGE_WINDOW_MS,
        newId(),
      ]),
    );
    const row = rows[0];
    if (!row) return null;
    const item = notificationView(row);
    // In the caller's transaction: pushed once it commits; on the pool the statement has committed already.
    afterCommit(db, () => pushNotification(deliver, input.recipientId, item, input.also));
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
      return store(db, input);
    },

    /**
     * The member's items, latest activity first (keyset on `updated_at`, id), without blocked senders. The order
     * is written (updated_minute, updated_at, id): the same order, as the minute follows `updated_at`, so the plan
     * walks the (recipient, updated_minute) index and sorts only each minute's items (decision 0225); the cursor's
     * time also bounds the minute, which is never later than `updated_at`. `NULLS LAST` is the index's (the columns
     * are never null, so the order is the same): with a plain `DESC` no index matched and PostgreSQL read every
     * item of the member, or walked the whole table's `updated_at` index backwards keeping the member's.
     */
    async list(
      db: pg.Pool,
      memberId: string,
      q: {
        limit: number;
        unreadOnly?: boolean;
        cursor?: [at: string, id: string];
        cursorFor: (after: [string, string]) => string;
      },
    ) {
      const params: unknown[] = [memberId, q.limit + 1];
      let after = '';
      if (q.cursor) {
        const at = `$${params.push(q.cursor[0])}::timestamptz`;
        after = ` AND n.updated_minute <= ${at} AND (n.updated_at, n.id) < (${at}, $${params.push(q.cursor[1])})`;
      }
      const unread = q.unreadOnly ? ' AND NOT n.read' : '';
      const visible = `(n.sender_id IS NULL OR NOT ${blockedEitherWay('$1', 'n.sender_id')})`;
      const [{ rows }, counted] = await Promise.all([
        db.query<NotificationRow & { cursor_at: string }>(
          `SELECT n.id, n.type, n.sender_id, n.data, n.count, n.read, n.created_at, n.updated_at, u.nickname,
             ${cursorTimeSql('n.updated_at')} AS cursor_at,
             ${senderPhoto('u')} AS photo
           FROM notifications n LEFT JOIN users u ON u.id = n.sender_id
           WHERE n.recipient_id = $1 AND ${visible}${unread}${after}
           ORDER BY n.updated_minute DESC NULLS LAST, n.updated_at DESC, n.id DESC LIMIT $2`,
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
        nextCursor: hasMore && last ? q.cursorFor([last.cursor_at, last.id]) : null,
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

/**
 * Deletes items not updated for 90 days (`now` injected for tests); several nodes may run it. The index holds the
 * minute of `updated_at` (decision 0225), never later than it: `updated_minute < cutoff` is the index range.
 */
export async function runNotificationRetentionJob(pool: pg.Pool, now: Date): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60_000);
  let deleted = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM notifications WHERE id IN (SELECT id FROM notifications WHERE updated_at < $1 AND updated_minute < $1 LIMIT 1000)`,
      [cutoff],
    );
    deleted += rowCount ?? 0;
    if ((rowCount ?? 0) < 1000) return { deleted };
  }
}
