import type { SubscriptionPlan } from '@kindred/core';
import { api } from '../../lib/http';

/** Reads shown fresh (never from the response cache); the screen shows its own message on failure. */
const QUIET_READ = { noCache: true, toast: false } as const;

/** GET /api/subscription/status (server subscription/routes.ts). */
export interface SubscriptionStatus {
  accountTier: 'FREE' | 'PAID' | 'FEMALE' | 'COUPLE';
  isPaid: boolean;
  isPremium: boolean;
  plan: SubscriptionPlan | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  dailyLikesRemaining?: number;
  testMode?: boolean;
  /** The server asks for the sandbox notice ("no card is charged"): only where a developer configured it. */
  testNotice?: boolean;
}

export const fetchStatus = () =>
  api<{ data: SubscriptionStatus }>('/subscription/status', QUIET_READ).then((r) => r.data);
export const upgrade = (plan: SubscriptionPlan) =>
  api<{ data: SubscriptionStatus; message?: string }>('/subscription/upgrade', {
    method: 'POST',
    body: { plan },
    toast: false,
  }).then((r) => r.data);
export const cancel = () =>
  api<{ data: SubscriptionStatus }>('/subscription/cancel', { method: 'POST', toast: false }).then((r) => r.data);
