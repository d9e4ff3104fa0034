/**
 * Server nodes as real processes (`src/main.ts`, as `npm start` runs it) that a test may SIGKILL, and a small
 * round-robin TCP proxy in front of several of them — the load balancer of a deployment with several nodes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { FILE_RATE_LIMIT_NAMESPACE } from './harness';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  url: string;
  port: number;
  /** Starts the process (again) and resolves once `/api/health` answers. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown hook runs, sockets drop as when a machine dies. */
  kill(): Promise<void>;
  readonly running: boolean;
}

/** One server process on its own port with `env` (the caller sets the database, Redis, secret, data folder). */
export async function serverProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const full: Record<string, string> = {
    ...(process.env as Record<string, string>),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    SEED_DEMO: '',
    RATE_LIMIT_MULTIPLIER: '1000',
    RATE_LIMIT_NAMESPACE: FILE_RATE_LIMIT_NAMESPACE,
    ...env,
    PORT: String(port),
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL']) if (!env[key]) delete full[key];
  return {
    url,
    port,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: full,
        stdio: 'ignore',
      });
      for (let i = 0; i < 1200; i++) {
        const ok = await fetch(`${url}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) return;
        if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`server on ${port} did not start`);
    },
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
  };
}

export interface RoundRobinProxy {
  url: string;
  /** Connections handed to each backend port so far. */
  readonly handed: ReadonlyMap<number, number>;
  close(): Promise<void>;
}

/**
 * Accepts TCP connections and hands each to the next backend in turn; a backend that refuses is skipped (a node that
 * died), as a load balancer's health check would. Bytes are piped both ways untouched (HTTP and WebSocket alike).
 */
export async function roundRobinProxy(backends: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const handed = new Map<number, number>(backends.map((p) => [p, 0]));
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const tryBackend = (attempt: number) => {
      if (attempt >= backends.length) {
        client.destroy();
        return;
      }
      const port = backends[next++ % backends.length]!;
      const upstream = tcpConnect(port, '127.0.0.1');
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        handed.set(port, (handed.get(port) ?? 0) + 1);
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
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
