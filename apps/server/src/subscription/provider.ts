/**
 * Payment providers (decisions: Subscription). The default sandbox approves at once and is reported as test
 * mode so the UI can label it; a real provider implements the same interface. Prices come from @kindred/core.
 */
import { periodEnd, planDetails } from '@kindred/core';
import { newId } from '../lib/ids';

export type Plan = keyof typeof planDetails;
export const PLANS = planDetails;

export interface ChargeResult {
  ok: boolean;
  reference: string;
  error?: string;
}

export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  charge(input: { userId: string; plan: Plan; amountCents: number }): Promise<ChargeResult>;
}

export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  testMode: true,
  async charge() {
    return { ok: true, reference: `sandbox_${newId()}` };
  },
};

/** The end of the next billing period starting at `from`. */
export const nextPeriodEnd = (plan: Plan, from: Date): Date => new Date(periodEnd(plan, from.getTime()));
