/**
 * A small round-robin TCP proxy in front of several server nodes — the load balancer of a deployment with several
 * nodes. Used by the two-node kill test (test/two-node-kill.test.ts) and `pnpm bench:two-node` (bench/twoNode.ts).
 */
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Connections handed to each backend port so far. */
  readonly handed: ReadonlyMap<number, number>;
  /** The backend port of each connection handed so far, in the order they were accepted. */
  readonly order: readonly number[];
  close(): Promise<void>;
}

/**
 * Accepts TCP connections and hands each to the next backend in turn; a backend that refuses is skipped (a node that
 * died), as a load balancer's health check would. Bytes are piped both ways untouched (HTTP and WebSocket alike).
 */
export async function roundRobinProxy(backends: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const handed = new Map<number, number>(backends.map((p) => [p, 0]));
  const order: number[] = [];
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    // Each connection tries every backend once, from its turn on: counting from the shared turn instead, a retry
    // made while other connections moved the turn could land on the dead node again and give up.
    const first = next++;
    const tryBackend = (attempt: number) => {
      if (attempt >= backends.length) {
        client.destroy();
        return;
      }
      const port = backends[(first + attempt) % backends.length]!;
      const upstream = tcpConnect(port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        handed.set(port, (handed.get(port) ?? 0) + 1);
        order.push(port);
        open.add(upstream);
        upstream.on('close', () => {
          open.delete(upstream);
          client.destroy();
        });
        client.on('close', () => upstream.destroy());
        upstream.on('error', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.once('error', () => {
        if (!connected) tryBackend(attempt + 1);
      });
    };
    tryBackend(0);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    handed,
    order,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
