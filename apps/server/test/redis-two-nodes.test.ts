import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoNodes, twoNodeServicesAvailable, type TestServer, type TwoNodes } from './harness';

const available = await twoNodeServicesAvailable();

describe.runIf(available)('two server nodes sharing PostgreSQL and Redis', () => {
  let nodes: TwoNodes;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // Both nodes run migrations at start-up on the same database; the advisory lock serialises them.
    nodes = await startTwoNodes();
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
    const memberId = 'b'.repeat(24);
    const token = await a.app.kindred.tokens.sign(memberId);
    const socket = connect(a.url, { transports: ['websocket'], reconnection: false, auth: { token } });
    await new Promise((resolve) => socket.on('welcome', resolve));
    const received = new Promise<unknown>((resolve) => socket.on('notification', resolve));
    // Node B signs with its own secret, so it can only reach the member through the shared adapter.
    b.app.kindred.realtime.io.to(`member:${memberId}`).emit('notification', { type: 'generic', message: 'hello' });
    await expect(received).resolves.toEqual({ type: 'generic', message: 'hello' });
    socket.close();
  });
});
