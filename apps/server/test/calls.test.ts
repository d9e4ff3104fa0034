/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * Video calls with real socket.io clients (issue 11; decision 0024): server-side state ringing → active → ended,
 * signalling relayed only between the two members of a call (to the tab in the call), tier / verification /
 * presence / block rules, the unanswered timeout (shortened here) with a missed-call notification, other tabs
 * learning the call was answered elsewhere, ICE servers with TURN credentials; and a signalling exchange across
 * two nodes on Redis.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerMember, verify, type Member } from './api';
import {
  databaseKinds,
  startTestServer,
  startTwoNodes,
  twoNodeServicesAvailable,
  type TestServer,
  type TwoNodes,
} from './harness';
import { collect, connectMember, nextEvent, pause, type ClientSocket } from './sockets';

const kinds = await databaseKinds();
const TIMEOUT = 600;
const env = { CALL_UNANSWERED_TIMEOUT_MS: String(TIMEOUT), PRESENCE_GRACE_MS: '200' };
const offer = { type: 'offer', sdp: 'v=0 offer' };

const ask = (s: ClientSocket, event: string, payload: unknown) =>
  s.timeout(3000).emitWithAck(event, payload) as Promise<any>;

describe.each(kinds)('calls on %s', (kind) => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind, { env });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });
  /** Premium (woman) and verified unless told otherwise. */
  const member = async (options: { free?: boolean; unverified?: boolean } = {}) => {
    const m = await registerMember(server, { details: { iAm: options.free ? 'man' : 'woman' } });
    if (!options.unverified) await verify(server, m);
    return m;
  };
  const socketOf = async (m: Member) => {
    const s = await connectMember(server, m);
    open.push(s);
    return s;
  };

  it('ring, answer on one tab, relay only to the tab in the call, hang up', async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const [a1, a2, b1, b2, c1] = [
      await socketOf(a),
      await socketOf(a),
      await socketOf(b),
      await socketOf(b),
      await socketOf(c),
    ];
    const incoming = [nextEvent(b1, 'incomingCall'), nextEvent(b2, 'incomingCall')];
    const initiatedElsewhere = nextEvent(a2, 'callInitiated');
    const started = await ask(a1, 'initiateVideoCall', { recipientId: b.id });
    expect(started).toMatchObject({ success: true, data: { callId: expect.any(String) } });
    const callId = started.data.callId as string;
    for (const p of incoming) {
      expect(await p).toMatchObject({ callId, callerId: a.id, userId: a.id, callerName: expect.any(String) });
    }
    expect(await initiatedElsewhere).toEqual({ callId, recipientId: b.id });

    // Signals while ringing reach every tab of the callee (nobody answered yet).
    const ringingSignal = [nextEvent(b1, 'videoSignal'), nextEvent(b2, 'videoSignal')];
    await ask(a1, 'videoSignal', { recipientId: b.id, signal: offer, from: { userId: a.id, callId } });
    for (const p of ringingSignal) expect(await p).toEqual({ signal: offer, from: { userId: a.id, callId } });

    const accepted = nextEvent(a1, 'callAccepted');
    const answeredElsewhere = nextEvent(b2, 'callAnswered');
    const answer = await ask(b1, 'answerVideoCall', { callerId: a.id, accept: true, callId });
    expect(answer).toMatchObject({ success: true, data: { callId, state: 'active' } });
    expect(await accepted).toEqual({ callId, userId: b.id });
    expect(await answeredElsewhere).toEqual({ callId, accept: true, userId: b.id });
    // The other tab cannot answer too.
    expect(await ask(b2, 'answerVideoCall', { callerId: a.id, accept: true, callId })).toMatchObject({
      success: false,
      error: 'Error accepting call (Invalid ID).',
    });

    // Now the media goes to the answering tab only; an outsider's signal reaches nobody and gets videoError.
    const onB2 = collect(b2, 'videoSignal');
    const onA = [collect(a1, 'videoSignal'), collect(a2, 'videoSignal')];
    const toB1 = nextEvent(b1, 'videoSignal');
    await ask(a2, 'videoSignal', {
      recipientId: b.id,
      signal: { type: 'ice-candidate', candidate: { candidate: 'x' } },
    });
    expect((await toB1).from).toEqual({ userId: a.id, callId });
    const back = nextEvent(a1, 'videoSignal');
    await ask(b1, 'videoSignal', { recipientId: a.id, signal: { type: 'answer', sdp: 'v=0 answer' } });
    expect(await back).toMatchObject({ signal: { type: 'answer' }, from: { userId: b.id, callId } });
    const muted = nextEvent(b1, 'videoMediaControl');
    await ask(a1, 'videoMediaControl', { recipientId: b.id, type: 'audio', muted: true });
    expect(await muted).toEqual({ userId: a.id, type: 'audio', muted: true });
    const videoError = nextEvent(c1, 'videoError');
    const intruder = await ask(c1, 'videoSignal', { recipientId: a.id, signal: offer });
    expect(intruder).toMatchObject({ success: false, error: 'There is no call with this member.' });
    expect(await videoError).toMatchObject({ error: 'There is no call with this member.' });
    await pause(150);
    expect(onB2).toEqual([]);
    expect(onA[0]).toHaveLength(1);
    expect(onA[1]).toEqual([]);

    // Hang up: both members' tabs hear it; afterwards nothing is relayed.
    const hangups = [nextEvent(b1, 'videoHangup'), nextEvent(b2, 'videoHangup'), nextEvent(a2, 'videoHangup')];
    expect(await ask(a1, 'videoHangup', { recipientId: b.id, callId })).toMatchObject({ success: true });
    for (const p of hangups) expect(await p).toEqual({ userId: a.id, callId });
    expect(await ask(a1, 'videoSignal', { recipientId: b.id, signal: offer })).toMatchObject({ success: false });
    // A new call between them works again (neither is busy).
    const again = await ask(b1, 'initiateCall', { recipientId: a.id, callType: 'video' });
    expect(again).toMatchObject({ success: true });
    await ask(b1, 'videoHangup', { recipientId: a.id });
  });

  it('decline reaches the caller; the timeout ends an unanswered call with a missed-call notification', async () => {
    const [a, b] = [await member(), await member()];
    const [a1, b1] = [await socketOf(a), await socketOf(b)];
    const first = await ask(a1, 'initiateCall', { recipientId: b.id });
    const declined = nextEvent(a1, 'callDeclined');
    expect(await ask(b1, 'answerCall', { callerId: a.id, accept: false, callId: first.data.callId })).toMatchObject({
      success: true,
      data: { state: 'ended' },
    });
    expect(await declined).toMatchObject({ callId: first.data.callId, userId: b.id });

    const note = nextEvent(b1, 'notification', TIMEOUT * 6);
    const second = await ask(a1, 'initiateVideoCall', { recipientId: b.id });
    const noAnswer = nextEvent(a1, 'callError', TIMEOUT * 4);
    const hungUp = nextEvent(b1, 'videoHangup', TIMEOUT * 4);
    expect(await noAnswer).toMatchObject({
      callId: second.data.callId,
      error: 'No answer from the recipient. Please try again later.',
    });
    expect(await hungUp).toEqual({ userId: a.id, callId: second.data.callId });
    expect(await note).toMatchObject({
      type: 'call',
      sender: { _id: a.id },
      data: { sender: a.id, callId: second.data.callId },
    });
    const late = await ask(b1, 'answerVideoCall', { callerId: a.id, accept: true, callId: second.data.callId });
    expect(late).toMatchObject({ success: false, error: 'Error accepting call (Invalid ID).' });
    // Notification switch off for calls → no missed-call item.
    await call(server, 'PUT', '/api/users/settings', { token: b.token, body: { notifications: { calls: false } } });
    const third = await ask(a1, 'initiateVideoCall', { recipientId: b.id });
    expect(third).toMatchObject({ success: true });
    await nextEvent(a1, 'callError', TIMEOUT * 4);
    await pause(500);
    const stored = await server.app.kindred.database.pool.query(
      "SELECT count FROM notifications WHERE recipient_id = $1 AND type = 'call'",
      [b.id],
    );
    expect(stored.rows).toEqual([{ count: 1 }]);
  });

  it('tier, verification, presence, block, busy and self rules', async () => {
    const [a, b, free, unverified, offline, blocker, third] = [
      await member(),
      await member(),
      await member({ free: true }),
      await member({ unverified: true }),
      await member(),
      await member(),
      await member(),
    ];
    const [a1, b1, free1, unverified1, blocker1, third1] = [
      await socketOf(a),
      await socketOf(b),
      await socketOf(free),
      await socketOf(unverified),
      await socketOf(blocker),
      await socketOf(third),
    ];
    const callErrors = collect(free1, 'callError');
    expect(await ask(free1, 'initiateVideoCall', { recipientId: a.id })).toMatchObject({
      success: false,
      code: 'PREMIUM_REQUIRED',
      error: 'Free accounts cannot make video calls. Upgrade for video calls.',
    });
    expect(callErrors).toHaveLength(1);
    // A FREE callee: the call never rings; the caller hears the callee cannot take calls, the callee's tabs get the
    // spec's upgrade message with who called (auto-declined, decision 0073).
    const freeRinging = collect(free1, 'incomingCall');
    const autoDeclined = nextEvent(free1, 'callError');
    const toFree = await ask(a1, 'initiateVideoCall', { recipientId: free.id });
    expect(toFree).toMatchObject({ success: false, code: 'PREMIUM_REQUIRED' });
    expect(toFree.error).toMatch(/ cannot receive video calls yet\.$/);
    expect(await autoDeclined).toEqual({
      error: 'Free accounts cannot receive video calls. Upgrade to accept.',
      code: 'PREMIUM_REQUIRED',
      callerId: a.id,
      callerName: expect.any(String),
    });
    expect(freeRinging).toEqual([]);
    expect(await ask(unverified1, 'initiateVideoCall', { recipientId: a.id })).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect((await ask(a1, 'initiateVideoCall', { recipientId: unverified.id })).error).toMatch(
      /cannot receive video calls yet/,
    );
    const off = await ask(a1, 'initiateVideoCall', { recipientId: offline.id });
    expect(off.error).toMatch(/is currently offline\. You can only call users who are online\.$/);
    expect(await ask(a1, 'initiateVideoCall', { recipientId: a.id })).toMatchObject({ error: 'Invalid recipient ID.' });
    await call(server, 'POST', `/api/users/${a.id}/block`, { token: blocker.token });
    const ringing = collect(blocker1, 'incomingCall');
    expect(await ask(a1, 'initiateVideoCall', { recipientId: blocker.id })).toMatchObject({
      error: 'Invalid recipient ID.',
    });
    expect(await ask(blocker1, 'initiateVideoCall', { recipientId: a.id })).toMatchObject({
      error: 'Invalid recipient ID.',
    });
    expect(ringing).toEqual([]);
    // Busy: B rings with A; a third member cannot call B, and A cannot start another call.
    const started = await ask(a1, 'initiateVideoCall', { recipientId: b.id });
    expect((await ask(third1, 'initiateVideoCall', { recipientId: b.id })).error).toMatch(/is on another call/);
    expect(await ask(a1, 'initiateVideoCall', { recipientId: third.id })).toMatchObject({
      error: 'Cannot start call: Invalid state.',
    });
    // Only the callee answers, with the right caller.
    expect(
      await ask(third1, 'answerVideoCall', { callerId: a.id, accept: true, callId: started.data.callId }),
    ).toMatchObject({
      success: false,
    });
    expect(
      await ask(b1, 'answerVideoCall', { callerId: third.id, accept: true, callId: started.data.callId }),
    ).toMatchObject({
      success: false,
    });
    // Malformed payloads: an error, never a crash.
    for (const bad of [null, 'x', { recipientId: 'nope' }, { recipientId: b.id, signal: { type: 'bogus' } }]) {
      expect(await ask(a1, 'videoSignal', bad)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    // The caller's tab closing ends the ringing call: the callee hears a hangup.
    const hung = nextEvent(b1, 'videoHangup');
    a1.close();
    expect(await hung).toMatchObject({ userId: a.id, callId: started.data.callId });
  });

  it('a member who hides their status is never said to be offline: the call rings unanswered instead', async () => {
    const [a, visible, hidden] = [await member(), await member(), await member()];
    const a1 = await socketOf(a);
    await call(server, 'PUT', '/api/users/settings', {
      token: hidden.token,
      body: { privacy: { showOnlineStatus: false } },
    });
    // Visible and away: refused at once, as before.
    expect((await ask(a1, 'initiateVideoCall', { recipientId: visible.id })).error).toMatch(/is currently offline/);
    // Hidden and away: the caller sees what a call to a hidden member with a tab open shows — it rings, then no
    // answer — and the callee finds a missed call.
    const away = await ask(a1, 'initiateVideoCall', { recipientId: hidden.id });
    expect(away).toMatchObject({ success: true, data: { callId: expect.any(String) } });
    expect(await nextEvent(a1, 'callError', TIMEOUT * 4)).toMatchObject({
      callId: away.data.callId,
      error: 'No answer from the recipient. Please try again later.',
    });
    await pause(200);
    const missed = await server.app.kindred.database.pool.query(
      "SELECT count FROM notifications WHERE recipient_id = $1 AND type = 'call'",
      [hidden.id],
    );
    expect(missed.rows).toEqual([{ count: 1 }]);
    // Hidden with a tab open: it rings there.
    const h1 = await socketOf(hidden);
    const ringing = nextEvent(h1, 'incomingCall');
    const present = await ask(a1, 'initiateVideoCall', { recipientId: hidden.id });
    expect(await ringing).toMatchObject({ callId: present.data.callId, callerId: a.id });
    await ask(a1, 'videoHangup', { recipientId: hidden.id });
  });

  it('ICE servers: STUN by default, verified premium members only', async () => {
    const [a, free, unverified] = [await member(), await member({ free: true }), await member({ unverified: true })];
    const res = await call(server, 'GET', '/api/calls/ice-servers', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ iceServers: [{ urls: ['stun:stun.l.google.com:19302'] }], ttl: null });
    expect(await call(server, 'GET', '/api/calls/ice-servers', { token: free.token })).toMatchObject({
      status: 403,
      body: { error: 'Free accounts cannot make video calls. Upgrade for video calls.', code: 'PREMIUM_REQUIRED' },
    });
    expect(await call(server, 'GET', '/api/calls/ice-servers', { token: unverified.token })).toMatchObject({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED' },
    });
  });
});

