/**
 * Token buckets (GCRA: one "theoretical arrival time" per key): `burst` attempts at once, then one every
 * `windowMs / rate`. Unlike a fixed window, a bucket lets a shared address (a carrier's or a campus's NAT) start
 * with a burst and go on at the sustained allowance, while a flood is held to that allowance (decision 0119).
 * With Redis the buckets are shared by every node (one Lua step, Redis's clock); otherwise they live in the
 * process. A Redis outage lets the attempt through, as the other limits do.
 */
import type { RedisClient } from '../lib/redis';

export interface Bucket {
  /** Attempts allowed at once (before RATE_LIMIT_MULTIPLIER). */
  burst: number;
  /** Attempts allowed per window after the burst (before RATE_LIMIT_MULTIPLIER). */
  rate: number;
  windowMs: number;
}

export interface Buckets {
  /** Takes one attempt from `key`'s bucket: 0 when allowed (and counted), else the ms until one is. */
  take(key: string, bucket: Bucket): Promise<number>;
  close(): void;
}

const GCRA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local nextTat = tat + interval
local allowedAt = nextTat - burst * interval
if now < allowedAt then return allowedAt - now end
redis.call('SET', KEYS[1], nextTat, 'PX', math.ceil(nextTat - now))
return 0`;

export function createBuckets(options: {
  redis: RedisClient | null;
  multiplier: number;
  namespace: string;
  now?: () => number;
}): Buckets {
  const now = options.now ?? Date.now;
  const scaled = (bucket: Bucket) => ({
    burst: Math.max(1, Math.floor(bucket.burst * options.multiplier)),
    interval: bucket.windowMs / Math.max(1, bucket.rate * options.multiplier),
  });
  const { redis } = options;
  if (redis) {
    return {
      async take(key, bucket) {
        const { burst, interval } = scaled(bucket);
        try {
          const wait = await redis.eval(GCRA, {
            keys: [`${options.namespace}bucket:${key}`],
            arguments: [String(interval), String(burst)],
          });
          return Math.max(0, Math.ceil(Number(wait)));
        } catch {
          return 0;
        }
      },
      close() {},
    };
  }
  const arrivals = new Map<string, number>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, tat] of arrivals) if (tat <= t) arrivals.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async take(key, bucket) {
      const { burst, interval } = scaled(bucket);
      const t = now();
      const next = Math.max(arrivals.get(key) ?? t, t) + interval;
      const allowedAt = next - burst * interval;
      if (t < allowedAt) return Math.ceil(allowedAt - t);
      arrivals.set(key, next);
      return 0;
    },
    close() {
      clearInterval(sweep);
      arrivals.clear();
    },
  };
}

/**
 * The part of a client address one subscriber holds: an IPv4 address as it is (an IPv4-mapped IPv6 one too),
 * an IPv6 address by its /64 (one home or phone gets a whole /64, so single addresses cost an attacker nothing).
 */
export function subscriberOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
