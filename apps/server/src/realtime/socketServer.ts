import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Server as HttpServer } from 'node:http';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import type { TokenService } from '../auth/tokens';
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
  tokens: TokenService,
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
    const memberId = await tokens.verify(token);
    if (!memberId) return next(new Error('Authentication failed'));
    (socket.data as SocketData).memberId = memberId;
    next();
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
