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

/** A key's failures plus the attempts still being checked (begun, not yet ended) before this one. */
export interface AttemptCount extends FailureCount {
  pending: number;
}

export interface ThrottleStore {
  /**
   * Atomically registers one attempt in flight on each key and returns the counts as they were before it.
   * An in-flight mark is forgotten after `pendingMs` even if never ended (a crashed check).
   */
  begin(keys: string[], pendingMs: number): Promise<(AttemptCount | null)[]>;
  /** Ends one attempt in flight on each key. */
  end(keys: string[]): Promise<void>;
  /** Adds one failure at `at` to each key, kept `keepMs` from now. */
  fail(keys: string[], at: number, keepMs: number): Promise<void>;
  clear(keys: string[]): Promise<void>;
}

export function memoryThrottleStore(now: () => number = Date.now, max = 100_000): ThrottleStore {
  const entries = new Map<string, FailureCount & { until: number; pending: number; pendingUntil: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.pendingUntil <= now()) e.pending = 0;
    if (e.until <= now() && e.pending === 0) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const upsert = (key: string) => {
    const e = live(key) ?? { failures: 0, lastFailure: 0, until: 0, pending: 0, pendingUntil: 0 };
    entries.delete(key); // re-inserted last: the oldest entry goes first when full
    entries.set(key, e);
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
    return e;
  };
  return {
    async begin(keys, pendingMs) {
      return keys.map((key) => {
        const e = upsert(key);
        const before = { failures: e.until > now() ? e.failures : 0, lastFailure: e.lastFailure, pending: e.pending };
        e.pending += 1;
        e.pendingUntil = now() + pendingMs;
        return before.failures || before.pending ? before : null;
      });
    },
    async end(keys) {
      for (const key of keys) {
        const e = live(key);
        if (e && e.pending > 0) e.pending -= 1;
      }
    },
    async fail(keys, at, keepMs) {
      for (const key of keys) {
        const e = upsert(key);
        if (e.until <= now()) e.failures = 0;
        e.failures += 1;
        e.lastFailure = at;
        e.until = now() + keepMs;
      }
    },
    async clear(keys) {
      for (const key of keys) {
        const e = live(key);
        if (e) Object.assign(e, { failures: 0, lastFailure: 0, until: 0 });
      }
    },
  };
}

/**
 * Counts in Redis hashes (`f` failures, `l` last failure in ms) that expire `keepMs` after the last failure;
 * attempts in flight in a counter beside each hash, expiring `pendingMs` after the last attempt began.
 */
export function redisThrottleStore(client: RedisClient, prefix: string): ThrottleStore {
  const k = (key: string) => `${prefix}login:${key}`;
  const p = (key: string) => `${prefix}login-pending:${key}`;
  return {
    async begin(keys, pendingMs) {
      const multi = client.multi();
      for (const key of keys) multi.hmGet(k(key), ['f', 'l']).incr(p(key)).pExpire(p(key), pendingMs);
      const replies = (await multi.exec()) as unknown[];
      return keys.map((_, i) => {
        const [f, l] = replies[i * 3] as (string | null)[];
        const pending = Math.max(0, Number(replies[i * 3 + 1]) - 1);
        if (!f && !pending) return null;
        return { failures: Number(f ?? 0), lastFailure: Number(l ?? 0), pending };
      });
    },
    async end(keys) {
      const multi = client.multi();
      for (const key of keys) multi.decr(p(key));
      const replies = (await multi.exec()) as unknown[];
      // A mark that expired before its end leaves -1 behind: drop it.
      const negative = keys.filter((_, i) => Number(replies[i]) < 0).map(p);
      if (negative.length > 0) await client.del(negative);
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

/**
 * A password check is three steps: `wait` (0 = go ahead; the attempt is then in flight), the check, then
 * `failed` or `succeeded`, which end the attempt. Attempts still being checked count as failures for the ones
 * that begin meanwhile, so a burst of parallel guesses is throttled like a sequence (race-free): only the
 * allowance gets through to the password check at once.
 */
export function createLoginThrottle(options: ThrottleOptions) {
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryThrottleStore(now);
  const keepMs = options.forgetAfterMs ?? 60 * 60 * 1000;
  const pendingMs = 60_000;
  const onError = options.onStoreError ?? (() => {});
  const keys = (ip: string, account: string) => [`ip:${ip}`, `acct:${account}:${ip}`, `acct:${account}`];
  const delayFor = (entry: AttemptCount | null | undefined, allowance: number, max = options.maxDelaySeconds) => {
    if (!entry) return 0;
    const settled =
      entry.failures < allowance
        ? 0
        : Math.max(0, entry.lastFailure + Math.min(2 ** (entry.failures - allowance), max) * 1000 - now());
    // Attempts ahead of this one are still being checked: count them as failing now.
    const ahead = entry.failures + entry.pending;
    const inFlight = entry.pending > 0 && ahead >= allowance ? Math.min(2 ** (ahead - allowance), max) * 1000 : 0;
    return Math.max(settled, inFlight);
  };
  return {
    /**
     * Milliseconds the caller must still wait before this attempt is considered. 0 = go: the attempt is in
     * flight until `failed` or `succeeded` is called for it.
     */
    async wait(ip: string, account: string): Promise<number> {
      const attemptKeys = keys(ip, account);
      try {
        const [byIp, byAccountIp, byAccount] = await store.begin(attemptKeys, pendingMs);
        const wait = Math.max(
          delayFor(byIp, options.ipAllowance),
          delayFor(byAccountIp, options.accountAllowance),
          delayFor(
            byAccount,
            options.globalAccountAllowance ?? Number.POSITIVE_INFINITY,
            options.globalMaxDelaySeconds ?? 10,
          ),
        );
        if (wait > 0) await store.end(attemptKeys).catch(onError);
        return wait;
      } catch (err) {
        onError(err);
        return 0;
      }
    },
    async failed(ip: string, account: string): Promise<void> {
      const attemptKeys = keys(ip, account);
      await store.fail(attemptKeys, now(), keepMs).catch(onError);
      await store.end(attemptKeys).catch(onError);
    },
    /** The account's counts end; the address keeps its own (a good login must not wipe a spray's trail). */
    async succeeded(ip: string, account: string): Promise<void> {
      const attemptKeys = keys(ip, account);
      await store.clear(attemptKeys.slice(1)).catch(onError);
      await store.end(attemptKeys).catch(onError);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
