/**
 * The contract's routes as the web calls them (decision 0127): method and path, with the types of the zod entries
 * in `routes/` (imported as types only, so no zod reaches the web's bundle). The compiler checks each against its
 * entry.
 */
import { endpoint } from './http';
import type { notificationRoutes as notifications } from './routes/notifications';
import type { subscriptionRoutes as subscription } from './routes/subscription';

export const subscriptionEndpoints = {
  status: endpoint<typeof subscription.status>('GET', '/api/subscription/status'),
  upgrade: endpoint<typeof subscription.upgrade>('POST', '/api/subscription/upgrade'),
  cancel: endpoint<typeof subscription.cancel>('POST', '/api/subscription/cancel'),
};

export const notificationEndpoints = {
  list: endpoint<typeof notifications.list>('GET', '/api/notifications'),
  read: endpoint<typeof notifications.read>('PUT', '/api/notifications/read'),
  readAll: endpoint<typeof notifications.readAll>('PUT', '/api/notifications/read-all'),
  readOne: endpoint<typeof notifications.readOne>('PUT', '/api/notifications/:id/read'),
};
