/* eslint-disable @typescript-eslint/no-explicit-any -- socket payloads are untyped JSON in the suites */
/**
 * Presence with real socket.io clients (issue 11; decision 0023): online while any socket is connected, offline
 * after the grace period (shortened here), events only to contacts (matches and conversation partners) and never
 * across a block, `showOnlineStatus: false` hides it, the browse index and profiles read it; two tabs on two nodes
 * (Redis) are one member.
 */
import { randomBytes } from 'node:crypto';
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
const GRACE = 400;
const env = { PRESENCE_GRACE_MS: String(GRACE), BROWSE_PAGE_TTL_MS: '0' };

const befriend = async (server: TestServer, x: Member, y: Member) => {
  await call(server, 'POST', `/api/users/${y.id}/like`, { token: x.token });
  await call(server, 'POST', `/api/users/${x.id}/like`, { token: y.token });
};
const isOnline = async (server: TestServer, viewer: Member, id: string) =>
  (await call(server, 'GET', `/api/users/${id}`, { token: viewer.token })).body.data.isOnline as boolean;

describe.each(kinds)('presence on %s', (kind) => {
  let server: TestServer;
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind, { env });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server?.close();
  });
  const member = async () => {
    const m = await registerMember(server, { details: { iAm: 'woman' } });
    await verify(server, m);
    return m;
  };
  const socketOf = async (m: Member) => {
    const s = await connectMember(server, m);
    open.push(s);
    return s;
  };

  it('online with the first socket, offline after the grace once the last closes; only contacts hear it', async () => {
    const [a, match, partner, stranger] = [await member(), await member(), await member(), await member()];
    await befriend(server, a, match);
    // A conversation partner (no match).
    const p1 = await socketOf(partner);
    await p1.timeout(3000).emitWithAck('sendMessage', { recipientId: a.id, content: 'hi', clientMessageId: 'p-1' });
    const [m1, s1] = [await socketOf(match), await socketOf(stranger)];
    const events = {
      match: collect(m1, 'userOnline'),
      partner: collect(p1, 'userOnline'),
      stranger: collect(s1, 'userOnline'),
      strangerOff: collect(s1, 'userOffline'),
    };
    const offline = collect(m1, 'userOffline');
    expect(await isOnline(server, stranger, a.id)).toBe(false);

    const tab1 = await connectMember(server, a);
    const tab2 = await connectMember(server, a);
    await pause(200);
    expect(events.match).toEqual([{ userId: a.id }]);
    expect(events.partner).toEqual([{ userId: a.id }]);
    expect(events.stranger).toEqual([]);
    expect(await isOnline(server, stranger, a.id)).toBe(true);
    const browse = await call(server, 'GET', '/api/users?online=true&limit=50', { token: stranger.token });
    expect(browse.body.data.map((u: any) => u._id)).toContain(a.id);

    // One tab closes: still online. The other closes: offline after the grace, with lastActive.
    tab1.close();
    await pause(GRACE + 300);
    expect(offline).toEqual([]);
    expect(await isOnline(server, stranger, a.id)).toBe(true);
    tab2.close();
    await pause(GRACE / 2);
    expect(offline).toEqual([]);
    const off = await nextEvent(m1, 'userOffline', GRACE * 4);
    expect(off).toMatchObject({ userId: a.id, lastActive: expect.any(String) });
    expect(events.strangerOff).toEqual([]);
    expect(await isOnline(server, stranger, a.id)).toBe(false);

    // Back within the grace: no offline, no second online.
    const tab3 = await connectMember(server, a);
    await pause(200);
    expect(events.match).toHaveLength(2);
    tab3.close();
    await pause(GRACE / 4);
    const tab4 = await connectMember(server, a);
    open.push(tab4);
    await pause(GRACE + 300);
    expect(offline).toHaveLength(1);
    expect(events.match).toHaveLength(2);
  });

  it('showOnlineStatus false hides the member (event at once, profile and browse offline); true shows them again', async () => {
    const [a, match] = [await member(), await member()];
    await befriend(server, a, match);
    const m1 = await socketOf(match);
    const a1 = await socketOf(a);
    await nextEvent(m1, 'userOnline');
    const hidden = nextEvent(m1, 'userOffline');
    const ack = await a1.timeout(3000).emitWithAck('updatePrivacySettings', { showOnlineStatus: false });
    expect(ack).toEqual({ success: true, data: { showOnlineStatus: false } });
    expect(await hidden).toMatchObject({ userId: a.id });
    expect(await isOnline(server, match, a.id)).toBe(false);
    const settings = await call(server, 'GET', '/api/users/settings', { token: a.token });
    expect(JSON.stringify(settings.body)).toContain('"showOnlineStatus":false');
    // Reconnecting while hidden tells nobody.
    const quiet = collect(m1, 'userOnline');
    a1.close();
    await pause(GRACE + 300);
    await socketOf(a);
    await pause(200);
    expect(quiet).toEqual([]);
    const shown = nextEvent(m1, 'userOnline');
    const tab = await socketOf(a);
    await tab.timeout(3000).emitWithAck('updatePrivacySettings', { showOnlineStatus: true });
    expect(await shown).toEqual({ userId: a.id });
    expect(await isOnline(server, match, a.id)).toBe(true);
    // Malformed payloads are refused with an error, never a crash.
    expect(await tab.timeout(3000).emitWithAck('updatePrivacySettings', { showOnlineStatus: 'yes' })).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
    });
  });

  it('saving showOnlineStatus over HTTP tells contacts too, once', async () => {
    const [a, match] = [await member(), await member()];
    await befriend(server, a, match);
    const m1 = await socketOf(match);
    await socketOf(a);
    await nextEvent(m1, 'userOnline');
    const offline = collect(m1, 'userOffline');
    const online = collect(m1, 'userOnline');
    await call(server, 'PUT', '/api/users/settings', {
      token: a.token,
      body: { privacy: { showOnlineStatus: false } },
    });
    await pause(300);
    expect(offline).toEqual([{ userId: a.id }]);
    // Another save (bio, same visibility): nothing new.
    await call(server, 'PUT', '/api/users/settings', { token: a.token, body: { notifications: { likes: false } } });
    await call(server, 'PUT', '/api/users/settings', { token: a.token, body: { privacy: { showOnlineStatus: true } } });
    await pause(300);
    expect(offline).toHaveLength(1);
    expect(online).toEqual([{ userId: a.id }]);
  });

  it('no presence across a block', async () => {
    const [a, match] = [await member(), await member()];
    await befriend(server, a, match);
    await call(server, 'POST', `/api/users/${a.id}/block`, { token: match.token });
    const m1 = await socketOf(match);
    const seen = [collect(m1, 'userOnline'), collect(m1, 'userOffline')];
    const a1 = await connectMember(server, a);
    await pause(200);
    a1.close();
    await pause(GRACE + 300);
    expect(seen).toEqual([[], []]);
  });

  it('ping is answered with pong (event and ack forms)', async () => {
    const a = await member();
    const a1 = await socketOf(a);
    const pong = nextEvent(a1, 'pong');
    a1.emit('ping');
    expect(await pong).toMatchObject({ time: expect.any(Number) });
    expect(await a1.timeout(3000).emitWithAck('ping')).toMatchObject({ time: expect.any(Number) });
  });
});

