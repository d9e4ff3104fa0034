/**
 * Calls over HTTP and the socket (decision 0024): the socket events are registered in calls.ts (built once in
 * services.ts);
 *
 *   GET /api/calls/ice-servers   the ICE servers for a call: STUN (`STUN_URLS`, a public one by default) and, when
 *                                `TURN_URLS` and `TURN_SECRET` are set, TURN with time-limited credentials (the
 *                                TURN REST scheme coturn's `use-auth-secret` checks: username `<expiry>:<member>`,
 *                                credential base64(HMAC-SHA1(secret, username)), valid `TURN_TTL_SECONDS`).
 *
 * Verified premium members only: nobody else can place or receive a call.
 */
import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';
import { callRoutes, ok, permissionMessages, type IceServer } from '@kindred/core';
import { callerOf } from '../access/plugin';
import { contractRoute } from '../http/contractRoute';
import { forbidden } from '../http/errors';
import type { Config } from '../config/config';

export function iceServersFor(
  config: Config,
  memberId: string,
  now = Date.now(),
): { iceServers: IceServer[]; ttl: number | null } {
  const iceServers: IceServer[] = [];
  if (config.stunUrls.length) iceServers.push({ urls: config.stunUrls });
  if (config.turnUrls.length && config.turnSecret) {
    const expiry = Math.floor(now / 1000) + config.turnTtlSeconds;
    const username = `${expiry}:${memberId}`;
    const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
    iceServers.push({ urls: config.turnUrls, username, credential });
    return { iceServers, ttl: config.turnTtlSeconds };
  }
  return { iceServers, ttl: null };
}

export async function registerCallRoutes(app: FastifyInstance) {
  // The call events on the socket are the calls service's (services.ts, calls.ts).
  const { config } = app.kindred;

  // Verified premium members, as for placing a call; a FREE member hears the call's own refusal.
  contractRoute(app, callRoutes.iceServers, { access: 'verified' }, async (_input, request) => {
    const caller = callerOf(request);
    if (!caller.premium) throw forbidden(permissionMessages.freeCallPlace, 'PREMIUM_REQUIRED');
    return ok(iceServersFor(config, caller.id));
  });
}
