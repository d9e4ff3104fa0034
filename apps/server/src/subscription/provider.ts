/**
 * Payment providers (decisions: Subscription). The default sandbox approves at once and is reported as test
 * mode so the UI can label it; a real provider implements the same interface.
 */
import { newId } from '../lib/ids';

export const PLANS = {
  monthly: { amountCents: 1499, months: 1 },
  yearly: { amountCents: 14388, months: 12 },
} as const;
export type Plan = keyof typeof PLANS;

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

/** The period end after `months` whole months from `from` (UTC). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}
