// What the benchmarks share: a PostgreSQL database of their own, helper processes that say when they are ready,
// and the wait for the server under test to answer its health check.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port free right now on 127.0.0.1 (the system's choice). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** A fresh database `name` on the benchmark's PostgreSQL (dropped first if a run left it); returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return databaseUrl(name);
}

export function databaseUrl(name: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/**
 * `count` members to browse (`bench:api`, `bench:browse-plan`): ids 24-hex in order, about 10 % online, last
 * activity spread over 30 days, interests and cities varied.
 */
export async function insertBrowseMembers(db: pg.ClientBase, count: number): Promise<void> {
  await db.query(
    `INSERT INTO users (id, email, password_hash, nickname, base_tier, date_of_birth, location, interests, is_online, last_active, created_at)
     SELECT lpad(to_hex(i), 24, '0'), 'member' || i || '@bench.kindred.test', 'x', 'member_' || i,
            (ARRAY['FREE','FEMALE','COUPLE'])[1 + i % 3],
            (date '1960-01-01' + (i % 15000))::date,
            (ARRAY['Tel Aviv','Jerusalem','Haifa','Eilat','Be''er Sheva','Netanya'])[1 + i % 6],
            ARRAY[(ARRAY['Dating','Travel','Music','Fitness','Food','Art'])[1 + i % 6], (ARRAY['Movies','Reading','Gaming','Cooking'])[1 + i % 4]],
            (i % 10 = 0), now() - (i % 43200) * interval '1 minute', now()
     FROM generate_series(1, $1::int) AS i`,
    [count],
  );
}

/**
 * `count` chat members on a benchmark database: premium (base tier FEMALE), verified, ids 24-hex in order
 * (member 2k and 2k + 1 are the benchmarks' pairs).
 */
export async function insertChatMembers(db: pg.ClientBase, count: number): Promise<void> {
  await db.query(
    `INSERT INTO users (id, email, password_hash, nickname, base_tier, is_verified, date_of_birth, location, created_at)
     SELECT lpad(to_hex(i), 24, '0'), 'member' || i || '@bench.kindred.test', 'x', 'member_' || i, 'FEMALE', true,
            '1990-01-01', 'Tel Aviv', now()
     FROM generate_series(1, $1::int) AS i`,
    [count],
  );
}

/** Forks `entry` (relative to bench/) under tsx; resolves once it sends `{ type: 'ready' }`. */
export function startChild(entry: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code})`)));
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve(child));
  });
}

/** Waits (up to two minutes) until the server on `port` answers `GET /api/health`. */
export async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await pause(200);
  }
  throw new Error('server did not become healthy');
}
