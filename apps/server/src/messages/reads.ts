/**
 * Reading (decisions: Messaging): marking a conversation read (with its read receipt when both allow), history with
 * keyset and sequence catch-up, and the conversations list. The socket handlers and the HTTP routes use the same
 * calls.
 */
import { publicThumbUrl, shouldSendReadReceipt, type ConversationItem, type MessageItem } from '@kindred/core';
import type pg from 'pg';
import type { Caller } from '../access/plugin';
import { cursorTimeSql } from '../http/cursors';
import { notFound } from '../http/errors';
import type { Deliver } from '../realtime/deliver';
import { blockedEitherWay } from '../safety/blockSql';
import { deriveTier } from '../subscription/tier';
import {
  isRead,
  MESSAGE_COLUMNS,
  messageView,
  pair,
  showsReceipts,
  type MessageRow,
  type StoredSettings,
} from './views';

export function createReading(deps: { pool: () => pg.Pool; deliver: Deliver }) {
  const { deliver } = deps;

  return {
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
              photo: r.photo ? publicThumbUrl(r.photo) : null,
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
