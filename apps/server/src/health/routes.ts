import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Liveness and readiness: `/health` (docs/product/public-pages.md) and `/api/health`, both public. 503 while the database does
 * not answer (the pool's query timeout bounds the wait), so a load balancer or a member's client can tell.
 */
export async function registerHealthRoutes(app: FastifyInstance) {
  // DEBUG_EVENT_LOOP=1 (never in production): the event loop's delay since the previous health call, for the
  // realtime benchmark's slices.
  const resolutionMs = 10;
  const loop = app.kindred.config.debugEventLoop ? monitorEventLoopDelay({ resolution: resolutionMs }) : null;
  loop?.enable();
  app.addHook('onClose', async () => loop?.disable());
  const loopDelay = () => {
    if (!loop) return {};
    // The histogram holds each sampling interval's length: the delay is what exceeds the resolution.
    const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - resolutionMs) * 100) / 100);
    const delay = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
    loop.reset();
    return { eventLoopDelayMs: delay };
  };
  // The same switch: the process's memory (heap, external, array buffers), after a full collection when asked
  // (`?gc=1`, with node's --expose-gc) — what the realtime benchmark reads around its idle sockets.
  const memory = (request: { query?: unknown }) => {
    if (!loop) return {};
    const gc = (globalThis as { gc?: () => void }).gc;
    if ((request.query as { gc?: string } | undefined)?.gc === '1' && gc) gc();
    return { memory: process.memoryUsage() };
  };
  const handler = async (request: { query?: unknown }, reply: FastifyReply) => {
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
        ...loopDelay(),
        ...memory(request),
      },
    };
  };
  app.get('/health', { config: { access: 'public' } }, handler);
  app.get('/api/health', { config: { access: 'public' } }, handler);
}
