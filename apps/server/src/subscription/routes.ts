/**
 * Subscription (docs/product/subscription.md; decisions: Subscription): status with the flat fields the client reads, upgrade
 * through the payment provider, cancel to the period's end, and the periodic job that ends lapsed periods.
 */
import { likesRemaining, ok, subscriptionRoutes, type SubscriptionPlan, type SubscriptionStatus } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { callerOf, type Caller } from '../access/plugin';
import type { SqlRow } from '../db/rows';
import type { users } from '../db/schema';
import { withMemberLock } from '../db/transaction';
import { badRequest, conflict, HttpError, unauthorized } from '../http/errors';
import { newId } from '../lib/ids';
import { likesUsedToday } from '../safety/routes';
import { storyPermission } from '../stories/service';
import { contractRoute } from '../http/contractRoute';
import { nextPeriodEnd, PLANS, type PaymentProvider, type Plan } from './provider';
import { deriveTier, FREE_DAILY_LIKES, isPremiumTier } from './tier';

export interface StatusOptions {
  /** The sandbox notice is shown only where a developer asked for it (config `paymentsTestNotice`). */
  testNotice?: boolean;
  now?: number;
}

export async function subscriptionStatus(
  pool: pg.Pool,
  caller: Caller,
  provider: PaymentProvider,
  { testNotice = false, now = Date.now() }: StatusOptions = {},
): Promise<SubscriptionStatus> {
  const { rows } = await pool.query(
    'SELECT base_tier, plan, paid_until, cancel_at_period_end, is_verified, last_story_at FROM users WHERE id = $1',
    [caller.id],
  );
  const u = rows[0];
  const tier = deriveTier(u.base_tier, u.paid_until, now);
  const premium = isPremiumTier(tier);
  const paid = tier === 'PAID';
  return {
    accountTier: tier,
    isPaid: paid,
    isPremium: premium,
    plan: paid ? (u.plan as SubscriptionPlan) : null,
    currentPeriodEnd: paid ? new Date(u.paid_until).toISOString() : null,
    cancelAtPeriodEnd: paid ? Boolean(u.cancel_at_period_end) : false,
    // Unlimited for premium members: the counts are omitted, never null (core's likesRemaining).
    ...(premium
      ? {}
      : {
          dailyLikesRemaining: likesRemaining(tier, await likesUsedToday(pool, caller.id, now)),
          dailyLikesLimit: FREE_DAILY_LIKES,
        }),
    canSendMessages: premium && Boolean(u.is_verified),
    // The rule story creation enforces: verified, and FREE members once per 72 hours (hours left).
    ...storyPermission({ tier, isVerified: Boolean(u.is_verified), lastStoryAt: u.last_story_at }, now),
    testMode: provider.testMode,
    // Whether the client shows "Test mode — no card is charged": a test provider and PAYMENTS_TEST_NOTICE=1.
    testNotice: provider.testMode && testNotice,
  };
}

/**
 * Ends lapsed periods: cancelled subscriptions return to FREE; active ones renew through the provider
 * (a failed charge also returns the member to FREE). `now` is injected so tests control the clock.
 */
export async function runSubscriptionJob(pool: pg.Pool, provider: PaymentProvider, now: Date) {
  const { rows } = await pool.query(
    'SELECT id FROM users WHERE paid_until IS NOT NULL AND paid_until <= $1 LIMIT 1000',
    [now],
  );
  let expired = 0;
  let renewed = 0;
  for (const { id } of rows) {
    // Under the member's row lock, re-read: another node's job or an upgrade may have moved the period already.
    const outcome = await withMemberLock<'renewed' | 'expired' | null, SubscriptionRow>(
      pool,
      id,
      SUBSCRIPTION_COLUMNS,
      async (client, member) => {
        if (!member?.paid_until || member.paid_until > now) return null;
        const plan = member.plan as Plan | null;
        if (!member.cancel_at_period_end && plan && plan in PLANS) {
          const charge = await provider.charge({ userId: id, plan, amountCents: PLANS[plan].priceCents });
          if (charge.ok) {
            await recordPeriod(client, provider, id, plan, nextPeriodEnd(plan, member.paid_until), charge.reference);
            return 'renewed';
          }
        }
        await client.query(
          'UPDATE users SET plan = NULL, paid_until = NULL, cancel_at_period_end = false WHERE id = $1',
          [id],
        );
        return 'expired';
      },
    );
    if (outcome === 'renewed') renewed++;
    if (outcome === 'expired') expired++;
  }
  return { expired, renewed };
}

