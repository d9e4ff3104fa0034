import type { Notification } from '@kindred/core';
import { api } from '../../lib/http';
import type { NotificationRequests } from './center';

/** How many items the list holds (the badge caps at 9+; the panel shows the latest activity). */
export const NOTIFICATION_PAGE = 50;

/** The notifications API (apps/server notifications/routes.ts); reads fresh, failures handled by the caller. */
export const notificationRequests: NotificationRequests = {
  list: () =>
    api<{ data: Notification[] }>('/notifications', {
      query: { limit: NOTIFICATION_PAGE },
      noCache: true,
      toast: false,
    }),
  read: (ids) => api('/notifications/read', { method: 'PUT', body: { ids }, toast: false }),
  readAll: () => api('/notifications/read-all', { method: 'PUT', toast: false }),
};
