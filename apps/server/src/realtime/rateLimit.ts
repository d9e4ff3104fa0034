/**
 * Per-member limits on socket events: a fixed window per member and event. With Redis the counts are shared by
 * every node (a member's tabs on two nodes are one member); without it they live in the process. A Redis outage
 * skips the limit rather than refusing events (as the HTTP limits do).
 */
import type { RedisClient } from '../lib/redis';

export interface EventLimit {
  /** Events allowed per window (before RATE_LIMIT_MULTIPLIER). */
  max: number;
  windowMs: number;
}

export interface EventLimiter {
  /** True when this event is within the member's limit (and counts it). */
  take(member: string, event: string, limit: EventLimit): Promise<boolean>;
  close(): void;
}

export function createEventLimiter(options: {
  redis: RedisClient | null;
  multiplier: number;
  namespace: string;
  now?: () => number;
}): EventLimiter {
  const now = options.now ?? Date.now;
  const scaled = (limit: EventLimit) => Math.max(1, Math.floor(limit.max * options.multiplier));
  const { redis } = options;
  if (redis) {
    return {
      async take(member, event, limit) {
        const key = `${options.namespace}sock:${event}:${member}`;
        try {
          const [count] = (await redis.multi().incr(key).pExpire(key, limit.windowMs, 'NX').exec()) as [
            number,
            unknown,
          ];
          return Number(count) <= scaled(limit);
        } catch {
          return true;
        }
      },
      close() {},
    };
  }
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (t - w.start >= w.windowMs) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async take(member, event, limit) {
      const key = `${event}:${member}`;
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= limit.windowMs) {
        w = { start: t, count: 0, windowMs: limit.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= scaled(limit);
    },
    close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
