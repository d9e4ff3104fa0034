import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Config } from '../config/config';
import { startEmbeddedDatabase } from './embedded';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** Counts queries sent through the pool (tests assert bounded query counts on hot paths). */
  queryCount(): number;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK = 7_301_114; // pg advisory lock id: one migrator at a time across server processes

export async function openDatabase(config: Config): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbeddedDatabase(path.join(config.dataDir, 'pglite'));
  const url = config.databaseUrl ?? embedded!.url;
  // PGlite is a single-session database: one pooled connection keeps transactions and session state coherent.
  const pool = new pg.Pool({ connectionString: url, max: embedded ? 1 : 10, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {}); // a dropped idle client is replaced on next use; never crash the process
  let queries = 0;
  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    queries += 1;
    return originalQuery(...args);
  };
  const db = drizzle(pool, { schema });

  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }

  return {
    db,
    pool,
    kind: embedded ? 'pglite' : 'postgres',
    queryCount: () => queries,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
