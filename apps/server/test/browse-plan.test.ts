/**
 * Browse pages filtered by interest walk that interest's own browse index (decision 0122), so the rows read are
 * bounded by the page, not by how rare the interest is among all members (at 1,000,000 members the filtered page
 * read 103,534 rows through users_browse_idx; docs/benchmarks.md). The planner's choice is asserted with EXPLAIN
 * on a small seeded set — for the statement as sent and as a prepared statement's generic plan, which is what the
 * server's named statements end up with — and the pages are checked against the plain `interests &&` query.
 */
import { interests as interestOptions } from '@kindred/core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseInterestIndex } from '../src/db/browseIndexes';
import { orderedPage, sharedPageQuery } from '../src/users/browseSql';
import type { BrowseFilter, Position } from '../src/users/browseTypes';
import { databaseKinds, startTestServer, type TestServer } from './harness';

const kinds = await databaseKinds();
const none: BrowseFilter = { online: false, withPhotos: false, interests: [] };

describe.each(kinds)('browse by interest uses the interest’s index on %s', (kind) => {
  let server: TestServer;
  let db: pg.PoolClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    db = await server.app.kindred.database.pool.connect();
    await db.query(
      `INSERT INTO users (id, email, password_hash, nickname, date_of_birth, location, interests, is_online, last_active)
       SELECT lpad(to_hex(i), 24, '0'), 'plan' || i || '@example.test', 'x', 'plan_' || i,
              (date '1960-01-01' + (i * 37 % 15000))::date, 'Tel Aviv',
              ARRAY[($1::text[])[1 + i % 17], ($1::text[])[1 + (i * 7 + 3) % 17]],
              (i % 10 = 0), now() - (i * 13 % 43200) * interval '1 minute'
       FROM generate_series(1, 3000) AS i`,
      [interestOptions],
    );
    await db.query('ANALYZE users');
  });
  afterAll(async () => {
    db?.release();
    await server?.close();
  });

  /**
   * The plan's text. On a few thousand members reading the whole table and sorting it costs less than any walk,
   * so sequential and bitmap scans are priced out, as they are at scale, where the walk is the cheap plan.
   */
  async function plan(query: { sql: string; params: unknown[] }, generic = false): Promise<string> {
    await db.query('SET enable_seqscan = off');
    await db.query('SET enable_bitmapscan = off');
    try {
      if (!generic) {
        const { rows } = await db.query(`EXPLAIN (COSTS OFF) ${query.sql}`, query.params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      await db.query('SET plan_cache_mode = force_generic_plan');
      await db.query(`PREPARE browse_page AS ${query.sql}`);
      const values = query.params.map((v) => (typeof v === 'number' ? String(v) : `'${String(v)}'`)).join(', ');
      const { rows } = await db.query(`EXPLAIN (COSTS OFF) EXECUTE browse_page${values ? `(${values})` : ''}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await db.query('DEALLOCATE ALL');
      await db.query('RESET plan_cache_mode');
      await db.query('RESET enable_seqscan');
      await db.query('RESET enable_bitmapscan');
    }
  }

  it('every interest option has its browse index', async () => {
    const { rows } = await db.query("SELECT indexname FROM pg_indexes WHERE tablename = 'users'");
    const names = rows.map((r) => r.indexname);
    for (const interest of interestOptions) expect(names).toContain(browseInterestIndex(interest));
  });

  it.each([false, true])('interest + age walks users_browse_art_idx (generic plan: %s)', async (generic) => {
    const query = sharedPageQuery({ ...none, interests: ['Art'], ageMin: 30, ageMax: 40 }, null, 200);
    const text = await plan(query, generic);
    expect(text).toMatch(/Index Scan using users_browse_art_idx on users/);
    expect(text).not.toMatch(/users_browse_idx|Seq Scan on users|Sort Key: u\.online_visible/);
  });

  it('a deeper page keeps the keyset position as the index condition', async () => {
    const after: Position = [
      false,
      new Date(Date.now() - 86_400_000).toISOString().replace('Z', '000Z'),
      'f'.repeat(24),
    ];
    const text = await plan(sharedPageQuery({ ...none, interests: ['Long-term'], ageMin: 25 }, after, 200), true);
    expect(text).toMatch(
      /Index Scan using users_browse_long_term_idx on users[\s\S]*Index Cond: \(ROW\(online_visible/,
    );
  });

  it('several interests read each one’s index, then the page’s cards by id', async () => {
    const text = await plan(sharedPageQuery({ ...none, interests: ['Music', 'Travel', 'Art'], ageMax: 45 }, null, 200));
    for (const name of ['music', 'travel', 'art']) expect(text).toContain(`Index Scan using users_browse_${name}_idx`);
    expect(text).not.toMatch(/users_browse_idx|Seq Scan on users/);
  });

  it.each<[string, BrowseFilter, boolean]>([
    ['one interest', { ...none, interests: ['Dancing'] }, false],
    ['one interest, age, online', { ...none, interests: ['Food'], ageMin: 30, ageMax: 50, online: true }, false],
    ['three interests and age', { ...none, interests: ['Music', 'Travel', 'Art'], ageMin: 25, ageMax: 45 }, false],
    ['two interests, a deeper page', { ...none, interests: ['Cooking', 'Sports'] }, true],
    ['the same interest twice', { ...none, interests: ['Gaming', 'Gaming'] }, false],
  ])('%s: the same cards in the same order as `interests &&`', async (_label, filter, deeper) => {
    const after: Position | null = deeper
      ? [false, new Date(Date.now() - 7 * 86_400_000).toISOString().replace('Z', '000Z'), 'f'.repeat(24)]
      : null;
    const query = sharedPageQuery(filter, after, 60);
    const { rows: got } = await db.query(query.sql, query.params);
    const plain = sharedPageQuery({ ...filter, interests: [] }, after, 60);
    const clause = `u.interests && $${plain.params.length + 1}::text[]`;
    const sql = /FROM users u WHERE /.test(plain.sql)
      ? plain.sql.replace(/ ORDER BY u\.online_visible/, ` AND ${clause} ORDER BY u.online_visible`)
      : plain.sql.replace(/ ORDER BY u\.online_visible/, ` WHERE ${clause} ORDER BY u.online_visible`);
    const { rows: expected } = await db.query(sql, [...plain.params, filter.interests]);
    expect(expected.length).toBeGreaterThan(10);
    expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('a viewer’s page past an offset with several interests: the same cards as `interests &&` with that offset', async () => {
    const { rows: got } = await db.query(
      orderedPage(["u.id <> '000000000000000000000001'"], ['Music', 'Travel'], 20, 30),
    );
    const { rows: expected } = await db.query(
      orderedPage(["u.id <> '000000000000000000000001'", "u.interests && '{Music,Travel}'::text[]"], [], 20, 30),
    );
    expect(expected).toHaveLength(20);
    expect(got.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });
});
