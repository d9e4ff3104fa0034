/**
 * Per-member limits on socket events: a fixed window per member and event. With Redis the counts are shared by
 * every node (a member's tabs on two nodes are one member); without it they live in the process. A Redis outage
 * skips the limit rather than refusing events (as the HTTP limits do).
 */
import type { RateLimitName } from '@kindred/core';
import type { RedisClient } from '../lib/redis';

export interface EventLimit {
  /** Events allowed per window (before RATE_LIMIT_MULTIPLIER). */
  max: number;
  windowMs: number;
  /** The refusal's message and catalogue key (`core:limits.<name>`, decision 0119). */
  name: RateLimitName;
}

export interface EventLimiter {
  /**
   * 0 when this event is within the member's limit (and counts it); else the ms until its window ends. In the
   * process (no Redis) the answer is given at once, not as a promise: the socket layer asks for every event.
   */
  take(member: string, event: string, limit: EventLimit): number | Promise<number>;
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
          const [count, , ttl] = (await redis
            .multi()
            .incr(key)
            .pExpire(key, limit.windowMs, 'NX')
            .pTTL(key)
            .exec()) as [number, unknown, number];
          return Number(count) <= scaled(limit) ? 0 : Math.max(1, Number(ttl) > 0 ? Number(ttl) : limit.windowMs);
        } catch {
          return 0;
        }
      },
      close() {},
    };
  }
  // Per event, per member: a window each (no key string built per event).
  const windows = new Map<string, Map<string, { start: number; count: number; windowMs: number }>>();
  const sweep = setInterval(() => {
    const t = now();
    for (const byMember of windows.values()) {
      for (const [member, w] of byMember) if (t - w.start >= w.windowMs) byMember.delete(member);
    }
  }, 60_000);
  sweep.unref();
  return {
    take(member, event, limit) {
      let byMember = windows.get(event);
      if (!byMember) windows.set(event, (byMember = new Map()));
      const t = now();
      let w = byMember.get(member);
      if (!w || t - w.start >= limit.windowMs) {
        w = { start: t, count: 0, windowMs: limit.windowMs };
        byMember.set(member, w);
      }
      w.count += 1;
      return w.count <= scaled(limit) ? 0 : Math.max(1, w.start + limit.windowMs - t);
    },
    close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
