/**
 * The embedded database: PGlite in a process of its own, served over the PostgreSQL wire protocol on
 * loopback so the server uses the same `pg` driver for it and for real PostgreSQL (one code path), and
 * PGlite's synchronous work never blocks the server's event loop. Sole owner of its data folder.
 *
 * Started by db/embedded.ts with `KINDRED_PGLITE_DIR` (and `KINDRED_PGLITE_PORT` when restarted); reports
 * `{ port }` over IPC once listening.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  const dir = process.env.KINDRED_PGLITE_DIR;
  if (!dir) throw new Error('KINDRED_PGLITE_DIR is required');
  let db: PGlite | null = null;
  let server: PGLiteSocketServer | null = null;
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    try {
      await server?.stop();
      await db?.close();
    } finally {
      process.exit(0);
    }
  };
  // Registered before the (slow) start, so a server that goes away meanwhile never leaves an orphan holding
  // the data folder.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.on('disconnect', shutdown);

  if (dir !== 'memory://') mkdirSync(dir, { recursive: true }); // PGlite does not create parent folders
  db = await PGlite.create(dir === 'memory://' ? undefined : dir);
  // A restarted process keeps the port the server's pool already points at.
  const port = Number(process.env.KINDRED_PGLITE_PORT) || (await freePort());
  server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 16 });
  await server.start();
  if (closing) return;
  if (!process.connected) return shutdown(); // the server left while we were starting
  process.send?.({ type: 'ready', port });
}

main().catch((error) => {
  console.error('[pglite] failed to start:', error);
  process.exit(1);
});
