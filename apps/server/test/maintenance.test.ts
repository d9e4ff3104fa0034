/**
 * Table upkeep where the database does none (decision 0071, db/maintenance.ts): on PostgreSQL with autovacuum off
 * and on PGlite, the tables past autovacuum's thresholds are vacuumed or analyzed, and the planner's row counts
 * follow the data.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareMaintenance, tablesDue } from '../src/db/maintenance';
import { createPostgresDatabase, databaseKinds, startTestServer, type TestServer } from './harness';

const quiet = { info: () => {}, warn: () => {} };
const kinds = await databaseKinds();

describe('which tables are due', () => {
  const table = (name: string, live: number, dead: number, modified: number, unanalyzed = false) => ({
    schema: 'public',
    name,
    live,
    dead,
    modified,
    unanalyzed,
  });

  it('vacuums past 50 + 20 % dead rows and analyzes past 50 + 10 % changed rows, each table once', () => {
    const due = tablesDue([
      table('bloated', 1000, 251, 300),
      table('almost', 1000, 250, 151),
      table('changed', 1000, 0, 151),
      table('quiet', 1000, 10, 20),
      table('fresh', 0, 0, 51),
      table('restarted', 0, 0, 0, true),
    ]);
    expect(due.vacuum.map((t) => t.name)).toEqual(['bloated']);
    expect(due.analyze.map((t) => t.name)).toEqual(['almost', 'changed', 'fresh', 'restarted']);
  });
});

describe.runIf(kinds.includes('postgres'))('on PostgreSQL', () => {
  let db: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    db = await createPostgresDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('runs where autovacuum is off, and vacuums or analyzes exactly the tables that need it', async () => {
    const writer = await pool.connect();
    try {
      await writer.query(`CREATE TABLE churn (id int PRIMARY KEY, v int);
        INSERT INTO churn SELECT i, 0 FROM generate_series(1, 1000) i;
        CREATE TABLE grown (id int PRIMARY KEY); INSERT INTO grown SELECT generate_series(1, 200);
        CREATE TABLE still (id int PRIMARY KEY); INSERT INTO still SELECT generate_series(1, 10);`);
      // The first counts: nothing is due until the rows are known; then 600 of churn's rows are updated.
      await writer.query('ANALYZE churn; ANALYZE still');
      await writer.query('UPDATE churn SET v = 1 WHERE id <= 600');
      await writer.query('SELECT pg_stat_force_next_flush()');
    } finally {
      writer.release();
    }
    const { rows: setting } = await pool.query<{ autovacuum: string }>('SHOW autovacuum');
    const maintenance = await prepareMaintenance({ pool, kind: 'postgres' }, quiet);
    expect(maintenance.active).toBe(setting[0]!.autovacuum === 'off');

    const run = await maintenance.runOnce();
    expect(run.vacuumed).toEqual(['churn']);
    expect(run.analyzed).toEqual(['grown']);
    const { rows } = await pool.query<{ relname: string; dead: number; reltuples: number; vacuumed: boolean }>(
      `SELECT s.relname, s.n_dead_tup::int AS dead, c.reltuples::int AS reltuples, s.last_vacuum IS NOT NULL AS vacuumed
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid ORDER BY s.relname`,
    );
    const byName = Object.fromEntries(rows.map((r) => [r.relname, r]));
    expect(byName.churn).toMatchObject({ dead: 0, reltuples: 1000, vacuumed: true });
    expect(byName.grown).toMatchObject({ reltuples: 200, vacuumed: false });

    // Nothing changed since: the next cycle does nothing.
    expect(await maintenance.runOnce()).toEqual({ vacuumed: [], analyzed: [] });
  });
});

describe('on the embedded database (PGlite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is active, and its cycle analyzes a table that grew, bringing the planner row count up to date', async () => {
    const { pool } = server.app.kindred.database;
    const maintenance = await prepareMaintenance(server.app.kindred.database, quiet);
    expect(maintenance.active).toBe(true);

    await pool.query('CREATE TABLE grown (id int PRIMARY KEY)');
    await pool.query('INSERT INTO grown SELECT generate_series(1, 300)');
    await pool.query('SELECT pg_stat_force_next_flush()');
    const count = async () =>
      (await pool.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'grown'`)).rows[0]!.n;
    expect(await count()).toBe(-1); // never analyzed: the planner guesses from the file size
    expect((await maintenance.runOnce()).analyzed).toContain('grown');
    expect(await count()).toBe(300);

    // Statistics lost (as when PGlite restarts): a table that was never analyzed but holds rows still is.
    await pool.query('CREATE TABLE kept (id int PRIMARY KEY)');
    await pool.query('INSERT INTO kept SELECT generate_series(1, 20)');
    await pool.query('SELECT pg_stat_reset()');
    await pool.query('SELECT pg_stat_force_next_flush()');
    const run = await maintenance.runOnce();
    expect(run.analyzed).toContain('kept');
    expect(run.analyzed).not.toContain('grown');
  });
});
