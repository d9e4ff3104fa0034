import type { Notification } from '@kindred/core';
import { api } from '../../lib/http';
import type { NotificationRequests } from './center';
import type { ReadRequests } from './readMarks';

/** How many items the list holds (the badge caps at 9+; the panel shows the latest activity). */
export const NOTIFICATION_PAGE = 50;

/** GET /api/notifications (apps/server notifications/routes.ts): fresh, failures handled by the center. */
export const notificationRequests: NotificationRequests = {
  list: () =>
    api<{ data: Notification[] }>('/notifications', {
      query: { limit: NOTIFICATION_PAGE },
      noCache: true,
      toast: false,
    }),
};

/** PUT /api/notifications/read and /read-all (the panel's chunk). */
export const readRequests: ReadRequests = {
  read: (ids) => api('/notifications/read', { method: 'PUT', body: { ids }, toast: false }),
  readAll: () => api('/notifications/read-all', { method: 'PUT', toast: false }),
};
