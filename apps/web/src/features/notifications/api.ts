import { notificationEndpoints } from '@kindred/core';
import { call } from '../../lib/call';
import type { NotificationRequests } from './center';
import type { ReadRequests } from './readMarks';

/** How many items the list holds (the badge caps at 9+; the panel shows the latest activity). */
export const NOTIFICATION_PAGE = 50;

/** GET /api/notifications (the HTTP contract's notifications area): fresh, failures handled by the center. */
export const notificationRequests: NotificationRequests = {
  list: () =>
    call(notificationEndpoints.list, { query: { limit: NOTIFICATION_PAGE } }, { noCache: true, toast: false }),
};

/** PUT /api/notifications/read and /read-all (the panel's chunk). */
export const readRequests: ReadRequests = {
  read: (ids) => call(notificationEndpoints.read, { body: { ids } }, { toast: false }),
  readAll: () => call(notificationEndpoints.readAll, {}, { toast: false }),
};
