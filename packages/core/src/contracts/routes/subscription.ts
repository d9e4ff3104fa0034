/**
 * The subscription area's routes (docs/product/subscription.md; decisions: Subscription). The status is one shape for the server's
 * reply, the web's subscription page, the dashboard's like allowance and the story creator's allowance.
 */
import { z } from 'zod';
import { accountTiers } from '../../tiers/permissions';
import { subscriptionPlans } from '../../validation/rules';
import { subscriptionPlanSchema } from '../../validation/schemas';
import { okReply, route } from '../route';

export const subscriptionStatusSchema = z.strictObject({
  accountTier: z.enum(accountTiers),
  isPaid: z.boolean(),
  /** FEMALE, COUPLE and PAID (docs/product/subscription.md). */
  isPremium: z.boolean(),
  /** Only while a paid period is active. */
  plan: z.enum(subscriptionPlans).nullable(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** The period ends without renewal (cancelled; benefits last to its end). */
  cancelAtPeriodEnd: z.boolean(),
  /** FREE members only; omitted for premium members (unlimited), never null. */
  dailyLikesRemaining: z.number().int().nonnegative().optional(),
  dailyLikesLimit: z.number().int().positive().optional(),
  canSendMessages: z.boolean(),
  /** The rule story creation enforces: verified, and FREE members once per 72 hours. */
  canCreateStory: z.boolean(),
  /** Hours until the next story is allowed (0: now). */
  storyCooldown: z.number().int().nonnegative(),
  /** The payment provider is the sandbox (no card is charged). */
  testMode: z.boolean(),
  /** Show "Test mode — no card is charged": the sandbox provider and a developer's PAYMENTS_TEST_NOTICE=1. */
  testNotice: z.boolean(),
});

export const subscriptionRoutes = {
  status: route({
    method: 'GET',
    path: '/api/subscription/status',
    summary: "The caller's tier, paid period and allowances (likes today, messaging, stories).",
    reply: okReply(subscriptionStatusSchema),
  }),
  upgrade: route({
    method: 'POST',
    path: '/api/subscription/upgrade',
    summary: 'Starts (or resumes) a paid period on the monthly or yearly plan through the payment provider.',
    body: subscriptionPlanSchema,
    reply: okReply(subscriptionStatusSchema, { message: z.string() }),
  }),
  cancel: route({
    method: 'POST',
    path: '/api/subscription/cancel',
    summary: 'Cancels at the end of the paid period (benefits last until then).',
    reply: okReply(subscriptionStatusSchema, { message: z.string() }),
  }),
};
