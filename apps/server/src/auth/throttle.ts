/**
 * Login throttling with growing delays (decisions: Accounts). Failures are counted per IP, per account+IP and per
 * account; beyond a free allowance each further attempt must wait 2^(n - allowance) seconds, capped. The
 * per-account delay (for guessing spread over many addresses) has a high allowance and a 10-second cap, so a
 * stranger can slow an account down but can never lock its owner out. A count is forgotten `forgetAfterMs`
 * after its last failure.
 *
 * The counts live in a store: this process's memory by default, Redis with `REDIS_URL` so every node sees the
 * same counts (decisions: Scale). A Redis outage never blocks a login: the attempt goes ahead uncounted.
 */
import type { RedisClient } from '../lib/redis';

export interface ThrottleOptions {
  accountAllowance: number;
  ipAllowance: number;
  maxDelaySeconds: number;
  /** Failures for one account from any address before a small, capped delay applies to everyone (distributed guessing). */
  globalAccountAllowance?: number;
  globalMaxDelaySeconds?: number;
  /** How long after its last failure a count is kept (default one hour). */
  forgetAfterMs?: number;
  store?: ThrottleStore;
  now?: () => number;
  onStoreError?: (err: unknown) => void;
}

export interface FailureCount {
  failures: number;
  lastFailure: number;
}

export interface ThrottleStore {
  read(keys: string[]): Promise<(FailureCount | null)[]>;
  /** Adds one failure at `at` to each key, kept `keepMs` from now. */
  fail(keys: string[], at: number, keepMs: number): Promise<void>;
  clear(keys: string[]): Promise<void>;
}

export function memoryThrottleStore(now: () => number = Date.now, max = 100_000): ThrottleStore {
  const entries = new Map<string, FailureCount & { until: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.until <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    async read(keys) {
      return keys.map((k) => {
        const e = live(k);
        return e ? { failures: e.failures, lastFailure: e.lastFailure } : null;
      });
    },
    async fail(keys, at, keepMs) {
      for (const key of keys) {
        const e = live(key) ?? { failures: 0, lastFailure: 0, until: 0 };
        e.failures += 1;
        e.lastFailure = at;
        e.until = now() + keepMs;
        entries.delete(key); // re-inserted last: the oldest entry goes first when full
        entries.set(key, e);
        if (entries.size > max) entries.delete(entries.keys().next().value as string);
      }
    },
    async clear(keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/** Counts in Redis hashes (`f` failures, `l` last failure in ms) that expire `keepMs` after the last failure. */
export function redisThrottleStore(client: RedisClient, prefix: string): ThrottleStore {
  const k = (key: string) => `${prefix}login:${key}`;
  return {
    async read(keys) {
      const replies = await Promise.all(keys.map((key) => client.hmGet(k(key), ['f', 'l'])));
      return replies.map(([f, l]) => (f ? { failures: Number(f), lastFailure: Number(l ?? 0) } : null));
    },
    async fail(keys, at, keepMs) {
      const multi = client.multi();
      for (const key of keys) {
        multi.hIncrBy(k(key), 'f', 1).hSet(k(key), 'l', String(at)).pExpire(k(key), keepMs);
      }
      await multi.exec();
    },
    async clear(keys) {
      await client.del(keys.map(k));
    },
  };
}

export function createLoginThrottle(options: ThrottleOptions) {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryThrottleStore(now);
  const keepMs = options.forgetAfterMs ?? 60 * 60 * 1000;
  const onError = options.onStoreError ?? (() => {});
  const keys = (ip: string, account: string) => [`ip:${ip}`, `acct:${account}:${ip}`, `acct:${account}`];
  const delayFor = (entry: FailureCount | null | undefined, allowance: number, max = options.maxDelaySeconds) => {
    if (!entry || entry.failures < allowance) return 0;
    const seconds = Math.min(2 ** (entry.failures - allowance), max);
    return Math.max(0, entry.lastFailure + seconds * 1000 - now());
  };
  return {
    /** Milliseconds the caller must still wait before this attempt is considered (0 = go). */
    async wait(ip: string, account: string): Promise<number> {
      try {
        const [byIp, byAccountIp, byAccount] = await store.read(keys(ip, account));
        return Math.max(
          delayFor(byIp, options.ipAllowance),
          delayFor(byAccountIp, options.accountAllowance),
          delayFor(
            byAccount,
            options.globalAccountAllowance ?? Number.POSITIVE_INFINITY,
            options.globalMaxDelaySeconds ?? 10,
          ),
        );
      } catch (err) {
        onError(err);
        return 0;
      }
    },
    async failed(ip: string, account: string): Promise<void> {
      await store.fail(keys(ip, account), now(), keepMs).catch(onError);
    },
    /** The account's counts end; the address keeps its own (a good login must not wipe a spray's trail). */
    async succeeded(ip: string, account: string): Promise<void> {
      await store.clear(keys(ip, account).slice(1)).catch(onError);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
