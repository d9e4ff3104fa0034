/**
 * Server nodes as real processes (`src/main.ts`, as `npm start` runs it) that a test may SIGKILL, and the small
 * round-robin TCP proxy in front of several of them (bench/roundRobinProxy.ts, which bench:two-node shares).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../bench/harness';
import { FILE_RATE_LIMIT_NAMESPACE } from './harness';

export { roundRobinProxy, type RoundRobinProxy } from '../bench/roundRobinProxy';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

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
