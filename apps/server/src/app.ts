import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTokenService, type TokenService } from './auth/tokens';
import type { Config } from './config/config';
import { openDatabase, type Database } from './db/client';
import { installErrorHandler } from './http/errorHandler';
import { createRealtimeServer, type RealtimeServer } from './realtime/socketServer';
import { registerHealthRoutes } from './health/routes';

export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  realtime: RealtimeServer;
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
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  installErrorHandler(app);

  const database = await openDatabase(config);
  const tokens = createTokenService(config.jwtSecret);
  const realtime = await createRealtimeServer(app.server, config, tokens, app.log);
  app.decorate('kindred', { config, database, tokens, realtime });

  app.addHook('preClose', async () => {
    realtime.io.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await realtime.close();
    await database.close();
  });

  await app.register(registerHealthRoutes);

  if (config.webDist && existsSync(path.join(config.webDist, 'index.html'))) {
    await registerWebApp(app, config.webDist);
  }
  return app;
}

/** Serves the built web app; any non-API path falls back to index.html for client routing. */
async function registerWebApp(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    if (
      request.method !== 'GET' ||
      url.startsWith('/api/') ||
      url.startsWith('/socket.io') ||
      url.startsWith('/uploads/')
    ) {
      return reply.status(404).send({ success: false, error: 'Not found', code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
