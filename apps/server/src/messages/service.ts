/**
 * Chat (decisions: Messaging): sending with exactly-once on the client message id, history with keyset and
 * sequence catch-up, the conversations list, reading and read receipts. Used by the socket handlers and the HTTP
 * routes alike, so both paths obey the same rules; refusals are HttpErrors with the spec's messages (the socket
 * layer turns them into `messageError` / `error`).
 */
import {
  checkChatSend,
  shouldSendReadReceipt,
  validationMessages,
  WINK_EMOJI,
  NOTIFICATION_MERGE_WINDOW_MS,
  type ClientMessageIds,
  type ConversationItem,
  type MessageItem,
  type SendMessageRequest,
  type SentMessageItem,
} from '@kindred/core';
import type pg from 'pg';
import { CallerChanged } from '../access/members';
import type { Caller } from '../access/plugin';
import { prepared } from '../db/prepared';
import { cursorTimeSql } from '../http/cursors';
import type { Tx } from '../db/transaction';
import { badRequest, forbidden, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import type { Deliver, Publish } from '../realtime/deliver';
import { notificationView, pushNotification, type NotificationRow } from '../notifications/service';
import { ownsAttachment } from './attachments';
import { blockedEitherWay } from '../safety/blockSql';
import { deriveTier } from '../subscription/tier';
import {
  isRead,
  MESSAGE_COLUMNS,
  messageView,
  sentView,
  showsReceipts,
  type MessageRow,
  type StoredSettings,
} from './views';

/** File messages point at an attachment served by this server (the upload endpoint comes with attachments). */
const ATTACHMENT_URL = /^\/api\/messages\/attachments\/[A-Za-z0-9._-]{1,200}$/;

const pair = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

/**
 * The typing check in one read: the recipient exists and neither member blocked the other (`blocked` false; NULL
 * when there is no such recipient), and the sender's row is still the version given (`confirmed`; NULL when no
 * version was given, false when the row changed or is gone).
 */
const TYPING_SQL = `SELECT (SELECT ${blockedEitherWay('$1', 'u.id')} FROM users u WHERE u.id = $2) AS blocked,
  CASE WHEN $3::xid IS NULL THEN NULL
       ELSE COALESCE((SELECT s.xmin = $3::xid FROM users s WHERE s.id = $1), false) END AS confirmed`;

export interface SendResult {
  /** The sender's copy (`sentView`). */
  message: SentMessageItem;
  /** The client message id was already stored: nothing new was written. */
  duplicate: boolean;
  /**
   * Pushes the stored message to both members (and its notification): called by the caller once the sender has
   * its answer, so the acknowledgement is not queued behind four other frames.
   */
  announce(): void;
  /**
   * The same pushes, resolving once both messages are handed over (with several nodes: written to Redis). Awaited
   * before the acknowledgement where a node may die between the two (decision 0074).
   */
  publish(): Promise<void>;
}

/** `deliver` as a `Publish` (resolving at once), for code written once for both. */
const asPublish =
  (deliver: Deliver): Publish =>
  (to, event, ...args) => {
    deliver(to, event, ...args);
    return Promise.resolve();
  };

/** A resend answered while a rule now refuses it: the stored message to the sender only. */
const resent = (
  row: MessageRow,
  ids: ClientMessageIds | undefined,
  deliver: Deliver,
  publish: Publish,
  senderId: string,
): SendResult => {
  const message = sentView(messageView(row, false), ids);
  return {
    message,
    duplicate: true,
    announce: () => deliver({ member: senderId }, 'messageSent', message),
    publish: () => publish({ member: senderId }, 'messageSent', message),
  };
};

/**
 * The send in one round trip: `kindred_send_message` (drizzle/0007_chat_send_one_statement.sql) looks for the
 * stored client id, checks the recipient and blocks, bumps the conversation's sequence (its row lock serialises the
 * sends of one conversation), stores the message and its notification (`kindred_notify`, the same rule as
 * notifications/service.ts) — all or nothing, as the former transaction did.
 */
const SEND_SQL = `SELECT * FROM kindred_send_message($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb,
  $12::double precision, $13, $14::xid)`;
/** SQLSTATE raised by kindred_send_message when a concurrent send of the same client id committed first. */
const ALREADY_STORED = 'KD409';

interface SendRow {
  status: 'stored' | 'duplicate' | 'missing' | 'changed';
  /** The messages row as JSON (timestamps as ISO strings). */
  message: MessageRow | null;
  notification: NotificationRow | null;
}

export function createChat(deps: {
  pool: () => pg.Pool;
  deliver: Deliver;
  /** `deliver` that resolves once the event is handed over (a send's `publish()`). */
  publish: Publish;
  /** Where attachments live (a file message must carry one of the sender's). */
  dataDir: string;
}) {
  const { deliver, publish } = deps;

  const storedBy = async (db: pg.Pool | Tx, senderId: string, clientMessageId: string) => {
    const { rows } = await db.query(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.sender_id = $1 AND m.client_message_id = $2`,
      [senderId, clientMessageId],
    );
    return (rows[0] as MessageRow | undefined) ?? null;
  };

  /**
   * A resend that the send statement answered from the stored client id: the sender lost the acknowledgement, so
   * the first delivery may never have left either — a node that dies between its commit and its pushes takes them
   * along (the two-node kill test). The stored message goes out again to both members, unless a block came between;
   * apps keep one message per id (decision 0074). Resends are rare: the extra read costs nothing on the hot path.
   */
  const redelivered = (
    senderId: string,
    recipientId: string,
    row: MessageRow,
    ids: ClientMessageIds | undefined,
  ): SendResult => {
    const message = messageView(row, false);
    const sent = sentView(message, ids);
    const push = async (send: Publish) => {
      const toSender = send({ member: senderId }, 'messageSent', sent);
      const { rows } = await deps
        .pool()
        .query<{ blocked: boolean }>(`SELECT ${blockedEitherWay('$1', '$2')} AS blocked`, [senderId, recipientId]);
      if (!rows[0]?.blocked) await send({ member: recipientId }, 'messageReceived', message);
      await toSender;
    };
    return {
      message: sent,
      duplicate: true,
      announce: () => void push(asPublish(deliver)).catch(() => undefined),
      publish: () => push(publish),
    };
  };

  return {
    /**
     * Stores a message; its `announce()` delivers it: `messageSent` to every socket of the sender,
     * `messageReceived` once to each socket of the recipient. A resend of a stored client id stores nothing; the
     * stored message is delivered again (`redelivered`), since the first delivery may have died with its node.
     *
     * `confirmSender`: the statement checks that the sender's row is still the version `sender` was read at
     * (drizzle/0008, decision 0072) and throws `CallerChanged` without writing when it is not — for callers not
     * read for this very call (the socket layer's). Unset: `sender` was read for this request (HTTP).
     */
    async send(
      sender: Caller,
      input: SendMessageRequest,
      options: { confirmSender?: boolean } = {},
    ): Promise<SendResult> {
      const recipientId = input.recipientId;
      if (recipientId === sender.id) throw badRequest(validationMessages.messageToSelf);
      const clientMessageId = input.clientMessageId ?? newId();
      // A resend is answered before any rule that may have changed since (the message was accepted then): a
      // refusal below first looks for the stored message; the statement itself looks first of all.
      const refuse = async (error: Error): Promise<SendResult> => {
        const earlier = await storedBy(deps.pool(), sender.id, clientMessageId);
        if (earlier) return resent(earlier, input.clientIds, deliver, publish, sender.id);
        throw error;
      };

      let type = input.type;
      const permission = checkChatSend(sender.tier, type, input.content);
      if (!permission.allowed) return refuse(forbidden(permission.reason, 'PREMIUM_REQUIRED'));
      if (type === 'text' && input.content === WINK_EMOJI && sender.tier === 'FREE') type = 'wink';
      // A file message carries one of the sender's own uploads (attachments.ts names files by their uploader).
      if (
        type === 'file' &&
        (!ATTACHMENT_URL.test(input.metadata?.url ?? '') ||
          !(await ownsAttachment(deps.dataDir, sender.id, input.metadata?.url ?? '')))
      ) {
        return refuse(badRequest(validationMessages.messageTypeInvalid));
      }

      const [a, b] = pair(sender.id, recipientId);
      let result: SendRow;
      try {
        const { rows } = await deps
          .pool()
          .query<SendRow>(
            prepared(SEND_SQL, [
              newId(),
              newId(),
              a,
              b,
              sender.id,
              recipientId,
              clientMessageId,
              type,
              input.content,
              input.metadata ? JSON.stringify(input.metadata) : null,
              JSON.stringify({ sender: sender.id }),
              NOTIFICATION_MERGE_WINDOW_MS,
              newId(),
              options.confirmSender ? (sender.version ?? null) : null,
            ]),
          );
        result = rows[0]!;
      } catch (err) {
        // A concurrent send of the same client id committed first; this one rolled back (no sequence used up).
        if ((err as { code?: unknown }).code !== ALREADY_STORED) throw err;
        const stored = await storedBy(deps.pool(), sender.id, clientMessageId);
        if (!stored) throw err;
        return resent(stored, input.clientIds, deliver, publish, sender.id);
      }
      if (result.status === 'changed') throw new CallerChanged();
      if (result.status === 'duplicate') return redelivered(sender.id, recipientId, result.message!, input.clientIds);
      // Blocked either way answers as a missing member (no oracle).
      if (result.status !== 'stored' || !result.message) throw notFound('User not found');

      // The statement has committed: the notification (when settings and blocks allowed one) with `newMessage`,
      // then the message to both members — the order of the pushes is unchanged.
      const message = messageView(result.message, false);
      const notification = result.notification;
      const sent = sentView(message, input.clientIds);
      const notify = () => {
        if (notification) {
          pushNotification(deliver, recipientId, notificationView(notification), (push) =>
            push({ member: recipientId }, 'newMessage', {
              message,
              sender: { _id: sender.id, nickname: sender.nickname },
            }),
          );
        }
      };
      return {
        message: sent,
        duplicate: false,
        announce: () => {
          notify();
          deliver({ member: sender.id }, 'messageSent', sent);
          deliver({ member: recipientId }, 'messageReceived', message);
        },
        publish: async () => {
          notify();
          await Promise.all([
            publish({ member: sender.id }, 'messageSent', sent),
            publish({ member: recipientId }, 'messageReceived', message),
          ]);
        },
      };
    },

    /**
     * `typing` → `userTyping` to the recipient, never across a block (nothing said either way). The same read
     * confirms the sender's row is still the version `sender` was read at (decision 0072): `CallerChanged` if not.
     */
    async typing(sender: Caller, recipientId: string): Promise<void> {
      if (recipientId === sender.id) return;
      const { rows } = await deps
        .pool()
        .query<{ blocked: boolean | null; confirmed: boolean | null }>(
          prepared(TYPING_SQL, [sender.id, recipientId, sender.version ?? null]),
        );
      const row = rows[0];
      if (row && row.confirmed === false) throw new CallerChanged();
      if (!row || row.blocked !== false) return;
      deliver({ member: recipientId }, 'userTyping', { userId: sender.id });
    },

    /**
     * The reader has read the conversation with `partnerId` (up to `upToSeq`, else all of it). Read positions only
     * move forward. A partner who does not exist, or across a block either way, is 404 'User not found' on every
     * path — the socket's answer cannot tell a block from a missing member (the HTTP route's access layer answers
     * the same). A read receipt goes to the partner only when both allow it.
     */
    async markRead(reader: Caller, partnerId: string, upToSeq?: number): Promise<{ upToSeq: number }> {
      const [a, b] = pair(reader.id, partnerId);
      const mine = reader.id === a ? 'read_seq_a' : 'read_seq_b';
      const { rows } = await deps.pool().query(
        `WITH partner AS (
           SELECT u.settings FROM users u WHERE u.id = $4 AND NOT ${blockedEitherWay('$4', '$5')}
         ), moved AS (
           UPDATE conversations c SET ${mine} = GREATEST(c.${mine}, LEAST(c.last_seq, COALESCE($3::int, c.last_seq)))
           WHERE c.member_a = $1 AND c.member_b = $2 AND EXISTS (SELECT 1 FROM partner)
           RETURNING c.id, c.${mine} AS read_seq
         )
         SELECT p.settings AS partner_settings, m.id, m.read_seq FROM partner p LEFT JOIN moved m ON true`,
        [a, b, upToSeq ?? null, partnerId, reader.id],
      );
      const row = rows[0] as
        { id: string | null; read_seq: number | null; partner_settings: StoredSettings | null } | undefined;
      if (!row) throw notFound('User not found', 'NOT_FOUND');
      if (row.id === null || row.read_seq === null) return { upToSeq: 0 };
      const receipts = shouldSendReadReceipt(showsReceipts(reader.settings), showsReceipts(row.partner_settings));
      if (row.read_seq > 0 && receipts) {
        deliver({ member: partnerId }, 'messagesRead', {
          readerId: reader.id,
          conversationId: row.id,
          upToSeq: row.read_seq,
          readAt: new Date().toISOString(),
        });
      }
      return { upToSeq: row.read_seq };
    },

    /**
     * History with a partner. `since`: the messages after that sequence number, oldest first (catch-up after a
     * reconnect); otherwise newest first, before the sequence number `before` (keyset).
     */
    async history(
      viewer: Caller,
      partnerId: string,
      q: { limit: number; before?: number; since?: number },
    ): Promise<{ messages: MessageItem[]; hasMore: boolean; conversationId: string | null }> {
      const [a, b] = pair(viewer.id, partnerId);
      const { rows: conv } = await deps.pool().query(
        `SELECT c.id, c.read_seq_a, c.read_seq_b, (SELECT u.settings FROM users u WHERE u.id = $3) AS partner_settings
         FROM conversations c WHERE c.member_a = $1 AND c.member_b = $2`,
        [a, b, partnerId],
      );
      const c = conv[0] as
        { id: string; read_seq_a: number; read_seq_b: number; partner_settings: StoredSettings | null } | undefined;
      if (!c) return { messages: [], hasMore: false, conversationId: null };
      const partnerRead = viewer.id === a ? c.read_seq_b : c.read_seq_a;
      const mineRead = viewer.id === a ? c.read_seq_a : c.read_seq_b;
      const receipts = shouldSendReadReceipt(showsReceipts(viewer.settings), showsReceipts(c.partner_settings));
      const params: unknown[] = [c.id, q.limit + 1];
      let sql: string;
      if (q.since !== undefined) {
        params.push(q.since);
        sql = `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.seq > $3
               ORDER BY m.seq ASC LIMIT $2`;
      } else {
        const before = q.before !== undefined ? ` AND m.seq < $${params.push(q.before)}` : '';
        sql = `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1${before}
               ORDER BY m.seq DESC LIMIT $2`;
      }
      const { rows } = await deps.pool().query(sql, params);
      const page = (rows as MessageRow[]).slice(0, q.limit);
      return {
        conversationId: c.id,
        hasMore: rows.length > q.limit,
        messages: page.map((r) => messageView(r, isRead(r, viewer.id, { mineRead, partnerRead, receipts }))),
      };
    },

    /** The viewer's conversations, most recent first (keyset on last activity), without blocked partners. */
    async conversations(
      viewer: Caller,
      q: { limit: number; cursor?: [at: string, id: string]; cursorFor: (after: [string, string]) => string },
    ): Promise<{ data: ConversationItem[]; hasMore: boolean; nextCursor: string | null }> {
      const params: unknown[] = [viewer.id, q.limit + 1];
      const after = q.cursor
        ? ` AND (c.last_message_at, c.id) < ($${params.push(q.cursor[0])}::timestamptz, $${params.push(q.cursor[1])})`
        : '';
      const { rows } = await deps.pool().query(
        `SELECT c.id, ${cursorTimeSql('c.last_message_at')} AS cursor_at, p.partner_id, u.nickname, u.base_tier, u.paid_until, u.online_visible,
           u.settings AS partner_settings, p.partner_read_seq,
           (SELECT ph.file_name FROM photos ph WHERE ph.id = u.profile_photo_id AND NOT ph.is_private) AS photo,
           (SELECT count(*)::int FROM messages um WHERE um.conversation_id = c.id AND um.recipient_id = $1
              AND um.seq > p.read_seq) AS unread, p.read_seq,
           (SELECT row_to_json(x) FROM (SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = c.id
              ORDER BY m.seq DESC LIMIT 1) x) AS last
         FROM conversations c
         CROSS JOIN LATERAL (SELECT CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS partner_id,
           CASE WHEN c.member_a = $1 THEN c.read_seq_a ELSE c.read_seq_b END AS read_seq,
           CASE WHEN c.member_a = $1 THEN c.read_seq_b ELSE c.read_seq_a END AS partner_read_seq) p
         LEFT JOIN users u ON u.id = p.partner_id
         WHERE (c.member_a = $1 OR c.member_b = $1) AND NOT ${blockedEitherWay('$1', 'p.partner_id')}${after}
         ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC NULLS LAST
         LIMIT $2`,
        params,
      );
      const page = rows.slice(0, q.limit);
      const data = page.map((r): ConversationItem => ({
        _id: r.id,
        user: r.nickname
          ? {
              _id: r.partner_id,
              nickname: r.nickname,
              photo: r.photo ? `/uploads/images/${r.photo}_thumb.webp` : null,
              isOnline: Boolean(r.online_visible),
              accountTier: deriveTier(r.base_tier, r.paid_until, Date.now()),
            }
          : { _id: r.partner_id, nickname: 'Deleted member', photo: null, isOnline: false, accountTier: 'FREE' },
        // The last message's tick as in the history: the viewer's own one is read once the partner read it.
        lastMessage: r.last
          ? messageView(
              r.last as MessageRow,
              isRead(r.last as MessageRow, viewer.id, {
                mineRead: r.read_seq,
                partnerRead: r.partner_read_seq,
                receipts: shouldSendReadReceipt(showsReceipts(viewer.settings), showsReceipts(r.partner_settings)),
              }),
            )
          : null,
        unreadCount: r.unread as number,
      }));
      const last = page.at(-1);
      return {
        data,
        hasMore: rows.length > q.limit,
        nextCursor: rows.length > q.limit && last ? q.cursorFor([last.cursor_at as string, last.id as string]) : null,
      };
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
