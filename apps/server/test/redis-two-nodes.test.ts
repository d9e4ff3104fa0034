import { randomBytes } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Revoked } from '../src/auth/revocation';
import { call, PASSWORD, registerMember, verify } from './api';
import { closedByServer, collect, connectMember, nextEvent, pause } from './sockets';
import { startTwoNodes, twoNodeServicesAvailable, type TestServer, type TwoNodes } from './harness';

const available = await twoNodeServicesAvailable();

describe.runIf(available)('two server nodes sharing PostgreSQL and Redis', () => {
  let nodes: TwoNodes;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // Both nodes run migrations at start-up on the same database; the advisory lock serialises them.
    // One signing secret (members' tokens work on both nodes, as behind a load balancer); long cache lifetimes,
    // so what another node shows fresh can only come from its change notices through Redis.
    nodes = await startTwoNodes(
      { BROWSE_PAGE_TTL_MS: '600000', VIEWER_CACHE_TTL_MS: '600000' },
      randomBytes(32).toString('hex'),
    );
    ({ a, b } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('both report Redis connected', async () => {
    for (const node of [a, b]) {
      const body = (await (await fetch(`${node.url}/api/health`)).json()) as { data: { redis: string } };
      expect(body.data.redis).toBe('ok');
    }
  });

  it('an event emitted on node B reaches a member connected to node A', async () => {
    const member = await registerMember(a);
    const memberId = member.id;
    const socket = connect(a.url, { transports: ['websocket'], reconnection: false, auth: { token: member.token } });
    await new Promise((resolve) => socket.on('welcome', resolve));
    const received = new Promise<unknown>((resolve) => socket.on('newLike', resolve));
    // The member is connected to node A only, so node B can reach them only through the shared adapter.
    const payload = { sender: { _id: 'c'.repeat(24), nickname: 'hello' }, isMatch: false };
    b.app.kindred.realtime.deliver({ member: memberId }, 'newLike', payload);
    await expect(received).resolves.toEqual(payload);
    socket.close();
  });

  it('members on different nodes chat: one messageReceived per recipient socket, messageSent on both nodes', async () => {
    const [x, y] = [
      await registerMember(a, { details: { iAm: 'woman' } }),
      await registerMember(a, { details: { iAm: 'woman' } }),
    ];
    await verify(a, x);
    await verify(a, y);
    const [xOnA, xOnB, yOnB] = [await connectMember(a, x), await connectMember(b, x), await connectMember(b, y)];
    const received = collect(yOnB, 'messageReceived');
    const sentOnOtherNode = nextEvent(xOnB, 'messageSent');
    const ack = await xOnA.timeout(3000).emitWithAck('sendMessage', {
      recipientId: y.id,
      content: 'across nodes',
      clientMessageId: 'n-1',
    });
    expect(ack.success).toBe(true);
    expect((await sentOnOtherNode)._id).toBe(ack.data._id);
    const typing = nextEvent(xOnA, 'userTyping');
    yOnB.emit('typing', { recipientId: x.id });
    expect(await typing).toEqual({ userId: y.id });
    await pause(300);
    expect(received.map((m) => m._id)).toEqual([ack.data._id]);
    for (const s of [xOnA, xOnB, yOnB]) s.close();
  });

  it('a message sent while a client briefly lost its connection is recovered (connection-state recovery)', async () => {
    const [x, y] = [
      await registerMember(a, { details: { iAm: 'woman' } }),
      await registerMember(a, { details: { iAm: 'woman' } }),
    ];
    await verify(a, x);
    await verify(a, y);
    const xOnA = await connectMember(a, x);
    const yOnB = connect(b.url, {
      transports: ['websocket'],
      auth: { token: y.token },
      reconnectionDelay: 200,
      reconnectionDelayMax: 200,
    });
    await new Promise((resolve) => yOnB.once('welcome', resolve));
    const received = collect(yOnB, 'messageReceived');
    const send = (content: string, clientMessageId: string) =>
      xOnA.timeout(3000).emitWithAck('sendMessage', { recipientId: y.id, content, clientMessageId });
    await send('before', 'r-1');
    await pause(200);
    // The transport drops (not a clean disconnect): the server keeps the session for recovery.
    const dropped = new Promise((resolve) => yOnB.once('disconnect', resolve));
    yOnB.io.engine.close();
    await dropped;
    const whileAway = await send('while away', 'r-2');
    expect(whileAway.success).toBe(true);
    await new Promise<void>((resolve) => yOnB.once('connect', () => resolve()));
    expect(yOnB.recovered).toBe(true);
    await pause(300);
    expect(received.map((m) => m.content)).toEqual(['before', 'while away']);
    for (const s of [xOnA, yOnB]) s.close();
  });

  it('deleting an account on node B closes the member’s socket on node A', async () => {
    const member = await registerMember(a);
    const socket = await connectMember(a, member);
    const closed = closedByServer(socket);
    const del = await call(b, 'DELETE', '/api/users/account', { token: member.token, body: { password: PASSWORD } });
    expect(del.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('writes on one node show in the other node’s browse list at once (change notices through Redis)', async () => {
    const viewer = await registerMember(a);
    const other = await registerMember(a);
    const cardOnB = async () => {
      const res = await call(b, 'GET', '/api/users?limit=50', { token: viewer.token });
      expect(res.status).toBe(200);
      return (res.body.data as { _id: string; nickname: string; isLiked: boolean }[]).find((c) => c._id === other.id);
    };
    // Notices cross Redis asynchronously: allow them a moment, no more.
    const eventually = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 2000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('the other node did not see the change');
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    expect((await cardOnB())?.nickname).toBe(other.user.nickname);

    await call(a, 'PUT', '/api/users/profile', { token: other.token, body: { nickname: 'seen_on_b' } });
    await eventually(async () => (await cardOnB())?.nickname === 'seen_on_b');

    await call(a, 'POST', `/api/users/${other.id}/like`, { token: viewer.token });
    await eventually(async () => (await cardOnB())?.isLiked === true);

    await call(a, 'POST', `/api/users/${viewer.id}/block`, { token: other.token });
    await eventually(async () => (await cardOnB()) === undefined);
  });

  it('a logout on node A refuses that access token on node B promptly (revocation notices through Redis)', async () => {
    const m = await registerMember(a);
    const phoneLogin = await call(b, 'POST', '/api/auth/login', { body: { email: m.email, password: PASSWORD } });
    const phone = phoneLogin.body.token as string;
    const heard: Revoked[] = [];
    const stop = b.app.kindred.revocations.onRevoked((r) => heard.push(r));
    // Node B knows the member as a live caller (cached for 10 minutes in this suite).
    expect((await call(b, 'GET', '/api/users?limit=1', { token: m.token })).status).toBe(200);
    const started = Date.now();
    expect((await call(a, 'POST', '/api/auth/logout', { cookie: m.cookie })).status).toBe(200);
    expect((await call(a, 'GET', '/api/users?limit=1', { token: m.token })).status).toBe(401); // at once on A
    const deadline = started + 2000;
    while ((await call(b, 'GET', '/api/users?limit=1', { token: m.token })).status !== 401) {
      if (Date.now() > deadline) throw new Error('node B still accepts the logged-out token');
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await call(b, 'GET', '/api/auth/me', { token: m.token })).status).toBe(401);
    expect((await call(b, 'GET', '/api/users?limit=1', { token: phone })).status).toBe(200);
    const claims = await a.app.kindred.tokens.claims(phone);
    expect(heard).toEqual([{ members: [m.id], sessions: [expect.any(String)] }]);
    expect(heard[0]!.sessions).not.toContain(claims?.sid);
    stop();
  });
});
