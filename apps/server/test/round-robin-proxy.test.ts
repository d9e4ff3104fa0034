/**
 * The round-robin proxy of the two-node kill test and bench:two-node (bench/roundRobinProxy.ts): with one backend
 * dead, every connection still reaches the live one, however many arrive at once (a reconnection storm).
 */
import { createServer, connect, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/harness';
import { roundRobinProxy } from '../bench/roundRobinProxy';

describe('round-robin proxy', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('hands every one of many simultaneous connections to the live backend when the other refuses', async () => {
    // The live backend answers each connection with one byte; the dead one is a port nobody listens on.
    const live: Server = createServer((socket) => socket.end('x'));
    const livePort = await new Promise<number>((resolve) =>
      live.listen(0, '127.0.0.1', () => resolve((live.address() as { port: number }).port)),
    );
    cleanup.push(() => new Promise<void>((resolve) => live.close(() => resolve())));
    const deadPort = await freePort();
    const proxy = await roundRobinProxy([deadPort, livePort]);
    cleanup.push(() => proxy.close());
    const port = Number(new URL(proxy.url).port);

    const answers = await Promise.all(
      Array.from(
        { length: 200 },
        () =>
          new Promise<string>((resolve) => {
            const socket = connect(port, '127.0.0.1');
            let data = '';
            socket.on('data', (chunk) => (data += chunk.toString()));
            socket.on('close', () => resolve(data));
            socket.on('error', () => resolve('error'));
          }),
      ),
    );
    expect(answers.filter((a) => a !== 'x').length, 'connections dropped').toBe(0);
    expect(proxy.handed.get(livePort)).toBe(200);
  });
});
