/**
 * A call whose node died while it rang (decision 0024, update): with Redis, the call record and its deadline are
 * shared, so another node's sweep ends it as the dead node's timer would have — the caller's tabs hear 'No answer',
 * the callee's tabs a hangup, the callee gets one missed-call notification — and never twice.
 *
 * The dead node is played by writing the ringing call straight into the shared store (what `initiateCall` on a
 * node that then vanished leaves behind: a record, its members' pointers, its deadline; no timer anywhere).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisCallStore } from '../src/calls/store';
import { connectRedis, type RedisClient } from '../src/lib/redis';
import { registerMember, verify } from './api';
import { REDIS_TEST_URL, startTwoNodes, twoNodeServicesAvailable, type TwoNodes } from './harness';
import { collect, connectMember, nextEvent, pause } from './sockets';

const TIMEOUT = 600;
const env = { CALL_UNANSWERED_TIMEOUT_MS: String(TIMEOUT), PRESENCE_GRACE_MS: '200' };
const twoNodes = await twoNodeServicesAvailable();

describe.runIf(twoNodes)('unanswered calls of a vanished node, on Redis', () => {
  let nodes: TwoNodes;
  let redis: RedisClient;
  beforeAll(async () => {
    nodes = await startTwoNodes(env, randomBytes(32).toString('hex'));
    redis = await connectRedis(REDIS_TEST_URL, nodes.a.app.log);
  });
  afterAll(async () => {
    await redis?.quit();
    await nodes?.close();
  });

  it('another node ends the ringing call once: no answer, hangup, one missed-call notification', async () => {
    const { a, b } = nodes;
    const [x, y] = [
      await registerMember(a, { details: { iAm: 'woman' } }),
      await registerMember(a, { details: { iAm: 'woman' } }),
    ];
    await verify(a, x);
    await verify(a, y);
    const [xOnA, yOnB] = [await connectMember(a, x), await connectMember(b, y)];
    try {
      const noAnswer = nextEvent(xOnA, 'callError', TIMEOUT * 20);
      const hungUp = nextEvent(yOnB, 'videoHangup', TIMEOUT * 20);
      const notes = collect(yOnB, 'notification');
      const callId = `vanished-${randomBytes(6).toString('hex')}`;
      const createdAt = Date.now() - TIMEOUT - 100;
      const store = redisCallStore(redis, a.config.rateLimitNamespace);
      const created = await store.create(
        {
          callId,
          callerId: x.id,
          calleeId: y.id,
          callerName: 'caller',
          state: 'ringing',
          createdAt,
          callerSocket: 'gone',
        },
        60_000,
        createdAt + TIMEOUT,
      );
      expect(created).toBe('ok');

      expect(await noAnswer).toMatchObject({ callId, code: 'NO_ANSWER' });
      expect(await hungUp).toEqual({ userId: x.id, callId });
      await pause(TIMEOUT * 2); // both nodes swept again meanwhile
      expect(notes).toEqual([expect.objectContaining({ type: 'call', data: { sender: x.id, callId } })]);
      expect(await store.get(callId)).toMatchObject({ state: 'ended', endReason: 'missed' });
      expect(await store.dueRinging(Date.now())).not.toContain(callId);
      const { rows } = await a.app.kindred.database.pool.query(
        "SELECT count FROM notifications WHERE recipient_id = $1 AND type = 'call'",
        [y.id],
      );
      expect(rows).toEqual([{ count: 1 }]);
    } finally {
      xOnA.close();
      yOnB.close();
    }
  });
});
