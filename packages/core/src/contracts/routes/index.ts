/** Every route of the HTTP contract (decision 0127), area by area; the areas not yet here are hand-written. */
import type { RouteContract } from '../route';
import { subscriptionRoutes } from './subscription';

export { subscriptionRoutes, subscriptionStatusSchema } from './subscription';

export const contractRoutes: readonly RouteContract[] = [...Object.values(subscriptionRoutes)];
