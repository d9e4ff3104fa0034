/**
 * The socket.io server, typed with the event maps of @kindred/core. The handshake authenticates (the token from
 * the handshake auth data, the query, or the x-auth-token header — docs/product/messaging.md), checks the Origin against the
 * configured public origin, and checks a claimed member id against the token; refusals reach the client as
 * `connect_error` with the spec's messages. Each socket joins its member's room (deliver.ts) and lives until its
 * access token expires (one sweep a second closes the expired) unless the client sends a fresh one with
 * `authenticate` (decision 0020). What each idle socket holds is kept small (decision 0195). Every client
 * event goes through the event layer (events.ts).
 */
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { isValidId, socketErrorMessages } from '@kindred/core';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Caller } from '../access/plugin';
import type { Revocations } from '../auth/revocation';
import type { Config } from '../config/config';
import type { RedisClient } from '../lib/redis';
import { coalesceWrites, type EngineConnection } from './coalesce';
import { createDeliver, createPublish, joinMemberRoom, localSocketsOf, type Deliver, type Publish } from './deliver';
import { createEventRegistry, RawAck, SocketError, type EventRegistry } from './events';
import { createEventLimiter, type EventLimiter } from './rateLimit';
import type { KindredServer, KindredSocket, SocketData } from './socketTypes';

export type { KindredServer, KindredSocket, SocketData };
import { boundedRecoveryAdapter } from './recoveryBuffer';

export interface RealtimeServer {
  io: KindredServer;
  deliver: Deliver;
  /** `deliver`, resolving once the event cannot be lost with this node (in Redis with several nodes). */
  publish: Publish;
  /** Several nodes share events through Redis. */
  clustered: boolean;
  defineEvent: EventRegistry['defineEvent'];
  /** The registered client events with their access rule and limit. */
  events: EventRegistry['list'];
  /** Per-member event limits (an HTTP route doing what an event does shares the event's count). */
  limiter: EventLimiter;
  /** Called for every authenticated socket once it joined its member's room (presence, calls). */
  onSocket(listener: (socket: KindredSocket) => void): void;
  /** Called when a socket of `onSocket` disconnects (one shared listener per socket, not one closure per module). */
  onDisconnect(listener: (socket: KindredSocket) => void): void;
  redisConnected(): boolean;
  close(): Promise<void>;
}

/** engine.io's heartbeat (decision 0196): 40 s + 20 s = the spec's 60 s heartbeat timeout (000 §4). */
const PING_INTERVAL_MS = 40_000;
const PING_TIMEOUT_MS = 20_000;

function allowedOrigin(config: Config, origin: string | undefined): boolean {
  if (!origin) return true; // non-browser clients (tests, native) send none
  try {
    const o = new URL(origin);
    const pub = new URL(config.publicUrl);
    if (o.host === pub.host) return true;
    return (
      ['127.0.0.1', 'localhost', '[::1]'].includes(o.hostname) && ['127.0.0.1', 'localhost'].includes(pub.hostname)
    );
  } catch {
    return false;
  }
}

const firstString = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : undefined;

/** The token of a handshake: auth data, then query, then the x-auth-token header; `Bearer ` stripped. */
function handshakeToken(socket: Socket): string | undefined {
  const hs = socket.handshake;
  const auth = (hs.auth ?? {}) as Record<string, unknown>;
  const raw = firstString(auth.token) ?? firstString(hs.query.token) ?? firstString(hs.headers['x-auth-token']);
  const token = raw?.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}

function refusal(message: string, code: string): Error & { data: { code: string } } {
  return Object.assign(new Error(message), { data: { code } });
}

/** What a socket keeps of its verified token: expiry (ms), session and issue time. */
function tokenFacts(token: string): Pick<SocketData, 'expiresAt' | 'sid' | 'iat'> {
  const { exp, iat, sid } = decodeJwt(token);
  return {
    expiresAt: typeof exp === 'number' ? exp * 1000 : 0,
    sid: typeof sid === 'string' ? sid : null,
    iat: typeof iat === 'number' ? iat : 0,
  };
}

