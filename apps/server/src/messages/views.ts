/**
 * How a stored message leaves the server (decisions: Messaging; the contract's message schema,
 * packages/core/src/contracts/routes/messages.ts): the row as read, the viewer's read tick, and the sender's copy;
 * a conversation's pair of members.
 */
import type { ClientMessageIds, MessageItem, SentMessageItem } from '@kindred/core';
import type { SqlRow } from '../db/rows';
import { isoTime } from '../lib/isoTime';
import type { messages } from '../db/schema';

/** A conversation's two members in its stored order (`member_a` < `member_b`). */
export const pair = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);

export type StoredSettings = { privacy?: { showReadReceipts?: unknown } };
/** `settings.privacy.showReadReceipts` as stored (absent = the default, on). */
export const showsReceipts = (settings: unknown): boolean | undefined => {
  const value = (settings as StoredSettings | null)?.privacy?.showReadReceipts;
  return typeof value === 'boolean' ? value : undefined;
};

export type MessageRow = Pick<
  SqlRow<typeof messages>,
  'id' | 'conversation_id' | 'seq' | 'sender_id' | 'recipient_id' | 'client_message_id' | 'content'
> & {
  type: MessageItem['type'];
  /** Stored through core's messageFileMetadataSchema (the send): only the contract's keys. */
  metadata: MessageItem['metadata'] | null;
  /** A Date from a column, an ISO string from the send statement's JSON. */
  created_at: Date | string;
};

export const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.seq, m.sender_id, m.recipient_id, m.client_message_id, m.type,
  m.content, m.metadata, m.created_at`;

/**
 * A message's read flag as `viewer` sees it: one they received is read once they read up to it; one they sent, once
 * the partner did — shown only when both members allow read receipts.
 */
export function isRead(
  row: MessageRow,
  viewer: string,
  at: { mineRead: number; partnerRead: number; receipts: boolean },
): boolean {
  return row.sender_id === viewer ? at.receipts && row.seq <= at.partnerRead : row.seq <= at.mineRead;
}

export function messageView(row: MessageRow, read: boolean): MessageItem {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    seq: row.seq,
    clientMessageId: row.client_message_id,
    sender: row.sender_id,
    recipient: row.recipient_id,
    type: row.type,
    content: row.content,
    ...(row.metadata ? { metadata: row.metadata } : {}),
    createdAt: isoTime(row.created_at),
    read,
  };
}

/**
 * The sender's copy of a message: with the ids the client gave this send under the names it used (`tempId`,
 * `tempMessageId`, `metadata.clientMessageId`), so whichever of the spec's clients sent it recognises its
 * confirmation. The recipient's copy carries none of them.
 */
export function sentView(message: MessageItem, ids: ClientMessageIds | undefined): SentMessageItem {
  if (!ids) return message;
  const { metadataClientMessageId, ...temporary } = ids;
  return {
    ...message,
    ...temporary,
    ...(metadataClientMessageId !== undefined
      ? { metadata: { ...message.metadata, clientMessageId: metadataClientMessageId } }
      : {}),
  };
}
