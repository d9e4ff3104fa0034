/**
 * The socket event layer. Every client event is registered once with `defineEvent(name, { access, rateLimit },
 * handler)`; its payload schema is the one in @kindred/core's `clientEventSchemas` (the event map), so no event can
 * skip validation, its access rule or its per-member limit. For each incoming packet, in order:
 *
 *   1. unknown name (not in the map, or no handler yet)  → `error` { message: 'Unknown event' }
 *   2. per-member rate limit of that event              → 'Too many requests, please wait.' (RATE_LIMITED)
 *   3. payload through the zod schema                   → the rule's message, else 'Invalid payload' (VALIDATION_ERROR)
 *   4. access: `socket` (an authenticated socket, no database), `member` (the member loaded fresh after the event
 *      arrived — read together with other events' members, access/members.ts `groupedCallerLoader` — exists and
 *      not suspended), `verified`, `premium` — the same messages as the HTTP access layer. An event whose statement
 *      confirms its caller (`confirmsCaller`, decision 0072) is answered from the member as last read on this
 *      socket instead: its statement checks the row is still that version and throws `CallerChanged` if not; then,
 *      and before any refusal, the member is read afresh and the event runs again with it (a snapshot may only
 *      say yes)
 *   5. the handler; a `SocketError` (or `HttpError` from a shared service) it throws is a refusal with the spec's
 *      message, anything else is logged and answered 'Server error' — never a crash, never a silent drop. What it
 *      hands to `ctx.afterReply` (pushes to other sockets) runs once the ack is written.
 *
 * A refusal goes to the ack when the client sent one, else as the `error` event; events with an `errorEvent`
 * (sendMessage → `messageError`) also get that event, echoing the client message id and recipient.
 */
import {
  clientEventSchemas,
  isClientEventName,
  rateLimitRefusal,
  socketErrorMessages,
  type ClientEventName,
  type ClientEventPayload,
  type ErrorCode,
  type MessageKey,
} from '@kindred/core';
import type { FastifyBaseLogger } from 'fastify';
import { CallerChanged, callerAt } from '../access/members';
import type { Caller } from '../access/plugin';
import { failureBody, HttpError } from '../http/errors';
import { cataloguedIssue } from '../validation/core';
import type { Deliver } from './deliver';
import type { EventLimit, EventLimiter } from './rateLimit';
import type { KindredSocket } from './socketTypes';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/client';

export type EventAccess = 'socket' | 'member' | 'verified' | 'premium';

export class SocketError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode = 'VALIDATION_ERROR',
  ) {
    super(message);
    this.name = 'SocketError';
  }
}

/** A handler's ack reply sent as is, not in the `{ success, data }` envelope (ping → the pong payload). */
export class RawAck {
  constructor(readonly value: unknown) {}
}

export interface EventContext {
  socket: KindredSocket;
  /** The client asked for an ack (the handler's result goes there instead of an event). */
  hasAck: boolean;
  memberId: string;
  /** The member, loaded for this event (null only for `socket` access). */
  caller: Caller | null;
  deliver: Deliver;
  log: FastifyBaseLogger;
  /**
   * Work that follows the answer: run once the ack (or nothing, without one) has been written, so the
   * acknowledgement leaves first. Dropped when the handler fails.
   */
  afterReply(task: () => void): void;
}

export type EventHandler<E extends ClientEventName> = (
  ctx: EventContext,
  payload: ClientEventPayload<E>,
) => Promise<unknown> | unknown;

export interface EventOptions {
  access: EventAccess;
  rateLimit: EventLimit;
  /** A second, event-specific refusal event (spec: sendMessage failures arrive as `messageError`). */
  errorEvent?: 'messageError' | 'callError' | 'videoError';
  /**
   * The handler's statement checks `ctx.caller.version` (in the transaction of its write, if it writes) and throws
   * `CallerChanged` when the member row moved on (decision 0072), so the layer may answer from the member last
   * read on this socket.
   */
  confirmsCaller?: boolean;
}

interface Registered extends EventOptions {
  name: ClientEventName;
  handler: EventHandler<ClientEventName>;
}

