/**
 * Page views (decisions: Analytics): counted per route of the app's route table per UTC day; no member
 * attributes are stored. Paths are reduced to their route (`/user/abc` → `/user/:id`) and every path the app
 * does not serve is counted under `other`, so an anonymous caller cannot add keys without bound.
 */
import { isSafeJson, limits, routeOfPath, safeTextSchema, utcDayKey } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../validation/core';
import { routeLimit } from '../http/limits';

const pageview = z.object({
  path: safeTextSchema(limits.pageViewPathMax).pipe(z.string().min(1).regex(/^\//, 'Invalid path')),
  // Sent by the client as the spec says; bounded, never stored.
  query: z
    .union([safeTextSchema(limits.pageViewQueryMax), z.record(z.string(), z.unknown())])
    .optional()
    .refine((q) => typeof q !== 'object' || isSafeJson(q, limits.pageViewQueryMax), 'Invalid request'),
});

export async function registerAnalyticsRoutes(app: FastifyInstance) {
  const m = app.kindred.config.rateLimitMultiplier;
  app.post(
    '/api/analytics/pageview',
    { config: { access: 'public', changes: [], rateLimit: routeLimit('pageViews', 120 * m, '1 minute') } },
    async (request) => {
      const { path } = parseOr400(pageview, request.body);
      await app.kindred.database.pool.query(
        `INSERT INTO page_views (path, day, count) VALUES ($1, $2, 1)
         ON CONFLICT (path, day) DO UPDATE SET count = page_views.count + 1`,
        [routeOfPath(path), utcDayKey(Date.now())],
      );
      return { success: true };
    },
  );
}
