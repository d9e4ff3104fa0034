/**
 * Notifications over HTTP (decisions: Notifications; decision 0022):
 *
 *   GET /api/notifications                the member's items, latest activity first (keyset), with the unread count
 *   PUT /api/notifications/read {ids}     mark these read (ids of other members' items change nothing)
 *   PUT /api/notifications/read-all       mark every item read
 *   PUT /api/notifications/:id/read       mark one read (the access layer: the caller's own item, else 404)
 *
 * Items are created by `notify()` (service.ts) from the modules that cause them; a retention job deletes items
 * 90 days after their last update (jobs/notificationRetention.ts).
 */
import { notificationMessages, notificationRoutes, ok, okFields } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { callerOf, ownedOf } from '../access/plugin';
import { contractRoute } from '../http/contractRoute';
import { readCursorOr400 } from '../http/cursors';

export async function registerNotificationRoutes(app: FastifyInstance) {
  const pool = () => app.kindred.database.pool;
  const { notifications } = app.kindred.services;

  contractRoute(app, notificationRoutes.list, { access: 'member' }, async ({ query: q }, request) => {
    const memberId = callerOf(request).id;
    // The unread view pages its own list: its cursors are not the full list's.
    const scope = `${memberId}\n${q.unread === 'true' ? 'unread' : 'all'}`;
    const result = await notifications.list(pool(), memberId, {
      limit: q.limit,
      unreadOnly: q.unread === 'true',
      cursor: readCursorOr400(app.kindred.cursors, 'notifications', q.cursor, scope),
      cursorFor: (at) => app.kindred.cursors.write('notifications', at, scope),
    });
    return ok(result.data, { unreadCount: result.unreadCount, hasMore: result.hasMore, nextCursor: result.nextCursor });
  });

  // Literal paths before the :id one.
  contractRoute(app, notificationRoutes.read, { access: 'member', changes: [] }, async ({ body: { ids } }, request) => {
    const caller = callerOf(request);
    const updated = await notifications.markRead(
      pool(),
      caller.id,
      ids.map((id) => id.toLowerCase()),
    );
    return okFields({ updated, unreadCount: await notifications.unreadCount(pool(), caller.id) });
  });

  contractRoute(app, notificationRoutes.readAll, { access: 'member', changes: [] }, async (_input, request) => {
    const caller = callerOf(request);
    const updated = await notifications.markRead(pool(), caller.id, 'all');
    return okFields({ updated, unreadCount: 0 });
  });

  contractRoute(
    app,
    notificationRoutes.readOne,
    { access: 'member', owns: 'notification', changes: [], idMessage: notificationMessages.invalidId },
    async (_input, request) => {
      const caller = callerOf(request);
      const updated = await notifications.markRead(pool(), caller.id, [ownedOf(request).id]);
      return okFields({ updated, unreadCount: await notifications.unreadCount(pool(), caller.id) });
    },
  );
}
