/**
 * Page views (decisions: Analytics): counted per route of the app's route table per UTC day; no member
 * attributes are stored. Paths are reduced to their route (`/user/abc` → `/user/:id`) and every path the app
 * does not serve is counted under `other`, so an anonymous caller cannot add keys without bound. On the HTTP
 * contract (packages/core/src/contracts/routes/analytics.ts; decision 0127).
 */
import { analyticsRoutes, okFields, routeOfPath, utcDayKey } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contractRoute';
import { routeLimit } from '../http/limits';

export async function registerAnalyticsRoutes(app: FastifyInstance) {
  const m = app.kindred.config.rateLimitMultiplier;
  contractRoute(
    app,
    analyticsRoutes.pageView,
    { access: 'public', changes: [], rateLimit: routeLimit('pageViews', 120 * m, '1 minute') },
    async ({ body: { path } }) => {
      await app.kindred.database.pool.query(
        `INSERT INTO page_views (path, day, count) VALUES ($1, $2, 1)
         ON CONFLICT (path, day) DO UPDATE SET count = page_views.count + 1`,
        [routeOfPath(path), utcDayKey(Date.now())],
      );
      return okFields({});
    },
  );
}
