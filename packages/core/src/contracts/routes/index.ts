/** Every route of the HTTP contract (decision 0127), area by area; the areas not yet here are hand-written. */
import type { RouteContract } from '../route';
import { notificationRoutes } from './notifications';
import { subscriptionRoutes } from './subscription';

export { CURSOR_MAX_LENGTH, cursorQuery } from './common';
export { notificationItemSchema, notificationRoutes, type NotificationItem } from './notifications';
export { subscriptionRoutes, subscriptionStatusSchema } from './subscription';

export const contractRoutes: readonly RouteContract[] = [
  ...Object.values(subscriptionRoutes),
  ...Object.values(notificationRoutes),
];
