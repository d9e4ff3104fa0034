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
  /** The embedded database's process id (PGlite only; changes when a crashed process is restarted). */
  embeddedPid?: () => number | undefined;
  /** Counts queries sent through the pool (tests assert bounded query counts on hot paths). */
  queryCount(): number;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK = 7_301_114; // pg advisory lock id: one migrator at a time across server processes

export interface DatabaseOptions {
  log: { warn(message: string): void; info(message: string): void };
  /** The embedded database cannot be kept running (it keeps crashing): the server should stop. */
  onFatal(error: Error): void;
}

export async function openDatabase(config: Config, options: DatabaseOptions): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedDatabase(path.join(config.dataDir, 'pglite'), {
        log: options.log,
        onGiveUp: options.onFatal,
      });
  const url = config.databaseUrl ?? embedded!.url;
  // PGlite is a single-session database: one pooled connection keeps transactions and session state coherent.
  const pool = new pg.Pool({
    connectionString: url,
    max: embedded ? 1 : 10,
    idleTimeoutMillis: config.databasePoolIdleMs,
    // A database that does not answer makes requests fail (503) instead of hanging; see http/errorHandler.ts.
    connectionTimeoutMillis: config.databaseQueryTimeoutMs,
    query_timeout: config.databaseQueryTimeoutMs,
    // PGlite has one session for all its connections: named prepared statements (db/prepared.ts) outlive the
    // connection that prepared them, while a new `pg` client believes it has prepared nothing. Each new
    // connection therefore forgets them before the pool hands it out.
    ...(embedded ? { onConnect: (client: pg.PoolClient) => client.query('DEALLOCATE ALL').then(() => {}) } : {}),
  } as pg.PoolConfig);
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
    ...(embedded ? { embeddedPid: embedded.pid } : {}),
    queryCount: () => queries,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** Connection-level SQLSTATE classes and errors: the database is unreachable or went away, not a bad query. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Client was closed/i;

/** True for a failure that means "the database cannot be reached right now" (answered 503, not 500). */
/** What a member is told while the database cannot answer (HTTP 503, socket SERVICE_UNAVAILABLE). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}
