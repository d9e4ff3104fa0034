/**
 * Notifications over HTTP (decisions: Notifications; decision 0022):
 *
 *   GET /api/notifications                the member's items, latest activity first (keyset), with the unread count
 *   PUT /api/notifications/read {ids}     mark these read (ids of other members' items change nothing)
 *   PUT /api/notifications/read-all       mark every item read
 *   PUT /api/notifications/:id/read       mark one read (the access layer: the caller's own item, else 404)
 *
 * Items are created by `notify()` (service.ts) from the modules that cause them; a retention job deletes items
 * 90 days after their last update.
 */
import { isValidId, notificationMessages } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, ownedOf } from '../access/plugin';
import { cursorQuery, readCursorOr400 } from '../http/cursors';
import { parseOr400 } from '../validation/core';
import { createNotifications, runNotificationRetentionJob } from './service';

/** How often old items are swept. */
export const NOTIFICATION_RETENTION_INTERVAL_MS = 60 * 60_000;

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: cursorQuery,
  unread: z.enum(['true', 'false']).optional(),
});
const idsBody = z.object({
  ids: z.array(z.string().refine(isValidId, notificationMessages.invalidId)).min(1).max(500),
});

export async function registerNotificationRoutes(app: FastifyInstance) {
  const pool = () => app.kindred.database.pool;
  const notifications = createNotifications({ deliver: app.kindred.realtime.deliver });

  app.get('/api/notifications', { config: { access: 'member' } }, async (request) => {
    const q = parseOr400(listQuery, request.query);
    const memberId = callerOf(request).id;
    // The unread view pages its own list: its cursors are not the full list's.
    const scope = `${memberId}\n${q.unread === 'true' ? 'unread' : 'all'}`;
    const result = await notifications.list(pool(), memberId, {
      limit: q.limit,
      unreadOnly: q.unread === 'true',
      cursor: readCursorOr400(app.kindred.cursors, 'notifications', q.cursor, scope),
      cursorFor: (at) => app.kindred.cursors.write('notifications', at, scope),
    });
    return { success: true, ...result };
  });

  // Literal paths before the :id one.
  app.put('/api/notifications/read', { config: { access: 'member', changes: [] } }, async (request) => {
    const { ids } = parseOr400(idsBody, request.body);
    const caller = callerOf(request);
    const updated = await notifications.markRead(
      pool(),
      caller.id,
      ids.map((id) => id.toLowerCase()),
    );
    return { success: true, updated, unreadCount: await notifications.unreadCount(pool(), caller.id) };
  });

  app.put('/api/notifications/read-all', { config: { access: 'member', changes: [] } }, async (request) => {
    const caller = callerOf(request);
    const updated = await notifications.markRead(pool(), caller.id, 'all');
    return { success: true, updated, unreadCount: 0 };
  });

  app.put(
    '/api/notifications/:id/read',
    { config: { access: 'member', owns: 'notification', changes: [], idMessage: notificationMessages.invalidId } },
    async (request) => {
      const caller = callerOf(request);
      const updated = await notifications.markRead(pool(), caller.id, [ownedOf(request).id]);
      return { success: true, updated, unreadCount: await notifications.unreadCount(pool(), caller.id) };
    },
  );

  // The retention job: shortly after start, then hourly. Several nodes may run it.
  const tick = () =>
    runNotificationRetentionJob(pool(), new Date()).catch((err: unknown) =>
      app.log.warn({ err }, 'notification retention job failed'),
    );
  const first = setTimeout(() => void tick(), 10_000);
  const timer = setInterval(() => void tick(), NOTIFICATION_RETENTION_INTERVAL_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
