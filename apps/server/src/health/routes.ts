import type { FastifyInstance } from 'fastify';

/** Liveness and readiness: `/health` (spec 000 §7) and `/api/health`, both public. */
export async function registerHealthRoutes(app: FastifyInstance) {
  const handler = async () => {
    const { database, realtime, config } = app.kindred;
    let db: 'ok' | 'down' = 'ok';
    try {
      await database.pool.query('SELECT 1');
    } catch {
      db = 'down';
    }
    return {
      success: true,
      data: {
        status: db === 'ok' ? 'ok' : 'degraded',
        database: { kind: database.kind, status: db },
        redis: config.redisUrl ? (realtime.redisConnected() ? 'ok' : 'down') : 'off',
        time: new Date().toISOString(),
      },
    };
  };
  app.get('/health', { config: { access: 'public' } }, handler);
  app.get('/api/health', { config: { access: 'public' } }, handler);
}