export async function createRealtimeServer(
  httpServer: HttpServer,
  config: Config,
  deps: {
    /** The one "is this token, and its member, still good" check (access/members.ts). */
    authenticate: (token: string | undefined) => Promise<Caller | null>;
    /** The member, loaded fresh for an event (null: gone or suspended). */
    loadCaller: (memberId: string) => Promise<Caller | null>;
    /** Revoked sessions and members (logout, password reset, deletion), heard from every node. */
    revocations: Revocations;
    /** The server's Redis command connection (shared event limits), or null. */
    redis: RedisClient | null;
  },
  log: FastifyBaseLogger,
): Promise<RealtimeServer> {
  let redis: ReturnType<typeof createClient> | null = null;
  let adapter: ReturnType<typeof createAdapter> | undefined;
  if (config.redisUrl) {
    redis = createClient({ url: config.redisUrl });
    redis.on('error', (err) => log.warn({ err }, 'redis error'));
    await redis.connect();
    adapter = createAdapter(redis);
  }

  const io: KindredServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Without Redis: socket.io's own adapter, its recovery buffer bounded (recoveryBuffer.ts).
    adapter: adapter ?? boundedRecoveryAdapter(config.socketRecoveryEvents),
    // A recovered socket runs the handshake again (skipMiddlewares: false): a token that expired or a member who
    // was deleted while the connection was down must not come back through recovery.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    // engine.io's heartbeat (decision 0196): a ping every 40 s, a pong within 20 s — a silent peer is dropped after
    // 60 s on either side, the spec's heartbeat timeout (000 §4), where the defaults (25 s + 20 s) pinged every idle
    // socket 1.6× as often. The client learns both from the handshake.
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
  });
  // One write per connection per tick, whatever number of frames (coalesce.ts, decision 0190).
  io.engine.on('connection', (conn: EngineConnection) => coalesceWrites(conn));
  const deliver = createDeliver(io as unknown as Server);
  const publish = createPublish(io as unknown as Server);
  const limiter = createEventLimiter({
    redis: deps.redis,
    multiplier: config.rateLimitMultiplier,
    namespace: config.rateLimitNamespace,
  });
  const registry = createEventRegistry({ loadCaller: deps.loadCaller, limiter, deliver, log });
  const socketListeners: ((socket: KindredSocket) => void)[] = [];
  const disconnectListeners: ((socket: KindredSocket) => void)[] = [];

  // What an idle socket costs (decision 0195): nothing per socket that one shared thing can do — no timer of its own
  // (one sweep closes the expired ones), no closures of its own for `disconnect` (one shared function, `this` is the
  // socket), and not its handshake's token once connected.

  /** At expiry the transport closes; the client reconnects with its current token (or is refused). */
  const EXPIRY_SWEEP_MS = 1000;
  const expirySweep = setInterval(() => {
    const now = Date.now();
    for (const socket of io.of('/').sockets.values()) if (socket.data.expiresAt <= now) socket.conn.close();
  }, EXPIRY_SWEEP_MS);
  expirySweep.unref();

  function onDisconnect(this: KindredSocket) {
    for (const listener of disconnectListeners) {
      try {
        listener(this);
      } catch (err) {
        log.warn({ err }, 'socket disconnect listener failed');
      }
    }
  }

  // The handshake. Browsers do not apply CORS to WebSocket: the Origin is checked here, and a refusal reaches the
  // client as connect_error with its message.
  io.use(async (socket, next) => {
    if (!allowedOrigin(config, socket.handshake.headers.origin)) {
      return next(refusal(socketErrorMessages.origin, 'FORBIDDEN'));
    }
    const token = handshakeToken(socket);
    if (!token) return next(refusal(socketErrorMessages.missingToken, 'UNAUTHENTICATED'));
    const auth = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    const claimed = firstString(auth.userId) ?? firstString(socket.handshake.query.userId);
    if (claimed !== undefined && !isValidId(claimed)) {
      return next(refusal(socketErrorMessages.invalidUserId, 'INVALID_ID'));
    }
    try {
      const member = await deps.authenticate(token);
      if (!member) return next(refusal(socketErrorMessages.authFailed, 'UNAUTHENTICATED'));
      if (claimed !== undefined && claimed.toLowerCase() !== member.id) {
        return next(refusal(socketErrorMessages.invalidUserId, 'INVALID_ID'));
      }
      socket.data.memberId = member.id;
      Object.assign(socket.data, tokenFacts(token));
      next();
    } catch (err) {
      log.warn({ err }, 'socket handshake failed');
      next(refusal(socketErrorMessages.server, 'INTERNAL_ERROR'));
    }
  });

  // A logout, a password reset or a deleted account closes the sockets opened with a token that is now revoked —
  // on every node: each hears the revocation and closes the sockets it holds.
  deps.revocations.onRevoked((revoked) => {
    if (!revoked.members.length) return;
    localSocketsOf(io, revoked.members)
      .then((sockets) => {
        for (const socket of sockets) {
          const { memberId, sid, iat } = socket.data;
          if (deps.revocations.isTokenRevoked({ sub: memberId, sid, iat })) socket.disconnect(true);
        }
      })
      .catch((err) => log.warn({ err }, 'closing revoked sockets failed'));
  });

  io.on('connection', (socket) => {
    const { memberId } = socket.data;
    joinMemberRoom(socket as unknown as Socket, memberId);
    // Every packet goes through the event layer; nothing is registered with socket.on.
    socket.use((packet) => void registry.dispatch(socket, packet));
    socket.on('disconnect', onDisconnect);
    for (const listener of socketListeners) {
      try {
        listener(socket);
      } catch (err) {
        log.warn({ err }, 'socket listener failed');
      }
    }
    socket.emit('welcome', { userId: memberId, serverTime: Date.now() });
    // The handshake has been checked: its token (~250 bytes a socket) is not kept for the socket's life (a
    // recovered socket runs the handshake again with the token it sends then).
    const { token: _token, ...auth } = (socket.handshake.auth ?? {}) as Record<string, unknown>;
    socket.handshake.auth = auth;
  });

  // Events every socket has: the heartbeat and re-authentication.
  registry.defineEvent(
    'ping',
    { access: 'socket', rateLimit: { max: 20, windowMs: 60_000, name: 'connection' } },
    (ctx) => {
      const pong = { time: Date.now() };
      if (ctx.hasAck) return new RawAck(pong);
      ctx.socket.emit('pong', pong);
      return undefined;
    },
  );
  registry.defineEvent(
    'authenticate',
    { access: 'socket', rateLimit: { max: 10, windowMs: 60_000, name: 'connection' } },
    async (ctx, { token }) => {
      const member = await deps.authenticate(token);
      if (!member || member.id !== ctx.memberId) {
        ctx.socket.emit('auth_error', { message: socketErrorMessages.authFailed });
        ctx.socket.disconnect(true);
        throw new SocketError(socketErrorMessages.authFailed, 'UNAUTHENTICATED');
      }
      // The expiry sweep reads the new expiry.
      Object.assign(ctx.socket.data, tokenFacts(token));
      return { expiresAt: ctx.socket.data.expiresAt };
    },
  );

  return {
    io,
    deliver,
    publish,
    clustered: Boolean(adapter),
    defineEvent: registry.defineEvent,
    events: registry.list,
    limiter,
    onSocket: (listener) => void socketListeners.push(listener),
    onDisconnect: (listener) => void disconnectListeners.push(listener),
    redisConnected: () => Boolean(redis?.isReady),
    close: async () => {
      clearInterval(expirySweep);
      limiter.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis?.isOpen) await redis.quit().catch(() => {});
    },
  };
}
