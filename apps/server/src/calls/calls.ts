/**
 * Video calls (decisions: Calls; decision 0024). The server keeps each call's state (store.ts) and relays
 * signalling only between its two members:
 *
 *   initiateCall / initiateVideoCall {recipientId}  → callee: `incomingCall` (every tab); caller: `callInitiated`
 *                                                     (every tab) and the ack { callId }
 *   answerCall / answerVideoCall {callerId, accept, callId}
 *       accept  → caller: `callAccepted` + `callAnswered`; callee's tabs: `callAnswered` (answered elsewhere)
 *       decline → caller: `callDeclined` + `callAnswered`; callee's tabs: `callAnswered`
 *   videoSignal / videoMediaControl {recipientId, …}  → relayed to the other member of a ringing or active call
 *                                                     (to the tab in the call once answered), else `videoError`
 *   videoHangup {recipientId, callId?}                → ends the call; both members' tabs get `videoHangup`
 *
 * Both members premium and verified, the callee connected (presence), no block either way, neither in another
 * call; refusals arrive as `callError` (initiate, answer) or `videoError` (relay) with the spec's messages. A call
 * still ringing after `CALL_UNANSWERED_TIMEOUT_MS` (45 s) ends: the caller gets `callError` 'No answer…', the
 * callee's tabs `videoHangup`, and the callee a missed-call notification (also when the caller hangs up while it
 * rings). The tab that is in a call closing ends the call. With Redis, every node also sweeps the calls due to
 * end (a sorted set by deadline): a call whose creating node died while it rang still ends with its missed call.
 */
import { callMessages, permissionMessages, type ClientEventPayload } from '@kindred/core';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Caller } from '../access/plugin';
import { newId } from '../lib/ids';
import type { RedisClient } from '../lib/redis';
import type { NotificationsService } from '../notifications/service';
import type { Presence } from '../presence/presence';
import { SocketError, type EventContext } from '../realtime/events';
import type { EventLimit } from '../realtime/rateLimit';
import type { RealtimeServer } from '../realtime/socketServer';
import { blockedEitherWay } from '../safety/blockSql';
import { deriveTier } from '../subscription/tier';
import { memoryCallStore, redisCallStore, type CallRecord } from './store';

/** How long an ended call is remembered (a late answer gets a clear refusal), and an active one at most. */
const ENDED_TTL_MS = 60_000;
const ACTIVE_TTL_MS = 6 * 60 * 60_000;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

const CALL_LIMIT: EventLimit = { max: 20, windowMs: 60_000, name: 'calls' };
const SIGNAL_LIMIT: EventLimit = { max: 600, windowMs: 60_000, name: 'callSignals' };

interface Callee {
  id: string;
  nickname: string;
  is_verified: boolean;
  base_tier: string;
  paid_until: Date | null;
  blocked: boolean;
  /** `showOnlineStatus`: a member who hides it is never told offline to a caller (decision 0073). */
  shows_online: boolean;
}