describe('ICE servers with TURN', () => {
  it('TURN entries carry time-limited HMAC credentials', async () => {
    const [kind] = kinds;
    const server = await startTestServer(kind!, {
      env: {
        TURN_URLS: 'turn:turn.example.org:3478,turns:turn.example.org:5349',
        TURN_SECRET: 's3cret',
        TURN_TTL_SECONDS: '600',
      },
    });
    try {
      const a = await registerMember(server, { details: { iAm: 'woman' } });
      await verify(server, a);
      const before = Math.floor(Date.now() / 1000);
      const res = await call(server, 'GET', '/api/calls/ice-servers', { token: a.token });
      const turn = res.body.data.iceServers[1];
      expect(turn.urls).toEqual(['turn:turn.example.org:3478', 'turns:turn.example.org:5349']);
      const [expiry, who] = turn.username.split(':');
      expect(who).toBe(a.id);
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
      expect(Number(expiry)).toBeLessThanOrEqual(before + 602);
      expect(turn.credential).toBe(createHmac('sha1', 's3cret').update(turn.username).digest('base64'));
      expect(res.body.data.ttl).toBe(600);
    } finally {
      await server.close();
    }
  }, 120_000); // the test starts a server of its own (an embedded database), which a busy machine makes slow
});

const twoNodes = await twoNodeServicesAvailable();

