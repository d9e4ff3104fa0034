import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface EmbeddedDatabase {
  url: string;
  /** The PGlite process id (changes when the process is restarted). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Called once the process has crashed more often than it may be restarted (the caller exits with a message). */
  onGiveUp(error: Error): void;
  log: { warn(message: string): void; info(message: string): void };
}

const entry = fileURLToPath(new URL('./pgliteProcess.ts', import.meta.url));
/** A crashed database process is restarted, at most this many times in RESTART_WINDOW_MS. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/**
 * A first start creates the database folder (initdb in WebAssembly): seconds on an idle machine, more than a minute
 * on a saturated one. Give it three minutes before calling it stuck.
 */
const START_TIMEOUT_MS = 180_000;

function spawnDatabase(dataDir: string, port: number): { child: ChildProcess; ready: Promise<number> } {
  const child = fork(entry, [], {
    env: { ...process.env, KINDRED_PGLITE_DIR: dataDir, KINDRED_PGLITE_PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      child.kill('SIGKILL');
      reject(new Error(`The embedded database did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database exited during start-up (code ${code})`));
    };
    child.once('exit', onExit);
    child.once('message', (message: { type?: string; port?: number }) => {
      if (message?.type === 'ready' && message.port) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(message.port);
      }
    });
  });
  return { child, ready };
}

/**
 * Starts PGlite in its own process (see pgliteProcess.ts) and resolves with a postgres:// URL for it.
 * The process is supervised: if it dies, it is started again on the same port and data folder (the pool
 * reconnects by itself; requests meanwhile get 503); after MAX_RESTARTS crashes within a minute the
 * caller is told to give up rather than answer errors for ever.
 */
export async function startEmbeddedDatabase(dataDir: string, options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const first = spawnDatabase(dataDir, 0);
  let child = first.child;
  const port = await first.ready;
  let stopping = false;
  const crashes: number[] = [];
  // A signal to this process usually reached the database process too (Ctrl-C, pkill): never restart then.
  const markStopping = () => {
    stopping = true;
  };
  process.once('SIGINT', markStopping);
  process.once('SIGTERM', markStopping);

  const supervise = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length && crashes[0]! < now - RESTART_WINDOW_MS) crashes.shift();
      if (crashes.length > MAX_RESTARTS) {
        options.onGiveUp(
          new Error(`The embedded database process keeps stopping (${crashes.length} times in a minute); giving up.`),
        );
        return;
      }
      options.log.warn(`The embedded database process stopped (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => {
        if (stopping) return;
        const next = spawnDatabase(dataDir, port);
        child = next.child;
        supervise(child);
        next.ready.then(
          () => options.log.info('The embedded database is answering again'),
          () => {}, // its exit is handled by supervise
        );
      }, 200);
    });
  };
  supervise(child);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    pid: () => child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        process.off('SIGINT', markStopping);
        process.off('SIGTERM', markStopping);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
