import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ok } from './api';
import * as endpoints from './endpoints';
import { fail } from './failure';
import { endpoint, endpointPath, type EndpointInput, type EndpointReply } from './http';
import { failureReply, okReply, route, type RouteInput, type RouteReply } from './route';
import { contractRoutes, subscriptionRoutes } from './routes';
import type { SubscriptionStatus } from './entities';

const status: SubscriptionStatus = {
  accountTier: 'FREE',
  isPaid: false,
  isPremium: false,
  plan: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  dailyLikesRemaining: 3,
  dailyLikesLimit: 3,
  canSendMessages: false,
  canCreateStory: true,
  storyCooldown: 0,
  testMode: true,
  testNotice: false,
};

describe('the HTTP contract (decision 0127)', () => {
  it("wraps a reply in the API's success envelope, and core's ok() builds one that passes", () => {
    const reply = subscriptionRoutes.upgrade.schemas.reply;
    expect(reply.safeParse(ok(status, { message: 'Successfully upgraded to monthly plan!' })).success).toBe(true);
    // Strict: a field the contract does not name, or a missing one, leaves the contract.
    expect(reply.safeParse({ ...ok(status, { message: 'x' }), extra: 1 }).success).toBe(false);
    expect(reply.safeParse(ok(status)).success).toBe(false);
    expect(subscriptionRoutes.status.schemas.reply.safeParse(ok({ ...status, storyCooldown: -1 })).success).toBe(false);
    expect(subscriptionRoutes.status.schemas.reply.safeParse(ok({ ...status, plan: 'weekly' })).success).toBe(false);
  });

  it("describes core's failure envelope, messageKey and params included", () => {
    expect(failureReply.parse(fail('Invalid email or password', 'UNAUTHENTICATED'))).toMatchObject({
      messageKey: 'core:errors.loginFailed',
    });
    expect(
      failureReply.safeParse(fail('Too many login attempts. Please wait 8 seconds.', 'RATE_LIMITED')).success,
    ).toBe(true);
    expect(failureReply.safeParse({ success: false, error: 'x', code: 'NOPE' }).success).toBe(false);
  });

  it('gives every route of the contract one zod-free endpoint with the same method and path', () => {
    const described = Object.values(endpoints).flatMap((area) => Object.values(area));
    const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
    expect(described.map(key).sort()).toEqual(contractRoutes.map(key).sort());
    expect(new Set(contractRoutes.map(key)).size).toBe(contractRoutes.length);
    // Every endpoint is plain data (nothing of zod travels with it to the web).
    for (const e of described) expect(Object.keys(e).sort()).toEqual(['method', 'path']);
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(endpointPath('/api/users/:id/report', { id: 'a b' })).toBe('/api/users/a%20b/report');
    expect(() => endpointPath('/api/users/:id', {})).toThrow(/id/);
  });

  it('types the input a handler receives and the reply it may return from the schemas', () => {
    const _example = route({
      method: 'PUT',
      path: '/api/things/:id',
      summary: 'An example',
      params: z.object({ id: z.string() }),
      body: z.object({ n: z.number() }),
      reply: okReply(z.object({ at: z.string() })),
    });
    expectTypeOf<RouteInput<typeof _example>>().toEqualTypeOf<{
      params: { id: string };
      query: undefined;
      body: { n: number };
    }>();
    expectTypeOf<RouteReply<typeof _example>>().toEqualTypeOf<{ success: true; data: { at: string } }>();
    const _thing = endpoint<typeof _example>('PUT', '/api/things/:id');
    expectTypeOf<EndpointInput<typeof _thing>>().toMatchTypeOf<{ params: { id: string }; body: { n: number } }>();
    expectTypeOf<EndpointReply<typeof endpoints.subscriptionEndpoints.status>>().toEqualTypeOf<{
      success: true;
      data: SubscriptionStatus;
    }>();
    // @ts-expect-error another path than the entry's is a compile error
    endpoint<typeof _example>('PUT', '/api/things');
  });
});
