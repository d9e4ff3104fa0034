import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTokenService, type TokenService } from './auth/tokens';
import { trustProxyOption, type Config } from './config/config';
import { openDatabase, type Database } from './db/client';
import { installErrorHandler } from './http/errorHandler';
import { createRealtimeServer, type RealtimeServer } from './realtime/socketServer';
import { registerHealthRoutes } from './health/routes';
import { installAccessLayer } from './access/plugin';
import { registerApiRoutes } from './routes';
import { registerOpenApi } from './docs/openapi';
import { HttpError } from './http/errors';
import { rateLimitRedisShim } from './http/redisRateLimit';
import { closeRedis, connectRedis, type RedisClient } from './lib/redis';
import { createPhotoSigner, type PhotoSigner } from './photos/urls';
import { createChangeBus, installChangeHook, type ChangeBus } from './cache/changes';

export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  realtime: RealtimeServer;
  photoSigner: PhotoSigner;
  changes: ChangeBus;
  /** The Redis command connection with `REDIS_URL`, else null (single node). */
  redis: RedisClient | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    kindred: AppContext;
  }
}

/** Builds the whole server (HTTP API, socket, static web app) without listening. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-auth-token"]'],
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const serveWeb = Boolean(config.webDist && existsSync(path.join(config.webDist, 'index.html')));
  installErrorHandler(app, { spaFallback: serveWeb });

  const database = await openDatabase(config);
  const tokens = createTokenService(config.jwtSecret);
  const realtime = await createRealtimeServer(app.server, config, tokens, app.log);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  const changes = await createChangeBus(redis, app.log);
  app.decorate('kindred', {
    config,
    database,
    tokens,
    realtime,
    photoSigner: createPhotoSigner(config.jwtSecret),
    changes,
    redis,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Shared counters across nodes when Redis is configured (decisions: Scale); a Redis outage never blocks requests.
    ...(redis ? { redis: rateLimitRedisShim(redis), nameSpace: config.rateLimitNamespace, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'Too many requests, please wait.', 'RATE_LIMITED', {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  installAccessLayer(app);
  installChangeHook(app, changes);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
  });

  app.addHook('preClose', async () => {
    realtime.io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await changes.close();
    await closeRedis(redis);
    await realtime.close();
    await database.close();
  });

  await registerOpenApi(app);
  await app.register(registerHealthRoutes);
  await registerApiRoutes(app);

  if (serveWeb && config.webDist) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false, maxAge: '1h' });
  }
  return app;
}