export interface EventRegistry {
  defineEvent<E extends ClientEventName>(name: E, options: EventOptions, handler: EventHandler<E>): void;
  /** What is registered (security tests iterate it). */
  list(): readonly Readonly<Omit<Registered, 'handler'>>[];
  dispatch(socket: KindredSocket, packet: unknown[]): Promise<void>;
}

/**
 * The ids a refusal echoes back so the client can tell which send failed: its own ids under the names it sent
 * (`tempId`, `tempMessageId`), the recipient and call, and `clientMessageId` chosen as the send chooses it (explicit
 * id, top level or in `metadata`, before the temporary ones).
 */
function echo(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!raw || typeof raw !== 'object') return out;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : undefined);
  const metadata = r.metadata && typeof r.metadata === 'object' ? (r.metadata as Record<string, unknown>) : {};
  const fields: Record<string, string | undefined> = {
    clientMessageId:
      text(r.clientMessageId) ?? text(metadata.clientMessageId) ?? text(r.tempMessageId) ?? text(r.tempId),
    tempMessageId: text(r.tempMessageId),
    tempId: text(r.tempId),
    recipientId: text(r.recipientId) ?? text(r.recipient),
    callId: text(r.callId),
  };
  for (const [key, v] of Object.entries(fields)) if (v !== undefined) out[key] = v;
  return out;
}

/** The event's access rule on the member as read for it (`socket` events need none). */
function checkAccess(access: EventAccess, caller: Caller | null): void {
  if (access === 'socket') return;
  if (!caller) throw new SocketError(socketErrorMessages.authFailed, 'UNAUTHENTICATED');
  if (access === 'verified' && !caller.isVerified) {
    throw new SocketError('Please verify your email address to use this feature.', 'EMAIL_NOT_VERIFIED');
  }
  if (access === 'premium' && !caller.premium) {
    throw new SocketError('This feature requires a premium account', 'PREMIUM_REQUIRED');
  }
}

