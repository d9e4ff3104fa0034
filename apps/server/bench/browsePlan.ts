/**
 * `pnpm bench:browse-plan` — the browse page's query plans at scale: migrates a database of its own
 * (`kindred_bench_plan`, or BENCH_DB), seeds BENCH_MEMBERS (1,000,000) members as `bench:api` does, then prints
 * `EXPLAIN (ANALYZE, BUFFERS)` of the page query the server runs for everyone (`sharedPageQuery`, 200 cards) for
 * the unfiltered list and filtered ones, next to the filtered query as it was before the per-interest indexes
 * (decision 0122). Buffers and rows read do not depend on the machine's load; the times do (the load is printed).
 *
 * Env: BENCH_POSTGRES_URL (admin URL), BENCH_MEMBERS, BENCH_DB, BENCH_REUSE=1 (keep an already seeded database:
 * only migrate), BENCH_DROP=1 (drop the database at the end).
 */
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sharedPageQuery } from '../src/users/browseSql';
import type { BrowseFilter, Position } from '../src/users/browseTypes';
import { createDatabase, databaseUrl, dropDatabase, insertBrowseMembers } from './harness';
import { explainGenericPlan, explainPlan } from './pagePlans';

const MEMBERS = Number(process.env.BENCH_MEMBERS || 1_000_000);
const DB_NAME = process.env.BENCH_DB || 'kindred_bench_plan';
const ROWS = 200; // one read of the shared window (browse.ts CHUNK)

const none: BrowseFilter = { online: false, withPhotos: false, interests: [] };
const cases: { label: string; filter: BrowseFilter; after?: Position }[] = [
  { label: 'unfiltered', filter: none },
  { label: 'interest Art, age 30–40', filter: { ...none, interests: ['Art'], ageMin: 30, ageMax: 40 } },
  {
    label: 'interests Art or Music, age 30–40',
    filter: { ...none, interests: ['Art', 'Music'], ageMin: 30, ageMax: 40 },
  },
  { label: 'interest Art, online only', filter: { ...none, interests: ['Art'], online: true } },
  {
    label: 'interest Art, age 30–40, deep in the list (offline members last active over 15 days ago)',
    filter: { ...none, interests: ['Art'], ageMin: 30, ageMax: 40 },
    after: [false, new Date(Date.now() - 15 * 86_400_000).toISOString().replace('Z', '000Z'), 'f'.repeat(24)],
  },
];

/** The filtered query as the server ran it before decision 0122: `interests && $n` on users_browse_idx. */
function before(filter: BrowseFilter) {
  const { sql, params } = sharedPageQuery({ ...filter, interests: [] }, null, ROWS);
  const clause = `u.interests && $${params.length + 1}::text[]`;
  const withInterests = /FROM users u WHERE /.test(sql)
    ? sql.replace(/ ORDER BY u\.online_visible/, ` AND ${clause} ORDER BY u.online_visible`)
    : sql.replace(/ ORDER BY u\.online_visible/, ` WHERE ${clause} ORDER BY u.online_visible`);
  return { sql: withInterests, params: [...params, filter.interests] };
}

async function explain(db: pg.Client, label: string, query: { sql: string; params: unknown[] }) {
  console.log(`\n### ${label}\n\n\`\`\`\n${await explainPlan(db, query)}\n\`\`\``);
}

/** The same page as a prepared statement's generic plan (the server's statements are named: decision 0122). */
async function explainGeneric(db: pg.Client, label: string, query: { sql: string; params: unknown[] }) {
  console.log(`\n### ${label}\n\n\`\`\`\n${await explainGenericPlan(db, query)}\n\`\`\``);
}

/** p50 / p99 of `times` executions of `query` as a named prepared statement (as the server sends it). */
async function timing(db: pg.Client, label: string, query: { sql: string; params: unknown[] }, times = 30) {
  const name = `t_${label.replace(/\W+/g, '_')}`;
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await db.query({ name, text: query.sql, values: query.params });
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(2);
  console.log(`| ${label} | ${times} | ${at(0.5)} | ${at(0.99)} |`);
}

async function main() {
  const url = databaseUrl(DB_NAME);
  if (process.env.BENCH_REUSE !== '1') await createDatabase(DB_NAME);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows: existing } = await db.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'users'",
    );
    if (!existing[0].n) {
      // Migrations up to the schema as it is, then the members (indexes built on an empty table, then filled).
      await migrate(drizzle(db), { migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) });
      const started = Date.now();
      await insertBrowseMembers(db, MEMBERS);
      await db.query('VACUUM ANALYZE users');
      console.log(`seeded ${MEMBERS.toLocaleString('en')} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      const started = Date.now();
      await migrate(drizzle(db), { migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) });
      await db.query('VACUUM ANALYZE users');
      console.log(`migrated the existing database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const { rows: size } = await db.query(
      `SELECT pg_size_pretty(pg_relation_size('users')) AS heap,
              pg_size_pretty(pg_relation_size('users_browse_idx')) AS browse,
              pg_size_pretty(sum(pg_relation_size(indexrelid))) AS interests
         FROM pg_index WHERE indexrelid::regclass::text LIKE 'users_browse_%_idx'`,
    );
    console.log(
      `users: ${size[0].heap}; users_browse_idx ${size[0].browse}; the per-interest indexes ${size[0].interests}`,
    );
    console.log(`machine: ${execSync('uptime').toString().trim()}`);
    await db.query('SET max_parallel_workers_per_gather = 0');
    for (const c of cases) {
      await explain(db, `${c.label} — now`, sharedPageQuery(c.filter, c.after ?? null, ROWS));
      if (c.filter.interests.length === 1 && !c.after) {
        await explainGeneric(db, `${c.label} — now, generic plan`, sharedPageQuery(c.filter, null, ROWS));
      }
      if (c.filter.interests.length && !c.after)
        await explain(db, `${c.label} — before (decision 0122)`, before(c.filter));
    }
    const artAge: BrowseFilter = { ...none, interests: ['Art'], ageMin: 30, ageMax: 40 };
    console.log(
      `\nPage query times, interest Art, age 30–40, 200 cards (machine: ${execSync('uptime').toString().trim()})`,
    );
    console.log('\n| query | runs | p50 ms | p99 ms |\n|---|---|---|---|');
    await timing(db, 'now (users_browse_art_idx)', sharedPageQuery(artAge, null, ROWS));
    await timing(db, 'before (users_browse_idx, interests &&)', before(artAge), 10);
  } finally {
    await db.end();
    if (process.env.BENCH_DROP === '1') await dropDatabase(DB_NAME);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
