import { subscriptionEndpoints, type SubscriptionPlan } from '@kindred/core';
import { call } from '../../lib/call';

/** The subscription status: the contract's one shape (core contracts/routes/subscription.ts). */
export type { SubscriptionStatus } from '@kindred/core';

/** Reads shown fresh (never from the response cache); the screen shows its own message on failure. */
const QUIET_READ = { noCache: true, toast: false } as const;

export const fetchStatus = () => call(subscriptionEndpoints.status, {}, QUIET_READ).then((r) => r.data);
export const upgrade = (plan: SubscriptionPlan) =>
  call(subscriptionEndpoints.upgrade, { body: { plan } }, { toast: false }).then((r) => r.data);
export const cancel = () => call(subscriptionEndpoints.cancel, {}, { toast: false }).then((r) => r.data);