const twoNodes = await twoNodeServicesAvailable();

describe.runIf(twoNodes)('presence across two nodes on Redis', () => {
  let nodes: TwoNodes;
  beforeAll(async () => {
    nodes = await startTwoNodes(env, randomBytes(32).toString('hex'));
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('two tabs on two nodes are one member: one online, offline only after both closed', async () => {
    const { a, b } = nodes;
    const x = await registerMember(a, { details: { iAm: 'woman' } });
    const y = await registerMember(a, { details: { iAm: 'woman' } });
    await befriend(a, x, y);
    const yOnB = await connectMember(b, y);
    const online = collect(yOnB, 'userOnline');
    const offline = collect(yOnB, 'userOffline');
    const xOnA = await connectMember(a, x);
    const xOnB = await connectMember(b, x);
    await pause(300);
    expect(online).toEqual([{ userId: x.id }]);
    xOnA.close();
    await pause(GRACE + 400);
    expect(offline).toEqual([]);
    expect(await isOnline(b, y, x.id)).toBe(true);
    expect(await b.app.kindred.presence.isConnected(x.id)).toBe(true);
    expect(await a.app.kindred.presence.isConnected(x.id)).toBe(true);
    xOnB.close();
    const off = await nextEvent(yOnB, 'userOffline', GRACE * 5);
    expect(off).toMatchObject({ userId: x.id });
    await pause(300);
    expect(offline).toHaveLength(1);
    expect(await isOnline(a, y, x.id)).toBe(false);
    expect(await a.app.kindred.presence.isConnected(x.id)).toBe(false);
    yOnB.close();
  });
});