export function registerCalls(deps: {
  pool: () => pg.Pool;
  redis: RedisClient | null;
  namespace: string;
  realtime: RealtimeServer;
  presence: Presence;
  notifications: NotificationsService;
  unansweredMs: number;
  log: FastifyBaseLogger;
}) {
  const { realtime, presence, log } = deps;
  const { deliver } = realtime;
  const store = deps.redis ? redisCallStore(deps.redis, deps.namespace) : memoryCallStore();
  const timers = new Map<string, NodeJS.Timeout>();

  const refuse = (message: string, code: ConstructorParameters<typeof SocketError>[1] = 'FORBIDDEN'): never => {
    throw new SocketError(message, code);
  };

  const missedCall = (call: CallRecord) =>
    deps.notifications
      .notify(deps.pool(), {
        recipientId: call.calleeId,
        senderId: call.callerId,
        type: 'call',
        data: { sender: call.callerId, callId: call.callId },
      })
      .catch((err: unknown) => log.warn({ err }, 'missed-call notification failed'));

  const end = async (call: CallRecord, reason: NonNullable<CallRecord['endReason']>) => {
    clearTimeout(timers.get(call.callId));
    timers.delete(call.callId);
    return store.transition(
      call,
      ['ringing', 'active'],
      { state: 'ended', endedAt: Date.now(), endReason: reason },
      ENDED_TTL_MS,
    );
  };

  /** An unanswered call's end: the caller hears "no answer", the callee's tabs a hangup, the callee gets a missed call. */
  const expire = async (call: CallRecord) => {
    const ended = await store.transition(
      call,
      ['ringing'],
      { state: 'ended', endedAt: Date.now(), endReason: 'missed' },
      ENDED_TTL_MS,
    );
    // Answered, declined, hung up — or another node ended it first (the compare-and-set lets one win).
    if (!ended) return;
    deliver({ member: call.callerId }, 'callError', {
      callId: call.callId,
      error: callMessages.noAnswer,
      code: 'NO_ANSWER',
    });
    deliver({ member: call.calleeId }, 'videoHangup', { userId: call.callerId, callId: call.callId });
    await missedCall(ended);
  };

  const scheduleTimeout = (call: CallRecord) => {
    const timer = setTimeout(() => {
      timers.delete(call.callId);
      expire(call)
        .then(() => store.forgetRinging(call.callId))
        .catch((err: unknown) => log.warn({ err }, 'call timeout failed'));
    }, deps.unansweredMs);
    timer.unref();
    timers.set(call.callId, timer);
  };

  // With Redis, a call whose creating node died while it rang would lapse silently (that node held its timer).
  // Every node sweeps, at start-up and then every few seconds (jobs/callSweep.ts), the calls due to end a little
  // while ago (the creating node's own timer acts first) and ends those still ringing — once, by the compare-and-set.
  const sweepGraceMs = Math.min(2_000, Math.floor(deps.unansweredMs / 2));
  const sweepEveryMs = Math.max(100, Math.min(5_000, Math.floor(deps.unansweredMs / 2)));
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      for (const callId of await store.dueRinging(Date.now() - sweepGraceMs)) {
        const call = await store.get(callId);
        if (call) await expire(call);
        await store.forgetRinging(callId);
      }
    } catch (err) {
      log.warn({ err }, 'sweeping unanswered calls failed');
    } finally {
      sweeping = false;
    }
  };
  const loadCallee = async (caller: Caller, id: string): Promise<Callee | null> => {
    const { rows } = await deps.pool().query<Callee>(
      `SELECT u.id, u.nickname, u.is_verified, u.base_tier, u.paid_until, ${blockedEitherWay('$1', 'u.id')} AS blocked,
              COALESCE((u.settings -> 'privacy' ->> 'showOnlineStatus')::boolean, true) AS shows_online
       FROM users u WHERE u.id = $2 AND u.role <> 'suspended'`,
      [caller.id, id],
    );
    return rows[0] ?? null;
  };

  const initiate = async (ctx: EventContext, recipientId: string, requestedId?: string) => {
    const caller = ctx.caller!;
    if (!caller.premium) refuse(permissionMessages.freeCallPlace, 'PREMIUM_REQUIRED');
    if (recipientId === caller.id) refuse(callMessages.invalidRecipient, 'VALIDATION_ERROR');
    const callee = await loadCallee(caller, recipientId);
    // A block either way answers as a missing member.
    if (!callee || callee.blocked) return refuse(callMessages.invalidRecipient, 'NOT_FOUND');
    if (deriveTier(callee.base_tier, callee.paid_until, Date.now()) === 'FREE') {
      // Declined for the FREE member (docs/product/calls.md: auto-declined with an upgrade-required message), on the server: the
      // call never rings; their open tabs say why, the caller hears the callee cannot take calls (decision 0073).
      deliver({ member: callee.id }, 'callError', {
        error: permissionMessages.freeCallReceive,
        code: 'PREMIUM_REQUIRED',
        callerId: caller.id,
        callerName: caller.nickname,
      });
      refuse(fill(callMessages.recipientUnverified, { nickname: callee.nickname }), 'PREMIUM_REQUIRED');
    }
    if (!callee.is_verified) refuse(fill(callMessages.recipientUnverified, { nickname: callee.nickname }));
    // A member who hides their status is never said to be offline: without a tab open the call rings unanswered
    // (45 s, then a missed call), just as when they let it ring (decision 0073).
    if (callee.shows_online && !(await presence.isConnected(callee.id))) {
      refuse(fill(callMessages.offline, { nickname: callee.nickname }), 'NOT_FOUND');
    }
    const call: CallRecord = {
      callId: requestedId && /^[A-Za-z0-9_.:-]{8,100}$/.test(requestedId) ? requestedId : newId(),
      callerId: caller.id,
      calleeId: callee.id,
      callerName: caller.nickname,
      state: 'ringing',
      createdAt: Date.now(),
      callerSocket: ctx.socket.id,
    };
    const outcome = await store.create(call, deps.unansweredMs + ENDED_TTL_MS, call.createdAt + deps.unansweredMs);
    if (outcome === 'callee-busy') refuse(fill(callMessages.busy, { nickname: callee.nickname }), 'CONFLICT');
    if (outcome !== 'ok') refuse(callMessages.invalidState, 'CONFLICT');
    scheduleTimeout(call);
    deliver({ member: callee.id }, 'incomingCall', {
      callId: call.callId,
      userId: caller.id,
      callerId: caller.id,
      callerName: caller.nickname,
      timestamp: call.createdAt,
    });
    deliver({ member: caller.id }, 'callInitiated', { callId: call.callId, recipientId: callee.id });
    return { callId: call.callId };
  };

  const answer = async (ctx: EventContext, p: { callerId: string; accept: boolean; callId: string }) => {
    const me = ctx.caller!;
    const invalid = p.accept ? callMessages.acceptInvalid : callMessages.declineInvalid;
    const call = await store.get(p.callId);
    if (!call || call.calleeId !== me.id || call.callerId !== p.callerId) return refuse(invalid, 'NOT_FOUND');
    if (p.accept && !me.premium) {
      // A FREE callee (the tier changed while it rang) declines automatically.
      await end(call, 'declined');
      deliver({ member: call.callerId }, 'callDeclined', { callId: call.callId, userId: me.id, reason: 'premium' });
      refuse(permissionMessages.freeCallReceive, 'PREMIUM_REQUIRED');
    }
    clearTimeout(timers.get(call.callId));
    const next = p.accept
      ? await store.transition(
          call,
          ['ringing'],
          { state: 'active', answeredAt: Date.now(), calleeSocket: ctx.socket.id },
          ACTIVE_TTL_MS,
        )
      : await end(call, 'declined');
    // Answered (or hung up) meanwhile — by another tab or the caller.
    if (!next) return refuse(invalid, 'CONFLICT');
    timers.delete(call.callId);
    const answered = { callId: call.callId, accept: p.accept, userId: me.id };
    if (p.accept) deliver({ member: call.callerId }, 'callAccepted', { callId: call.callId, userId: me.id });
    else deliver({ member: call.callerId }, 'callDeclined', { callId: call.callId, userId: me.id, reason: 'declined' });
    deliver({ members: [call.callerId, me.id] }, 'callAnswered', answered);
    return { callId: call.callId, state: next.state };
  };

  /** The ringing or active call between the sender and `recipientId`, else a refusal. */
  const callBetween = async (me: string, recipientId: string, callId?: string) => {
    const call = await store.current(me);
    const between =
      call &&
      (call.state === 'ringing' || call.state === 'active') &&
      ((call.callerId === me && call.calleeId === recipientId) ||
        (call.calleeId === me && call.callerId === recipientId)) &&
      (callId === undefined || callId === call.callId);
    if (!between) return refuse(callMessages.noCall, 'NOT_FOUND');
    return call;
  };

  /** Where the other member's media goes: the tab in the call once known, else all of their tabs. */
  const otherSide = (call: CallRecord, me: string) => {
    const socket = me === call.callerId ? call.calleeSocket : call.callerSocket;
    const member = me === call.callerId ? call.calleeId : call.callerId;
    return socket ? { socket } : { member };
  };

  for (const name of ['initiateCall', 'initiateVideoCall'] as const) {
    realtime.defineEvent(name, { access: 'verified', rateLimit: CALL_LIMIT, errorEvent: 'callError' }, (ctx, payload) =>
      initiate(ctx, payload.recipientId, 'callId' in payload ? payload.callId : undefined),
    );
  }
  for (const name of ['answerCall', 'answerVideoCall'] as const) {
    realtime.defineEvent(name, { access: 'verified', rateLimit: CALL_LIMIT, errorEvent: 'callError' }, (ctx, payload) =>
      answer(ctx, payload),
    );
  }
  realtime.defineEvent(
    'videoSignal',
    { access: 'verified', rateLimit: SIGNAL_LIMIT, errorEvent: 'videoError' },
    async (ctx, p: ClientEventPayload<'videoSignal'>) => {
      const call = await callBetween(ctx.memberId, p.recipientId, p.from?.callId);
      deliver(otherSide(call, ctx.memberId), 'videoSignal', {
        signal: p.signal,
        from: { userId: ctx.memberId, callId: call.callId },
      });
    },
  );
  realtime.defineEvent(
    'videoMediaControl',
    { access: 'verified', rateLimit: SIGNAL_LIMIT, errorEvent: 'videoError' },
    async (ctx, p) => {
      const call = await callBetween(ctx.memberId, p.recipientId);
      deliver(otherSide(call, ctx.memberId), 'videoMediaControl', {
        userId: ctx.memberId,
        type: p.type,
        muted: p.muted,
      });
    },
  );
  realtime.defineEvent(
    'videoHangup',
    { access: 'member', rateLimit: CALL_LIMIT, errorEvent: 'videoError' },
    async (ctx, p) => {
      const call = await callBetween(ctx.memberId, p.recipientId, p.callId);
      const ended = await end(call, 'hangup');
      if (!ended) return refuse(callMessages.noCall, 'NOT_FOUND');
      deliver({ members: [call.callerId, call.calleeId] }, 'videoHangup', {
        userId: ctx.memberId,
        callId: call.callId,
      });
      if (call.state === 'ringing' && ctx.memberId === call.callerId) await missedCall(ended);
      return { callId: call.callId };
    },
  );

  // The tab in a call closing ends it (the other side hears a hangup).
  realtime.onDisconnect((socket) => {
    const me = socket.data.memberId;
    const socketId = socket.id;
    void (async () => {
      const call = await store.current(me);
      if (!call || (call.state !== 'ringing' && call.state !== 'active')) return;
      const mine = me === call.callerId ? call.callerSocket : call.calleeSocket;
      if (mine !== socketId) return;
      const ended = await end(call, 'disconnected');
      if (!ended) return;
      deliver({ members: [call.callerId, call.calleeId] }, 'videoHangup', { userId: me, callId: call.callId });
      if (call.state === 'ringing') await missedCall(ended);
    })().catch((err: unknown) => log.warn({ err }, 'ending a call on disconnect failed'));
  });

  return {
    /** The sweep of unanswered calls, with Redis only (a single node's own timers end every call it holds). */
    sweep: deps.redis ? { run: sweep, everyMs: sweepEveryMs } : null,
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
