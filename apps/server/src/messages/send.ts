/**
 * Sending (decisions: Messaging): a message stored exactly once per client message id and pushed to both members,
 * resends answered from the stored message, and the typing signal. The socket handlers and the HTTP route use the
 * same calls, so both paths obey the same rules.
 */
import {
  checkChatSend,
  validationMessages,
  WINK_EMOJI,
  NOTIFICATION_MERGE_WINDOW_MS,
  type ClientMessageIds,
  type MessageItem,
  type SendMessageRequest,
  type SentMessageItem,
} from '@kindred/core';
import type pg from 'pg';
import { CallerChanged } from '../access/members';
import type { Caller } from '../access/plugin';
import { isDatabaseUnavailable } from '../db/client';
import { grouped } from '../db/grouped';
import { prepared, queryPrepared } from '../db/prepared';
import type { Tx } from '../db/transaction';
import { badRequest, forbidden, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import type { Deliver, Publish } from '../realtime/deliver';
import { notificationView, pushNotification, type NotificationRow } from '../notifications/service';
import { ownsAttachment } from './attachments';
import { blockedEitherWay } from '../safety/blockSql';
import { MESSAGE_COLUMNS, messageView, pair, sentView, type MessageRow } from './views';

/** File messages point at an attachment served by this server (the upload endpoint comes with attachments). */
const ATTACHMENT_URL = /^\/api\/messages\/attachments\/[A-Za-z0-9._-]{1,200}$/;

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
/**
 * Sends that arrive while another is in flight, in one statement and one commit (decision 0175): the same function
 * called once per send, in order, each seeing the ones before it. All or nothing: a batch that fails (a concurrent
 * send of one of its client ids committed first, KD409, or any other one send's error) is sent again one statement
 * per send, where each error answers for its own send.
 */
const SEND_BATCH_SQL = `SELECT r.* FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(s, i),
  LATERAL kindred_send_message(e.s->>0, e.s->>1, e.s->>2, e.s->>3, e.s->>4, e.s->>5, e.s->>6, e.s->>7, e.s->>8,
    NULLIF(e.s->9, 'null'::jsonb), e.s->10, (e.s->>11)::double precision, e.s->>12, (e.s->>13)::xid) AS r
  ORDER BY e.i`;
/** Lanes of batched sends (one pooled session each); the sends of one conversation always take the same lane. */
const SEND_LANES = 2;
/** SQLSTATE raised by kindred_send_message when a concurrent send of the same client id committed first. */
const ALREADY_STORED = 'KD409';

interface SendRow {
  status: 'stored' | 'duplicate' | 'missing' | 'changed';
  /** The messages row as JSON (timestamps as ISO strings). */
  message: MessageRow | null;
  notification: NotificationRow | null;
}

export function createSending(deps: {
  pool: () => pg.Pool;
  deliver: Deliver;
  /** `deliver` that resolves once the event is handed over (a send's `publish()`). */
  publish: Publish;
  /** Where attachments live (a file message must carry one of the sender's). */
  dataDir: string;
}) {
  const { deliver, publish } = deps;

  type SendArgs = [string, string, string, string, string, string, string, string, string, object | null, object];
  /** One send's arguments, as the statement takes them (the last: the sender's row version, or null). */
  type SendItem = [...SendArgs, number, string, string | null];
  const sendAlone = async (item: SendItem): Promise<SendRow> => {
    const values = [...item];
    values[9] = item[9] ? JSON.stringify(item[9]) : null;
    values[10] = JSON.stringify(item[10]);
    const { rows } = await queryPrepared<SendRow>(deps.pool(), SEND_SQL, values);
    return rows[0]!;
  };
  const sendGrouped = grouped<SendItem, SendRow>(
    async (items) => {
      if (items.length === 1) return [await sendAlone(items[0]!)];
      let rows: SendRow[];
      try {
        ({ rows } = await queryPrepared<SendRow>(deps.pool(), SEND_BATCH_SQL, [JSON.stringify(items)]));
      } catch (err) {
        if (isDatabaseUnavailable(err)) throw err;
        // Nothing of the batch was written (a concurrent send of one of its client ids committed first, or any
        // one send's error): each send again on its own, so an error answers for its own send only.
        return Promise.all(items.map((item) => sendAlone(item).catch((e: Error) => e)));
      }
      if (rows.length !== items.length) throw new Error('the send batch answered a different number of rows');
      return rows;
    },
    // The sends of one conversation (its row lock) in one lane: two batches never lock two conversations in turn.
    { lanes: SEND_LANES, laneOf: (item) => `${item[2]}:${item[3]}`, maxBatch: 32 },
  );

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

  /** A refusal, unless the client id is already stored: then the stored message is the answer (a resend). */
  const unlessStored = async (
    senderId: string,
    clientMessageId: string,
    input: SendMessageRequest,
    error: Error,
  ): Promise<SendResult> => {
    const earlier = await storedBy(deps.pool(), senderId, clientMessageId);
    if (earlier) return resent(earlier, input.clientIds, deliver, publish, senderId);
    throw error;
  };

  /** A stored message's notification (when settings and blocks allowed one), then `newMessage`. */
  const notifyMessage = (
    recipientId: string,
    notification: NotificationRow | null,
    message: MessageItem,
    sender: Caller,
  ): void => {
    if (!notification) return;
    pushNotification(deliver, recipientId, notificationView(notification), (push) =>
      push({ member: recipientId }, 'newMessage', { message, sender: { _id: sender.id, nickname: sender.nickname } }),
    );
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
      // refusal below first looks for the stored message (`unlessStored`); the statement itself looks first of all.
      let type = input.type;
      const permission = checkChatSend(sender.tier, type, input.content);
      if (!permission.allowed) {
        return unlessStored(sender.id, clientMessageId, input, forbidden(permission.reason, 'PREMIUM_REQUIRED'));
      }
      if (type === 'text' && input.content === WINK_EMOJI && sender.tier === 'FREE') type = 'wink';
      // A file message carries one of the sender's own uploads (attachments.ts names files by their uploader).
      if (
        type === 'file' &&
        (!ATTACHMENT_URL.test(input.metadata?.url ?? '') ||
          !(await ownsAttachment(deps.dataDir, sender.id, input.metadata?.url ?? '')))
      ) {
        return unlessStored(sender.id, clientMessageId, input, badRequest(validationMessages.messageTypeInvalid));
      }

      const [a, b] = pair(sender.id, recipientId);
      let result: SendRow;
      try {
        result = await sendGrouped([
          newId(),
          newId(),
          a,
          b,
          sender.id,
          recipientId,
          clientMessageId,
          type,
          input.content,
          input.metadata ?? null,
          { sender: sender.id },
          NOTIFICATION_MERGE_WINDOW_MS,
          newId(),
          options.confirmSender ? (sender.version ?? null) : null,
        ]);
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
      // Methods, not arrow functions bound to names: this object is made for every message, and a named function
      // made per call costs a `name` property definition each under the server's TypeScript loader (keepNames).
      return {
        message: sent,
        duplicate: false,
        announce() {
          notifyMessage(recipientId, notification, message, sender);
          deliver({ member: sender.id }, 'messageSent', sent);
          deliver({ member: recipientId }, 'messageReceived', message);
        },
        async publish() {
          notifyMessage(recipientId, notification, message, sender);
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
  };
}
