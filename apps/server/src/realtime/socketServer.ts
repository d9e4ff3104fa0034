import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { Caller } from '../access/plugin';
import type { ChangeBus } from '../cache/changes';
import type { Config } from '../config/config';

export interface SocketData {
  memberId: string;
}

/** Events a connected member may send; anything else is refused by the access layer. */
const clientEvents = new Set(['ping']);

export interface RealtimeServer {
  io: Server;
  redisConnected(): boolean;
  close(): Promise<void>;
}

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

export async function createRealtimeServer(
  httpServer: HttpServer,
  config: Config,
  deps: {
    /** The one "is this token, and its member, still good" check (access/members.ts). */
    authenticate: (token: string | undefined) => Promise<Caller | null>;
    changes: ChangeBus;
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

  const io = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    adapter,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
    // Browsers do not apply CORS to WebSocket: the Origin is checked here, in the handshake.
    allowRequest: (req, callback) => callback(null, allowedOrigin(config, req.headers.origin)),
  });

  // Authentication in the handshake: the token from auth data, query or x-auth-token header (spec 000 §7).
  io.use(async (socket, next) => {
    const hs = socket.handshake;
    const raw =
      (hs.auth?.token as string | undefined) ??
      (hs.query.token as string | undefined) ??
      (hs.headers['x-auth-token'] as string | undefined);
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : undefined;
    try {
      const member = await deps.authenticate(token);
      if (!member) return next(new Error('Authentication failed'));
      (socket.data as SocketData).memberId = member.id;
      next();
    } catch (err) {
      log.warn({ err }, 'socket handshake failed');
      next(new Error('Server error'));
    }
  });

  // A deleted member, or one whose sessions all ended (password reset), keeps no open socket — on any node:
  // every node hears the notice and closes the sockets it holds.
  deps.changes.listen((change) => {
    if (change.kind !== 'account' && change.kind !== 'sessions') return;
    for (const member of change.members) io.local.in(`member:${member}`).disconnectSockets(true);
  });

  io.on('connection', (socket: Socket) => {
    const { memberId } = socket.data as SocketData;
    if (!socket.recovered) void socket.join(`member:${memberId}`);
    // Access layer for every event: unknown events are refused, malformed payloads never reach handlers.
    socket.use(([event], next) => {
      if (!clientEvents.has(event)) return next(new Error('Unknown event'));
      next();
    });
    socket.on('error', (err) => socket.emit('error', { message: err.message }));
    socket.on('ping', (...args: unknown[]) => {
      const ack = args.find((a): a is (v: unknown) => void => typeof a === 'function');
      const reply = { timestamp: Date.now() };
      if (ack) ack(reply);
      else socket.emit('pong', reply);
    });
    socket.emit('welcome', { userId: memberId });
  });

  return {
    io,
    redisConnected: () => Boolean(redis?.isReady),
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis?.isOpen) await redis.quit().catch(() => {});
    },
  };
}
