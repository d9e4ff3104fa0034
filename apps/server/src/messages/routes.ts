/**
 * Messages over HTTP and the socket (decisions: Messaging; issue 11). One rule set (service.ts) for both paths:
 *
 *   GET  /api/messages/conversations        the member's conversations (partner card, last message, unread count)
 *   GET  /api/messages/:id                   history with a member: newest first (`before` a seq), or `since` a seq
 *   PUT  /api/messages/:id/read              mark the conversation read (read receipt when both allow)
 *   POST /api/messages                       send (the page-level fallback; same rules and idempotency as the socket)
 *
 * Socket: `sendMessage` → `messageSent` / `messageReceived` / `messageError`, `typing` → `userTyping`,
 * `messageRead` → `messagesRead`.
 */
import { MESSAGE_SEQ_MAX, sendMessageSchema } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, targetOf } from '../access/plugin';
import { registerAttachmentRoutes } from './attachments';
import { badRequest } from '../http/errors';
import type { EventLimit } from '../realtime/rateLimit';
import { parseOr400 } from '../validation/core';
import { cursorQuery, readCursorOr400 } from '../http/cursors';
import { createChat } from './service';
import { tooMany } from '../http/limits';

/** Per member, shared by the socket event and the HTTP route (production default, × RATE_LIMIT_MULTIPLIER). */
export const SEND_LIMIT: EventLimit = { max: 60, windowMs: 60_000, name: 'messages' };
const TYPING_LIMIT: EventLimit = { max: 120, windowMs: 60_000, name: 'chatSignals' };
const READ_LIMIT: EventLimit = { max: 120, windowMs: 60_000, name: 'chatSignals' };

const seq = z.coerce.number().int().min(0).max(MESSAGE_SEQ_MAX);
const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  before: seq.optional(),
  since: seq.optional(),
  timestamp: z.string().optional(),
});
const conversationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: cursorQuery,
  timestamp: z.string().optional(),
});
const readBody = z.object({ upToSeq: seq.optional() }).optional();

export async function registerMessageRoutes(app: FastifyInstance) {
  const { realtime } = app.kindred;
  const chat = createChat({
    pool: () => app.kindred.database.pool,
    deliver: realtime.deliver,
    publish: realtime.publish,
    dataDir: app.kindred.config.dataDir,
  });
  await registerAttachmentRoutes(app);

  // Literal paths first.
  app.get('/api/messages/conversations', { config: { access: 'member' } }, async (request) => {
    const q = parseOr400(conversationsQuery, request.query);
    const caller = callerOf(request);
    const cursor = readCursorOr400(app.kindred.cursors, 'conversations', q.cursor, caller.id);
    const result = await chat.conversations(caller, {
      limit: q.limit,
      cursor,
      cursorFor: (at) => app.kindred.cursors.write('conversations', at, caller.id),
    });
    return { success: true, ...result };
  });

  app.post('/api/messages', { config: { access: 'verified', changes: [] } }, async (request, reply) => {
    const caller = callerOf(request);
    const input = parseOr400(sendMessageSchema, request.body);
    const wait = await realtime.limiter.take(caller.id, 'sendMessage', SEND_LIMIT);
    if (wait > 0) throw tooMany(SEND_LIMIT.name, wait);
    const { message, duplicate, announce } = await chat.send(caller, input);
    announce();
    void reply.code(duplicate ? 200 : 201);
    return { success: true, data: message, duplicate };
  });

  app.get('/api/messages/:id', { config: { access: 'member', target: 'visible' } }, async (request) => {
    const q = parseOr400(historyQuery, request.query);
    if (q.since !== undefined && q.before !== undefined) throw badRequest('Use either since or before');
    const result = await chat.history(callerOf(request), targetOf(request).id, q);
    return { success: true, data: result.messages, hasMore: result.hasMore, conversationId: result.conversationId };
  });

  app.put(
    '/api/messages/:id/read',
    { config: { access: 'member', target: 'visible', changes: [] } },
    async (request) => {
      const body = parseOr400(readBody, request.body ?? undefined);
      const result = await chat.markRead(callerOf(request), targetOf(request).id, body?.upToSeq);
      return { success: true, data: result };
    },
  );

  realtime.defineEvent(
    'sendMessage',
    { access: 'verified', rateLimit: SEND_LIMIT, errorEvent: 'messageError', confirmsCaller: true },
    async (ctx, payload) => {
      // The send statement confirms the member this event was answered for (decision 0072).
      const { message, announce, publish } = await chat.send(ctx.caller!, payload, {
        confirmSender: true,
      });
      // One node: the pushes leave after the acknowledgement, so it is not queued behind them. Several nodes: the
      // acknowledgement waits until Redis holds them — a node that dies after acknowledging loses nothing, and a
      // sender that got no acknowledgement sends again, which delivers the stored message again (decision 0074).
      if (realtime.clustered) await publish();
      else ctx.afterReply(announce);
      return message;
    },
  );
  realtime.defineEvent(
    'typing',
    { access: 'member', rateLimit: TYPING_LIMIT, confirmsCaller: true },
    // The typing read confirms the member this event was answered for (decision 0072).
    async (ctx, { recipientId }) => {
      await chat.typing(ctx.caller!, recipientId);
    },
  );
  realtime.defineEvent('messageRead', { access: 'member', rateLimit: READ_LIMIT }, (ctx, payload) =>
    chat.markRead(ctx.caller!, payload.senderId, payload.upToSeq),
  );
}
