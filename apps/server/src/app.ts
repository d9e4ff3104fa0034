import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createRevocations } from './auth/revocation';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService } from './auth/tokens';
import { trustProxyOption, type Config } from './config/config';
import { prepareMaintenance } from './db/maintenance';
import { openDatabase } from './db/client';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './http/errorHandler';
import { createRealtimeServer } from './realtime/socketServer';
import { registerHealthRoutes } from './health/routes';
import { installAccessLayer } from './access/plugin';
import { groupedCallerLoader, memberForToken } from './access/members';
import { registerApiRoutes } from './routes';
import { createPresence, resetPresence } from './presence/presence';
import { registerOpenApi } from './docs/openapi';
import { createCursorCodec } from './http/cursors';
import { HttpError } from './http/errors';
import { acceptMultipartAsNoBody } from './http/uploads';
import { rateLimitRedisShim } from './http/redisRateLimit';
import { closeRedis, connectRedis } from './lib/redis';
import { createPhotoSigner } from './photos/urls';
import { createChangeBus, installChangeHook } from './cache/changes';
import { installSecurityHeaders, loadWebApp, registerWebApp } from './web/serve';
import { buildServices } from './services';
import { serverJobs } from './jobs/serverJobs';
import { createScheduler } from './jobs/scheduler';

export type { AppContext } from './context';

/** Fastify's options for Kindred's server (also those of bench:api's route set up like it, bench/bareServer.ts). */
export function fastifyOptions(config: Pick<Config, 'logLevel' | 'trustProxy'>) {
  return {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-auth-token"]'],
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Ids of any sane length reach their route's validation (400 'Invalid user ID', not the web app's 404).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8192 },
    frameworkErrors,
    clientErrorHandler,
  } satisfies FastifyServerOptions;
}

/** What every route of the server runs besides the access layer: the error envelope and the security headers. */
export function installReplyBasics(app: FastifyInstance, options: { scriptHashes: string[]; publicUrl: string }): void {
  installErrorHandler(app);
  installSecurityHeaders(app, options);
}

/** Builds the whole server (HTTP API, socket, static web app) without listening. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config));
  // The built web app, loaded once (web/serve.ts, decision 0042); null without a build (API only).
  const web = config.webDist ? loadWebApp(config.webDist) : null;
  installReplyBasics(app, { scriptHashes: web?.inlineScriptHashes ?? [], publicUrl: config.publicUrl });

  const database = await openDatabase(config, {
    log: app.log,
    onFatal: (error) => {
      app.log.fatal(error.message);
      console.error(
        `\n  Kindred stopped: ${error.message}\n  Check the disk and ${config.dataDir}/pglite, then start again.\n`,
      );
      process.exit(1);
    },
  });
  // Vacuum and analyze where the database does not (PGlite, autovacuum off): db/maintenance.ts, run as a job.
  const maintenance = await prepareMaintenance(database, app.log);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : null;
  const changes = await createChangeBus(redis, app.log);
  // Revoked access tokens (logout, password reset, deletion), heard from every node; checked on each verification.
  const revocations = createRevocations({ changes, tokenTtlMs: ACCESS_TOKEN_TTL_SECONDS * 1000, log: app.log });
  await revocations.load(database.pool);
  const tokens = createTokenService(config.jwtSecret, { isRevoked: revocations.isTokenRevoked });
  const realtime = await createRealtimeServer(
    app.server,
    config,
    {
      authenticate: (token) => memberForToken({ tokens, pool: database.pool }, token),
      loadCaller: groupedCallerLoader(() => database.pool),
      revocations,
      redis,
    },
    app.log,
  );
  if (!redis) await resetPresence(database.pool);
  const presence = createPresence({
    pool: () => database.pool,
    redis,
    realtime,
    graceMs: config.presenceGraceMs,
    namespace: config.rateLimitNamespace,
    changes,
    log: app.log,
  });
  // The one composition root: the shared services (services.ts) and the periodic jobs on them (jobs/).
  const services = buildServices({ config, database, realtime, presence, redis, log: app.log });
  const jobs = createScheduler(serverJobs({ config, database, maintenance, changes, services }), app.log);
  app.decorate('kindred', {
    config,
    database,
    tokens,
    revocations,
    realtime,
    presence,
    photoSigner: createPhotoSigner(config.jwtSecret),
    cursors: createCursorCodec(config.jwtSecret),
    changes,
    redis,
    services,
    jobs,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Shared counters across nodes when Redis is configured (decisions: Scale); a Redis outage never blocks requests.
    ...(redis ? { redis: rateLimitRedisShim(redis), nameSpace: config.rateLimitNamespace, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'Too many requests, please wait.', 'RATE_LIMITED', {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  // Multipart bodies are parsed on the upload routes alone (http/uploads.ts, decision 0230).
  acceptMultipartAsNoBody(app);
  installAccessLayer(app);
  installChangeHook(app, changes);
  // nosniff and no-store on API replies: with the security headers (web/serve.ts), in one hook.

  app.addHook('preClose', async () => {
    realtime.io.disconnectSockets(true);
  });
  // Jobs run while the server is up: from ready (listen, or the first inject) to close.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    jobs.stop();
    services.close();
    await changes.close();
    await presence.close();
    await closeRedis(redis);
    await realtime.close();
    await database.close();
  });

  await registerOpenApi(app);
  await app.register(registerHealthRoutes);
  await registerApiRoutes(app);

  if (web) registerWebApp(app, web);
  return app;
}
