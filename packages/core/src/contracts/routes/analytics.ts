/**
 * Page views (decisions: Analytics): counted per route of the app's route table per UTC day; nothing about the
 * member is stored.
 */
import { z } from 'zod';
import { limits } from '../../validation/limits';
import { isSafeJson } from '../../validation/rules';
import { safeTextSchema } from '../../validation/schemas';
import { flatReply, route } from '../route';

export const pageViewSchema = z.object({
  path: safeTextSchema(limits.pageViewPathMax).pipe(z.string().min(1).regex(/^\//, 'Invalid path')),
  // Sent by the client as the spec says; bounded, never stored.
  query: z
    .union([safeTextSchema(limits.pageViewQueryMax), z.record(z.string(), z.unknown())])
    .optional()
    .refine((q) => typeof q !== 'object' || isSafeJson(q, limits.pageViewQueryMax), 'Invalid request'),
});

export const analyticsRoutes = {
  pageView: route({
    method: 'POST',
    path: '/api/analytics/pageview',
    summary: 'Counts a view of the page at `path` (reduced to its route; unknown paths count as `other`).',
    body: pageViewSchema,
    reply: flatReply({}),
  }),
};
