import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Liveness and readiness: `/health` (docs/product/public-pages.md) and `/api/health`, both public. 503 while the database does
 * not answer (the pool's query timeout bounds the wait), so a load balancer or a member's client can tell.
 */
export async function registerHealthRoutes(app: FastifyInstance) {
  const handler = async (_request: unknown, reply: FastifyReply) => {
    const { database, realtime, config } = app.kindred;
    let db: 'ok' | 'down' = 'ok';
    try {
      await database.pool.query('SELECT 1');
    } catch {
      db = 'down';
    }
    if (db === 'down') void reply.status(503).header('retry-after', '5');
    return {
      success: db === 'ok',
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
