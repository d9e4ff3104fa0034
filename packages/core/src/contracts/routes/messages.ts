/**
 * The messages area's HTTP routes (decisions: Messaging; issue 11): conversations, history, read, the send's
 * page-level fallback and the attachment upload (multipart, read from the stream by the server: no body schema).
 * The same rules answer the socket events (contracts/socket.ts, realtime/events.ts). An attachment's bytes
 * (`GET /api/messages/attachments/:name`) are not JSON and stay outside the contract (decision 0127).
 */
import { z } from 'zod';
import { MESSAGE_SEQ_MAX } from '../../realtime/events';
import { accountTiers } from '../../tiers/permissions';
import { sendMessageSchema } from '../../validation/schemas';
import { messageTypes } from '../entities';
import { okReply, route } from '../route';
import { cursorQuery, idParams, isoDate } from './common';

const id = z.string().describe('24-hex id');
const seqNumber = z.number().int().nonnegative().max(MESSAGE_SEQ_MAX);
/** A sequence number as sent (query text or a JSON number). */
const sentSeq = z.coerce.number().int().min(0).max(MESSAGE_SEQ_MAX);

/** What a file message keeps about its attachment (core's messageFileMetadataSchema stored it: no other keys). */
export const messageMetadataSchema = z.strictObject({
  url: z.string().optional(),
  fileName: z.string().optional(),
  fileType: z.string().optional(),
  mimeType: z.string().optional(),
  fileSize: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  uploadId: z.string().optional(),
  /** Only in the sender's confirmation, when the client sent its id here. */
  clientMessageId: z.string().optional(),
});

/** A stored message as either member reads it (`read`: the viewer's tick, decisions: Messaging). */
export const messageSchema = z.strictObject({
  _id: id,
  conversationId: id,
  /** Position in its conversation: catch-up resumes after the last one seen. */
  seq: seqNumber,
  clientMessageId: z.string(),
  sender: id,
  recipient: id,
  type: z.enum(messageTypes),
  content: z.string(),
  metadata: messageMetadataSchema.optional(),
  createdAt: isoDate,
  read: z.boolean(),
});

/** A message as the server sends it (history, conversations, the socket's `messageReceived`). */
export type MessageItem = z.input<typeof messageSchema>;

/** The sender's copy: with the temporary ids the client sent, under the names it used. */
export const sentMessageSchema = messageSchema.extend({
  tempId: z.string().optional(),
  tempMessageId: z.string().optional(),
});
export type SentMessageItem = z.input<typeof sentMessageSchema>;

/** One conversation of the list: the partner's card, the last message, the caller's unread count. */
export const conversationSchema = z.strictObject({
  _id: id,
  /** A deleted partner reads 'Deleted member', FREE, offline, without photo. */
  user: z.strictObject({
    _id: id,
    nickname: z.string(),
    photo: z.string().nullable(),
    isOnline: z.boolean(),
    accountTier: z.enum(accountTiers),
  }),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type ConversationItem = z.input<typeof conversationSchema>;

/** An uploaded attachment: what a file message then carries in its `metadata`. */
export const attachmentSchema = z.strictObject({
  url: z.string().describe('/api/messages/attachments/<name>'),
  fileName: z.string(),
  /** The type the bytes are (images: image/webp after re-encoding). */
  fileType: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int().nonnegative(),
  /** Images only. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const messageRoutes = {
  conversations: route({
    method: 'GET',
    path: '/api/messages/conversations',
    summary: "The caller's conversations, latest activity first (keyset paging), without blocked partners.",
    query: z.object({
      limit: z.coerce.number().int().min(1).max(50).default(20),
      cursor: cursorQuery,
      timestamp: z.string().optional(),
    }),
    reply: okReply(z.array(conversationSchema), { hasMore: z.boolean(), nextCursor: z.string().nullable() }),
  }),
  send: route({
    method: 'POST',
    path: '/api/messages',
    summary:
      'Sends a message (the page-level fallback of the socket event `sendMessage`: same rules, same idempotency); ' +
      '201, or 200 with `duplicate` for a client message id already stored.',
    body: sendMessageSchema.describe(
      '{ recipientId (or `recipient`), type: text | wink | file (default text), content, metadata (a file: its ' +
        'upload), clientMessageId }. An explicit clientMessageId (or metadata.clientMessageId) is the idempotency ' +
        'key; tempMessageId / tempId only without one, and the reply echoes them under the names sent.',
    ),
    reply: okReply(sentMessageSchema, { duplicate: z.boolean() }),
  }),
  history: route({
    method: 'GET',
    path: '/api/messages/:id',
    summary: 'History with a member: newest first (`before` a sequence number), or oldest first `since` one.',
    params: idParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(30),
      before: sentSeq.optional(),
      since: sentSeq.optional(),
      timestamp: z.string().optional(),
    }),
    reply: okReply(z.array(messageSchema), { hasMore: z.boolean(), conversationId: id.nullable() }),
  }),
  read: route({
    method: 'PUT',
    path: '/api/messages/:id/read',
    summary: 'Marks the conversation with a member read (up to `upToSeq`, else all of it); a receipt when both allow.',
    params: idParams,
    body: z.object({ upToSeq: sentSeq.optional() }).optional(),
    reply: okReply(z.strictObject({ upToSeq: seqNumber })),
  }),
  attachment: route({
    method: 'POST',
    path: '/api/messages/attachments',
    summary:
      'Uploads one file for a file message (multipart; ≤ 5 MB of one of the allowed types, judged by its bytes); ' +
      '201 with what the message then carries.',
    reply: okReply(attachmentSchema),
  }),
};
