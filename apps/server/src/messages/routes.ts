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
import { messageRoutes, ok } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { callerOf, targetOf } from '../access/plugin';
import { registerAttachmentRoutes } from './attachments';
import { contractRoute } from '../http/contractRoute';
import { badRequest } from '../http/errors';
import type { EventLimit } from '../realtime/rateLimit';
import { readCursorOr400 } from '../http/cursors';
import { tooMany } from '../http/limits';

/** Per member, shared by the socket event and the HTTP route (production default, × RATE_LIMIT_MULTIPLIER). */
export const SEND_LIMIT: EventLimit = { max: 60, windowMs: 60_000, name: 'messages' };
const TYPING_LIMIT: EventLimit = { max: 120, windowMs: 60_000, name: 'chatSignals' };
const READ_LIMIT: EventLimit = { max: 120, windowMs: 60_000, name: 'chatSignals' };

export async function registerMessageRoutes(app: FastifyInstance) {
  const { realtime } = app.kindred;
  const { chat } = app.kindred.services;
  await registerAttachmentRoutes(app);

  // Literal paths first.
  contractRoute(app, messageRoutes.conversations, { access: 'member' }, async ({ query: q }, request) => {
    const caller = callerOf(request);
    const cursor = readCursorOr400(app.kindred.cursors, 'conversations', q.cursor, caller.id);
    const result = await chat.conversations(caller, {
      limit: q.limit,
      cursor,
      cursorFor: (at) => app.kindred.cursors.write('conversations', at, caller.id),
    });
    return ok(result.data, { hasMore: result.hasMore, nextCursor: result.nextCursor });
  });

  contractRoute(
    app,
    messageRoutes.send,
    { access: 'verified', changes: [] },
    async ({ body: input }, request, reply) => {
      const caller = callerOf(request);
      const wait = await realtime.limiter.take(caller.id, 'sendMessage', SEND_LIMIT);
      if (wait > 0) throw tooMany(SEND_LIMIT.name, wait);
      const { message, duplicate, announce } = await chat.send(caller, input);
      announce();
      void reply.code(duplicate ? 200 : 201);
      return ok(message, { duplicate });
    },
  );

  contractRoute(app, messageRoutes.history, { access: 'member', target: 'visible' }, async ({ query: q }, request) => {
    if (q.since !== undefined && q.before !== undefined) throw badRequest('Use either since or before');
    const result = await chat.history(callerOf(request), targetOf(request).id, q);
    return ok(result.messages, { hasMore: result.hasMore, conversationId: result.conversationId });
  });

  contractRoute(
    app,
    messageRoutes.read,
    { access: 'member', target: 'visible', changes: [] },
    async ({ body }, request) => ok(await chat.markRead(callerOf(request), targetOf(request).id, body?.upToSeq)),
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
