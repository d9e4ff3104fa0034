/**
 * Every check of a member's password (login, account deletion) goes through one login throttle per server
 * (decisions: Accounts — growing delays per IP and per account). The counts are shared: failures at any of
 * these checks slow down guessing at all of them.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { HttpError } from '../http/errors';
import { verifyPassword } from './passwords';
import { createLoginThrottle, redisThrottleStore, type LoginThrottle } from './throttle';

const throttles = new WeakMap<AppContext, LoginThrottle>();

/** This server's login throttle (production allowances × RATE_LIMIT_MULTIPLIER). */
export function passwordThrottle(app: FastifyInstance): LoginThrottle {
  const context = app.kindred;
  let throttle = throttles.get(context);
  if (!throttle) {
    const { config, redis } = context;
    const m = config.rateLimitMultiplier;
    throttle = createLoginThrottle({
      accountAllowance: 5 * m,
      ipAllowance: 50 * m,
      maxDelaySeconds: 60,
      globalAccountAllowance: 20 * m,
      globalMaxDelaySeconds: 10,
      // Shared by every node with Redis (namespaced like the rate limits); this process's memory otherwise.
      store: redis ? redisThrottleStore(redis, config.rateLimitNamespace) : undefined,
      onStoreError: (err) => app.log.warn({ err }, 'login throttle store unavailable'),
    });
    throttles.set(context, throttle);
  }
  return throttle;
}

/**
 * Runs a password check for `account` from `ip` under the throttle: while the account or address is delayed,
 * throws `refusal(wait)` (a 429 with Retry-After) before checking anything; otherwise counts a failure or
 * clears the account's counts, and returns the check's result (`null` = no match).
 */
export async function throttledPasswordCheck<T>(
  throttle: LoginThrottle,
  attempt: { ip: string; account: string },
  check: () => Promise<T | null>,
  refusal: (waitMs: number) => HttpError,
): Promise<T | null> {
  const wait = await throttle.wait(attempt.ip, attempt.account);
  if (wait > 0) throw refusal(wait);
  let result: T | null = null;
  try {
    result = await check();
  } finally {
    if (result !== null) await throttle.succeeded(attempt.ip, attempt.account);
    else await throttle.failed(attempt.ip, attempt.account);
  }
  return result;
}

/** `hash` (null = no such account) matches `password`: the account's value, else null. Same time either way. */
export const matching = async <T>(hash: string | null, password: string, value: T): Promise<T | null> =>
  (await verifyPassword(hash, password)) && hash !== null ? value : null;
