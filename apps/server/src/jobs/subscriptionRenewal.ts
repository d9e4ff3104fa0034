import type pg from 'pg';
import type { ChangeBus } from '../cache/changes';
import type { PaymentProvider } from '../subscription/provider';
import { runSubscriptionJob } from '../subscription/routes';
import type { Job } from './scheduler';

/**
 * Ends lapsed periods (renewed through the provider, or back to FREE), every 10 minutes; updates are idempotent.
 * A member who went back to FREE changes the cards others see.
 */
export const subscriptionRenewalJob = (pool: () => pg.Pool, provider: PaymentProvider, changes: ChangeBus): Job => ({
  name: 'subscription job',
  firstRunMs: null,
  everyMs: 10 * 60 * 1000,
  run: () =>
    runSubscriptionJob(pool(), provider, new Date()).then(
      (result) => result.expired > 0 && changes.announce({ kind: 'cards' }),
    ),
});
