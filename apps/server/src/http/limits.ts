/**
 * Rate-limit refusals (decision 0119): every limit answers 429 with its own message and catalogue key
 * (`core:limits.<name>`), the wait in the message, `retryAfter` in the envelope and `Retry-After`.
 */
import { rateLimitRefusal, type RateLimitName } from '@kindred/core';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from './errors';

/** The 429 of limit `name` when a retry can succeed in `waitMs`. */
export function tooMany(name: RateLimitName, waitMs: number): HttpError {
  const refusal = rateLimitRefusal(name, waitMs);
  return new HttpError(
    429,
    refusal.message,
    'RATE_LIMITED',
    { 'retry-after': String(refusal.retryAfter) },
    refusal.messageKey,
  );
}

/** A route's fixed-window limit per client address (@fastify/rate-limit) that refuses as limit `name`. */
export function routeLimit(name: RateLimitName, max: number, timeWindow: string): RateLimitOptions {
  return { max, timeWindow, errorResponseBuilder: (_request, context) => tooMany(name, context.ttl) };
}
