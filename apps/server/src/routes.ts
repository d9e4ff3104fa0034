import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account/routes';
import { registerAnalyticsRoutes } from './analytics/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCallRoutes } from './calls/routes';
import { registerMessageRoutes } from './messages/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerSubscriptionRoutes } from './subscription/routes';
import { registerPhotoAccessRoutes } from './photoAccess/routes';
import { registerPhotoRoutes } from './photos/routes';
import { registerSafetyRoutes } from './safety/routes';
import { registerStoryRoutes } from './stories/routes';
import { registerUserRoutes } from './users/routes';
import { registerOnlineTeaserRoute } from './users/onlineTeaser';

/**
 * Every API module, in one place. Literal paths are registered before parameter paths of the same prefix
 * (conventions: `/api/users/blocked` before `/api/users/:id`); find-my-way also prefers static segments.
 */
export async function registerApiRoutes(app: FastifyInstance) {
  // The refresh cookie (path /api/auth) is read and written by the session routes and cleared by account deletion
  // alone: the cookie plugin and its two hooks are theirs, not every request's (decision 0230).
  await app.register(async (withCookies) => {
    await withCookies.register(fastifyCookie);
    await registerAuthRoutes(withCookies);
    await registerAccountRoutes(withCookies);
  });
  await registerPhotoRoutes(app);
  await registerPhotoAccessRoutes(app);
  await registerOnlineTeaserRoute(app);
  await registerUserRoutes(app);
  await registerSafetyRoutes(app);
  await registerSubscriptionRoutes(app);
  await registerAnalyticsRoutes(app);
  await registerMessageRoutes(app);
  await registerStoryRoutes(app);
  await registerNotificationRoutes(app);
  await registerCallRoutes(app);
}
