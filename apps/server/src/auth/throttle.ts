/**
 * Login throttling with growing delays (decisions: Accounts). Failures are counted per IP, per account+IP and per
 * account; beyond a free allowance each further attempt must wait 2^(n - allowance) seconds, capped. The
 * per-account delay (for guessing spread over many addresses) has a high allowance and a 10-second cap, so a
 * stranger can slow an account down but can never lock its owner out.
 * Per-process memory; TODO: a Redis store for several nodes (decisions: Scale).
 */
export interface ThrottleOptions {
  accountAllowance: number;
  ipAllowance: number;
  maxDelaySeconds: number;
  /** Failures for one account from any address before a small, capped delay applies to everyone (distributed guessing). */
  globalAccountAllowance?: number;
  globalMaxDelaySeconds?: number;
  now?: () => number;
}

interface Entry {
  failures: number;
  lastFailure: number;
}

export function createLoginThrottle(options: ThrottleOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const delayFor = (entry: Entry | undefined, allowance: number, max = options.maxDelaySeconds): number => {
    if (!entry || entry.failures < allowance) return 0;
    const seconds = Math.min(2 ** (entry.failures - allowance), max);
    return Math.max(0, entry.lastFailure + seconds * 1000 - now());
  };
  const bump = (key: string) => {
    const e = entries.get(key) ?? { failures: 0, lastFailure: 0 };
    e.failures += 1;
    e.lastFailure = now();
    entries.set(key, e);
    if (entries.size > 100_000) entries.delete(entries.keys().next().value as string);
  };
  return {
    /** Milliseconds the caller must still wait before this attempt is considered (0 = go). */
    wait(ip: string, account: string): number {
      return Math.max(
        delayFor(entries.get(`ip:${ip}`), options.ipAllowance),
        delayFor(entries.get(`acct:${account}:${ip}`), options.accountAllowance),
        delayFor(
          entries.get(`acct:${account}`),
          options.globalAccountAllowance ?? Number.POSITIVE_INFINITY,
          options.globalMaxDelaySeconds ?? 10,
        ),
      );
    },
    failed(ip: string, account: string) {
      bump(`ip:${ip}`);
      bump(`acct:${account}:${ip}`);
      bump(`acct:${account}`);
    },
    succeeded(ip: string, account: string) {
      entries.delete(`acct:${account}:${ip}`);
      entries.delete(`acct:${account}`);
      entries.delete(`ip:${ip}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
