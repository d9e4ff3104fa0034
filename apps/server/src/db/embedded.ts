import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const entry = fileURLToPath(new URL('./pgliteProcess.ts', import.meta.url));

/** Starts PGlite in its own process (see pgliteProcess.ts) and resolves with a postgres:// URL for it. */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const child: ChildProcess = fork(entry, [], {
    env: { ...process.env, KINDRED_PGLITE_DIR: dataDir },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The embedded database did not start within 60 s')), 60_000);
    child.once('message', (message: { type?: string; port?: number }) => {
      if (message?.type === 'ready' && message.port) {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The embedded database exited during start-up (code ${code})`));
    });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
