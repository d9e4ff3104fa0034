/** Subscription plans and prices (docs/product/subscription.md; decisions: Subscription). Money is in cents. */
import type { SubscriptionPlan } from '../validation/rules';

export interface PlanDetails {
  readonly plan: SubscriptionPlan;
  /** What is charged per billing period. */
  readonly priceCents: number;
  /** The per-month figure shown on the card. */
  readonly monthlyCents: number;
  readonly period: 'month' | 'year';
  readonly savingPercent: number;
}

export const planDetails: Readonly<Record<SubscriptionPlan, PlanDetails>> = {
  monthly: { plan: 'monthly', priceCents: 1499, monthlyCents: 1499, period: 'month', savingPercent: 0 },
  yearly: { plan: 'yearly', priceCents: 14388, monthlyCents: 1199, period: 'year', savingPercent: 20 },
};

export const subscriptionMessages = {
  upgraded: 'Successfully upgraded to {plan} plan!',
  canceled: 'Subscription successfully canceled',
  upgradeFailed: 'Failed to upgrade subscription',
  cancelFailed: 'Failed to cancel subscription',
  invalidAction: 'Invalid action type',
  statusFailed: 'Could not verify subscription status',
  loadFailed: 'Could not load subscription information',
  paymentFailed: 'Payment failed',
} as const;

/** `$14.99` style text. */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The yearly saving against paying monthly for 12 months, in whole percent (rounded). */
export function yearlySavingPercent(): number {
  const monthlyForAYear = planDetails.monthly.priceCents * 12;
  return Math.round((1 - planDetails.yearly.priceCents / monthlyForAYear) * 100);
}

/** End of the billing period starting at `startMs` (UTC calendar; the day is clamped to the month's length). */
export function periodEnd(plan: SubscriptionPlan, startMs: number): number {
  const start = new Date(startMs);
  const months = plan === 'monthly' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
    start.getUTCMilliseconds(),
  );
}
