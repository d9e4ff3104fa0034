/**
 * Integration-test harness: boots the real server (Fastify + socket.io + database) on an ephemeral
 * loopback port against PGlite (own process, temp folder) or the running PostgreSQL (a fresh database
 * per server, dropped afterwards). With KINDRED_REQUIRE_SERVICES=1 (CI) a missing PostgreSQL or Redis
 * is a failure, never a skip.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';

export type DbKind = 'pglite' | 'postgres';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const requireServices = process.env.KINDRED_REQUIRE_SERVICES === '1';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS_TEST_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.quit().catch(() => {});
  }
}

/** The databases to run a suite against: always PGlite; PostgreSQL when reachable (required in CI). */
export async function databaseKinds(): Promise<DbKind[]> {
  if (await postgresReachable()) return ['pglite', 'postgres'];
  if (requireServices)
    throw new Error(`PostgreSQL is required (KINDRED_REQUIRE_SERVICES=1) but ${POSTGRES_ADMIN_URL} is unreachable`);
  console.warn(`PostgreSQL unreachable at ${POSTGRES_ADMIN_URL}: running on PGlite only`);
  return ['pglite'];
}

export async function requireRedis(): Promise<boolean> {
  if (await redisReachable()) return true;
  if (requireServices)
    throw new Error(`Redis is required (KINDRED_REQUIRE_SERVICES=1) but ${REDIS_TEST_URL} is unreachable`);
  console.warn(`Redis unreachable at ${REDIS_TEST_URL}: skipping Redis tests`);
  return false;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  kind: DbKind;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Reuse an existing database URL (e.g. two nodes on one PostgreSQL database). */
  databaseUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
  /** Share one signing secret between nodes (a member's token then works on both). */
  jwtSecret?: string;
}

/**
 * Creates a PostgreSQL database for one test file; returns its URL and a drop function. Empty unless `template`
 * names a database to copy (the suite's migrated template, see `migratedPostgresDatabase()`).
 */
export async function createPostgresDatabase(
  options: { name?: string; template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = options.name ?? `kindred_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** What test/global-setup.ts made once for this run (absent when a file runs without it). */
function provided<K extends 'pgliteTemplate' | 'postgresTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** A fresh PostgreSQL database with every migration applied: a copy of the run's template when there is one. */
export function migratedPostgresDatabase(): ReturnType<typeof createPostgresDatabase> {
  const template = provided('postgresTemplate');
  return createPostgresDatabase(template ? { template } : {});
}

/**
 * This test file's rate-limit namespace in Redis: files run two at a time (vitest.config.ts), and the nodes of one
 * file share their counts while another file's stay apart.
 */
export const FILE_RATE_LIMIT_NAMESPACE = `kindred-rl-test-${randomBytes(4).toString('hex')}-`;

export async function startTestServer(kind: DbKind, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kindred-test-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseUrl = options.databaseUrl;
  if (kind === 'postgres' && !databaseUrl) {
    const created = await migratedPostgresDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  // The embedded database starts from a copy of the run's migrated folder (test/global-setup.ts).
  const pgliteTemplate = provided('pgliteTemplate');
  if (
    kind === 'pglite' &&
    !databaseUrl &&
    !options.env?.KINDRED_DATA_DIR &&
    pgliteTemplate &&
    existsSync(pgliteTemplate)
  )
    cpSync(pgliteTemplate, path.join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig(
    {
      KINDRED_DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent',
      WEB_DIST: '',
      RATE_LIMIT_MULTIPLIER: '1000',
      BROWSE_COUNT_TTL_MS: '0',
      RATE_LIMIT_NAMESPACE: FILE_RATE_LIMIT_NAMESPACE,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...options.env,
    },
    { jwtSecret: options.jwtSecret ?? randomBytes(32).toString('hex') },
  );
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    config: { ...config, port, publicUrl: url },
    kind,
    close: async () => {
      await app.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TwoNodes {
  a: TestServer;
  b: TestServer;
  close(): Promise<void>;
}

/** Two server nodes on one fresh PostgreSQL database and the test Redis (both start, and migrate, together). */
export async function startTwoNodes(env: Record<string, string> = {}, jwtSecret?: string): Promise<TwoNodes> {
  const db = await migratedPostgresDatabase();
  const [a, b] = await Promise.all([
    startTestServer('postgres', { databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env, jwtSecret }),
    startTestServer('postgres', { databaseUrl: db.url, redisUrl: REDIS_TEST_URL, env, jwtSecret }),
  ]);
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await db.drop();
    },
  };
}

/** Two-node tests need both services; in CI (KINDRED_REQUIRE_SERVICES=1) a missing one fails the run. */
export async function twoNodeServicesAvailable(): Promise<boolean> {
  const hasRedis = await requireRedis();
  return hasRedis && (await databaseKinds()).includes('postgres');
}
