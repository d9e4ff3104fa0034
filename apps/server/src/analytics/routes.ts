/**
 * Page views (decisions: Analytics): counted per path per UTC day; no member attributes are stored.
 */
import { utcDayKey } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../validation/core';

const pageview = z.object({
  path: z.string().min(1).max(300).regex(/^\//, 'Invalid path'),
  query: z.union([z.string().max(2000), z.record(z.string(), z.unknown())]).optional(),
});

/** Ids in paths are collapsed so counts group by screen, and nothing identifies a member. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.replace(/\/[0-9a-fA-F]{24}(?=\/|$)/g, '/:id').slice(0, 200) || '/';
}

export async function registerAnalyticsRoutes(app: FastifyInstance) {
  const m = app.kindred.config.rateLimitMultiplier;
  app.post(
    '/api/analytics/pageview',
    { config: { access: 'public', changes: [], rateLimit: { max: 120 * m, timeWindow: '1 minute' } } },
    async (request) => {
      const { path } = parseOr400(pageview, request.body);
      await app.kindred.database.pool.query(
        `INSERT INTO page_views (path, day, count) VALUES ($1, $2, 1)
         ON CONFLICT (path, day) DO UPDATE SET count = page_views.count + 1`,
        [normalisePath(path), utcDayKey(Date.now())],
      );
      return { success: true };
    },
  );
}
