/**
 * Kindred's relational schema (drizzle). One table group per resource; migrations are generated from
 * this file with `pnpm --filter @kindred/server db:generate` and committed under apps/server/drizzle.
 * Only features PostgreSQL 15 supports (PGlite is 18, production may be 15).
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Analytics: page views counted per path per UTC day; no member attributes (decisions: Analytics). */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);