export function createEventRegistry(deps: {
  loadCaller: (memberId: string) => Promise<Caller | null>;
  limiter: EventLimiter;
  deliver: Deliver;
  log: FastifyBaseLogger;
}): EventRegistry {
  const events = new Map<ClientEventName, Registered>();
  /**
   * Each socket's member as last read for one of its events (with the row version; decision 0072). Kept here, not
   * in `socket.data`, which connection-state recovery copies into its session store (Redis, with `REDIS_URL`).
   */
  const lastRead = new WeakMap<KindredSocket, Caller>();
  /** The member read afresh for an event of `socket` (and remembered as its last read). */
  const readFresh = async (socket: KindredSocket, memberId: string): Promise<Caller | null> => {
    const read = await deps.loadCaller(memberId);
    if (read) lastRead.set(socket, read);
    else lastRead.delete(socket);
    return read;
  };

  const refuse = (
    socket: KindredSocket,
    event: string,
    entry: Registered | undefined,
    raw: unknown,
    ack: ((reply: unknown) => void) | undefined,
    message: string,
    code: ErrorCode,
    limit?: { key: MessageKey; retryAfter: number },
  ) => {
    const emit = socket.emit.bind(socket) as (event: string, payload: unknown) => void;
    // The envelope HTTP refusals use: with the message's catalogue key, so a client can show it in Hebrew, and
    // for a rate limit the seconds until a retry can succeed.
    const body = failureBody(message, code, limit?.key, limit?.retryAfter);
    const { success: _success, error: _error, ...known } = body;
    if (entry?.errorEvent) emit(entry.errorEvent, { error: message, ...known, ...echo(raw) });
    if (ack) ack(body);
    else if (!entry?.errorEvent) emit('error', { message, ...known, event });
  };

  return {
    defineEvent(name, options, handler) {
      if (events.has(name)) throw new Error(`socket event ${name} is defined twice`);
      events.set(name, { name, ...options, handler: handler as EventHandler<ClientEventName> });
    },
    list: () => [...events.values()].map(({ handler: _handler, ...rest }) => rest),
    async dispatch(socket, packet) {
      // [name, ...args, ack?] read in place (this runs for every packet: no copies, no closures of its own).
      const n = packet.length;
      const ack =
        n > 1 && typeof packet[n - 1] === 'function' ? (packet[n - 1] as (reply: unknown) => void) : undefined;
      const raw = n > (ack ? 2 : 1) ? packet[1] : undefined;
      const name = packet[0];
      const event = typeof name === 'string' ? name.slice(0, 100) : '';
      const entry = isClientEventName(event) ? events.get(event) : undefined;
      if (!entry) {
        refuse(socket, event, undefined, raw, ack, socketErrorMessages.unknownEvent, 'NOT_FOUND');
        return;
      }
      const { memberId } = socket.data;
      try {
        const taken = deps.limiter.take(memberId, entry.name, entry.rateLimit);
        const wait = typeof taken === 'number' ? taken : await taken;
        if (wait > 0) {
          const refusal = rateLimitRefusal(entry.rateLimit.name, wait);
          refuse(socket, event, entry, raw, ack, refusal.message, 'RATE_LIMITED', {
            key: refusal.messageKey,
            retryAfter: refusal.retryAfter,
          });
          return;
        }
        const parsed = clientEventSchemas[entry.name].safeParse(raw);
        if (!parsed.success) {
          // The rule's message; zod's own wording (a payload of the wrong shape) is no member's message.
          const message = cataloguedIssue(parsed.error)?.message ?? socketErrorMessages.invalidPayload;
          refuse(socket, event, entry, raw, ack, message, 'VALIDATION_ERROR');
          return;
        }
        // The member as this event sees it: read fresh, or (confirmsCaller) as last read on this socket.
        let caller: Caller | null = null;
        let fromLastRead = false;
        if (entry.access !== 'socket') {
          const remembered = entry.confirmsCaller ? lastRead.get(socket) : undefined;
          fromLastRead = Boolean(remembered?.version);
          caller = fromLastRead ? callerAt(remembered!) : await readFresh(socket, memberId);
        }
        let result: unknown;
        let after!: (() => void)[];
        for (let tries = 1; ; tries += 1) {
          // Each attempt has its own follow-ups: a failed attempt's are dropped.
          const tasks: (() => void)[] = [];
          try {
            checkAccess(entry.access, caller);
            const ctx: EventContext = {
              socket,
              hasAck: ack !== undefined,
              memberId,
              caller,
              deliver: deps.deliver,
              log: deps.log,
              afterReply(task) {
                tasks.push(task);
              },
            };
            result = await entry.handler(ctx, parsed.data);
            after = tasks;
            break;
          } catch (err) {
            // The write found the member changed since it was read (the read may be this event's own: presence
            // writes the row as a socket connects) → read again and run again. A last read may only say yes: any
            // refusal given on it is checked against a fresh read, and stands if the member is unchanged.
            const changed = err instanceof CallerChanged;
            const refusedOnLastRead = fromLastRead && (err instanceof SocketError || err instanceof HttpError);
            if (entry.access === 'socket' || tries >= 3 || !(changed || refusedOnLastRead)) throw err;
            const before = caller;
            caller = await readFresh(socket, memberId);
            fromLastRead = false;
            if (!changed && caller?.version === before?.version) throw err;
          }
        }
        if (ack) ack(result instanceof RawAck ? result.value : { success: true, data: result ?? null });
        for (const task of after) {
          try {
            task();
          } catch (err) {
            deps.log.error({ err, event }, 'socket event follow-up failed');
          }
        }
      } catch (err) {
        if (err instanceof SocketError || err instanceof HttpError) {
          refuse(socket, event, entry, raw, ack, err.message, err.code);
        } else if (isDatabaseUnavailable(err) || err instanceof CallerChanged) {
          // As over HTTP (503): the database is restarting or overloaded — temporary, the client may retry. So is
          // a member row that changed again between its fresh read and the write (a race of milliseconds).
          deps.log.warn({ err, event }, 'database unavailable');
          refuse(socket, event, entry, raw, ack, DATABASE_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
        } else {
          deps.log.error({ err, event }, 'socket event failed');
          refuse(socket, event, entry, raw, ack, socketErrorMessages.server, 'INTERNAL_ERROR');
        }
      }
    },
  };
}