describe.runIf(twoNodes)('calls across two nodes on Redis', () => {
  let nodes: TwoNodes;
  beforeAll(async () => {
    nodes = await startTwoNodes(env, randomBytes(32).toString('hex'));
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('a caller on node A and a callee on node B complete a signalling exchange; a second tab cannot answer too', async () => {
    const { a, b } = nodes;
    const [x, y] = [
      await registerMember(a, { details: { iAm: 'woman' } }),
      await registerMember(a, { details: { iAm: 'woman' } }),
    ];
    await verify(a, x);
    await verify(a, y);
    const [xOnA, yOnB, yOnA] = [await connectMember(a, x), await connectMember(b, y), await connectMember(a, y)];
    try {
      const ring = nextEvent(yOnB, 'incomingCall');
      const started = await ask(xOnA, 'initiateVideoCall', { recipientId: y.id });
      const callId = started.data.callId;
      expect(await ring).toMatchObject({ callId, callerId: x.id });
      const accepted = nextEvent(xOnA, 'callAccepted');
      const elsewhere = nextEvent(yOnA, 'callAnswered');
      const [first, second] = await Promise.all([
        ask(yOnB, 'answerVideoCall', { callerId: x.id, accept: true, callId }),
        ask(yOnA, 'answerVideoCall', { callerId: x.id, accept: true, callId }),
      ]);
      expect([first.success, second.success].filter(Boolean)).toHaveLength(1);
      const answering = first.success ? yOnB : yOnA;
      const other = first.success ? yOnA : yOnB;
      expect(await accepted).toEqual({ callId, userId: y.id });
      expect(await elsewhere).toMatchObject({ callId, accept: true });
      const otherSignals = collect(other, 'videoSignal');
      const got = nextEvent(answering, 'videoSignal');
      await ask(xOnA, 'videoSignal', { recipientId: y.id, signal: offer });
      expect(await got).toEqual({ signal: offer, from: { userId: x.id, callId } });
      const reply = nextEvent(xOnA, 'videoSignal');
      await ask(answering, 'videoSignal', { recipientId: x.id, signal: { type: 'answer', sdp: 'v=0 a' } });
      expect(await reply).toMatchObject({ from: { userId: y.id, callId } });
      const hang = nextEvent(answering, 'videoHangup');
      await ask(xOnA, 'videoHangup', { recipientId: y.id, callId });
      expect(await hang).toEqual({ userId: x.id, callId });
      await pause(100);
      expect(otherSignals).toEqual([]);
    } finally {
      for (const s of [xOnA, yOnB, yOnA]) s.close();
    }
  });
});