type SubscriptionRow = Pick<SqlRow<typeof users>, 'base_tier' | 'plan' | 'paid_until' | 'cancel_at_period_end'>;
const SUBSCRIPTION_COLUMNS = 'base_tier, plan, paid_until, cancel_at_period_end';

/** Stores a paid period and its payment (inside the member's lock). */
async function recordPeriod(
  client: pg.PoolClient,
  provider: PaymentProvider,
  userId: string,
  plan: Plan,
  until: Date,
  reference: string,
) {
  await client.query('UPDATE users SET plan = $2, paid_until = $3, cancel_at_period_end = false WHERE id = $1', [
    userId,
    plan,
    until,
  ]);
  await client.query(
    'INSERT INTO payments (id, user_id, plan, amount_cents, provider, provider_ref) VALUES ($1, $2, $3, $4, $5, $6)',
    [newId(), userId, plan, PLANS[plan].priceCents, provider.name, reference],
  );
}

export async function registerSubscriptionRoutes(
  app: FastifyInstance,
  provider: PaymentProvider = app.kindred.services.payments,
) {
  const pool = () => app.kindred.database.pool;
  const statusOptions = () => ({ testNotice: app.kindred.config.paymentsTestNotice });

  contractRoute(app, subscriptionRoutes.status, { access: 'member' }, async (_input, request) =>
    ok(await subscriptionStatus(pool(), callerOf(request), provider, statusOptions())),
  );

  contractRoute(
    app,
    subscriptionRoutes.upgrade,
    { access: 'member', changes: ['card'] },
    async ({ body: { plan } }, request) => {
      const caller = callerOf(request);
      // One upgrade per member at a time, so parallel upgrades charge once: the member's row stays locked while the
      // tier is re-read, the provider charges and the period is stored. A parallel upgrade waits, then finds the
      // period active (409).
      await withMemberLock<void, SubscriptionRow>(pool(), caller.id, SUBSCRIPTION_COLUMNS, async (client, member) => {
        if (!member) throw unauthorized();
        if (member.base_tier === 'FEMALE' || member.base_tier === 'COUPLE') {
          throw conflict('Your account already includes premium features', 'CONFLICT');
        }
        const paid = deriveTier(member.base_tier, member.paid_until, Date.now()) === 'PAID';
        if (paid && !member.cancel_at_period_end) {
          throw conflict('You already have an active subscription', 'CONFLICT');
        }
        if (paid) {
          // Resuming before the period ends: no new charge.
          await client.query('UPDATE users SET cancel_at_period_end = false, plan = $2 WHERE id = $1', [
            caller.id,
            plan,
          ]);
          return;
        }
        const charge = await provider.charge({ userId: caller.id, plan, amountCents: PLANS[plan].priceCents });
        if (!charge.ok) throw new HttpError(400, charge.error ?? 'Payment failed', 'VALIDATION_ERROR');
        await recordPeriod(client, provider, caller.id, plan, nextPeriodEnd(plan, new Date()), charge.reference);
      });
      return ok(await subscriptionStatus(pool(), caller, provider, statusOptions()), {
        message: `Successfully upgraded to ${plan} plan!`,
      });
    },
  );

  contractRoute(app, subscriptionRoutes.cancel, { access: 'member', changes: [] }, async (_input, request) => {
    const caller = callerOf(request);
    if (caller.tier !== 'PAID') throw badRequest('No active subscription to cancel', 'VALIDATION_ERROR');
    await pool().query('UPDATE users SET cancel_at_period_end = true WHERE id = $1', [caller.id]);
    return ok(await subscriptionStatus(pool(), caller, provider, statusOptions()), {
      message: 'Subscription successfully canceled',
    });
  });
}
