/**
 * `pnpm bench:send-variants` — the send statement (`kindred_send_message`) on variants of the schema, side by side:
 * one fresh database per variant (the real migrations, then the variant's SQL; 1,000 members, 500 conversations
 * taking turns), one connection each, sends in blocks that take turns between the variants (so a machine's drift
 * falls on all of them). Per variant: the backend's CPU per send, WAL records and bytes per send (`EXPLAIN (ANALYZE,
 * WAL)` of 100 more sends; the commit record not included), and index scans, sequential scans and (HOT) updates per
 * send (`pg_stat_user_tables`). Written for decision 0191 (docs/benchmarks.md, "Chat CPU per message, part 2").
 *
 * Env: PROBE_VARIANTS (JSON `[[label, sql, before?], …]`: the migrations, or only those before the tag `before`,
 * then the SQL; default: the schema as migrated, and the migrations before 0012 — the notification indexes on
 * `updated_at`, decision 0225; PROBE_PRESET=0011: decision 0191's pair), PROBE_BLOCKS (10), PROBE_BLOCK (300 sends),
 * PROBE_ASYNC (`synchronous_commit = off` in the sessions), PROBE_DB (the databases' name prefix,
 * kindred_bench_variant), PROBE_KEEP (keep the databases <prefix><n>).
 */
import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { newId } from '../src/lib/ids';
import { procCpuMs } from './cpu';
import { createDatabase, dropDatabase, insertChatMembers } from './harness';
import { drizzleFolder, migrationsBefore } from '../test/migrations';

const SEND_ARGS = `$1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::double precision, $13, $14::xid`;
const BLOCKS = Number(process.env.PROBE_BLOCKS || 10);
const BLOCK = Number(process.env.PROBE_BLOCK || 300);
const BEFORE_0011 = `ALTER TABLE conversations RESET (fillfactor); DROP INDEX conversations_member_b_idx;
  CREATE INDEX conversations_a_recent_idx ON conversations (member_a, last_message_at DESC, id DESC);
  CREATE INDEX conversations_b_recent_idx ON conversations (member_b, last_message_at DESC, id DESC);`;
const variants: [string, string, string?][] = process.env.PROBE_VARIANTS
  ? JSON.parse(process.env.PROBE_VARIANTS)
  : process.env.PROBE_PRESET === '0011'
    ? [
        ['before 0011 (indexes on last_message_at)', BEFORE_0011, '0012'],
        ['as 0011', '', '0012'],
      ]
    : [
        ['before 0012 (notification indexes on updated_at)', '', '0012'],
        ['as migrated (0012: indexes on updated_minute)', ''],
      ];
type V = {
  name: string;
  db: pg.Client;
  dbName: string;
  pid: number;
  members: { id: string; version: string }[];
  cpu: number;
  n: number;
  i: number;
};
const vs: V[] = [];
for (const [k, [name, sql, before]] of variants.entries()) {
  const dbName = `${process.env.PROBE_DB || 'kindred_bench_variant'}${k}`;
  const db = new pg.Client({ connectionString: await createDatabase(dbName) });
  await db.connect();
  const folder = before ? migrationsBefore(before) : drizzleFolder;
  await migrate(drizzle(db), { migrationsFolder: folder });
  if (before) rmSync(folder, { recursive: true, force: true });
  if (sql) await db.query(sql);
  await insertChatMembers(db, 1000);
  if (process.env.PROBE_ASYNC) await db.query('SET synchronous_commit = off');
  const members = (await db.query('SELECT id, xmin::text AS version FROM users ORDER BY id')).rows;
  const pid = (await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  vs.push({ name, db, dbName, pid, members, cpu: 0, n: 0, i: 0 });
}
const FN = process.env.PROBE_FN || 'kindred_send_message';
const args = (v: V, i: number) => {
  const k = (i % 500) * 2;
  const [from, to] = i % 2 ? [v.members[k]!, v.members[k + 1]!] : [v.members[k + 1]!, v.members[k]!];
  return [
    newId(),
    newId(),
    from.id < to.id ? from.id : to.id,
    from.id < to.id ? to.id : from.id,
    from.id,
    to.id,
    newId(),
    'text',
    'hello there',
    null,
    JSON.stringify({ sender: from.id }),
    300_000,
    newId(),
    from.version,
  ];
};
const send = (v: V) => v.db.query({ name: 'send', text: `SELECT * FROM ${FN}(${SEND_ARGS})`, values: args(v, v.i++) });
try {
  for (const v of vs) {
    for (let j = 0; j < 1000; j += 1) await send(v);
    await v.db.query('ANALYZE');
    for (let j = 0; j < 200; j += 1) await send(v);
  }
  const tables = `SELECT sum(seq_scan)::float8 seq, sum(coalesce(idx_scan,0))::float8 idx, sum(n_tup_upd)::float8 upd, sum(n_tup_hot_upd)::float8 hot FROM pg_stat_user_tables`;
  const before = [] as Record<string, number>[];
  for (const v of vs) {
    await new Promise((r) => setTimeout(r, 600));
    await v.db.query('SELECT pg_stat_clear_snapshot()');
    before.push((await v.db.query(tables)).rows[0]);
  }
  for (let b = 0; b < BLOCKS; b += 1) {
    for (const v of b % 2 ? [...vs].reverse() : vs) {
      const c0 = procCpuMs(v.pid);
      for (let j = 0; j < BLOCK; j += 1) await send(v);
      v.cpu += procCpuMs(v.pid) - c0;
      v.n += BLOCK;
    }
  }
  // WAL per send: EXPLAIN (ANALYZE, WAL) of 100 more sends each (the commit record not included)
  const wal = [] as { r: number; b: number; fpi: number }[];
  for (const v of vs) {
    let r = 0,
      by = 0,
      fpi = 0;
    for (let j = 0; j < 100; j += 1) {
      const res = await v.db.query({
        text: `EXPLAIN (ANALYZE, WAL, FORMAT JSON) SELECT * FROM ${FN}(${SEND_ARGS})`,
        values: args(v, v.i++),
      });
      const plan = res.rows[0]['QUERY PLAN'][0].Plan;
      r += plan['WAL Records'];
      by += plan['WAL Bytes'];
      fpi += plan['WAL FPI'];
    }
    wal.push({ r: r / 100, b: by / 100, fpi: fpi / 100 });
  }
  console.log(
    `| variant | backend CPU ms/send | WAL records/send (w/o commit) | WAL bytes | index scans | seq scans | updates (HOT) |`,
  );
  for (const [k, v] of vs.entries()) {
    await new Promise((r) => setTimeout(r, 600));
    await v.db.query('SELECT pg_stat_clear_snapshot()');
    const a = (await v.db.query(tables)).rows[0]!;
    const bb = before[k]!;
    const n = v.n + 100;
    const d = (x: string) => ((Number(a[x]) - Number(bb[x]!)) / n).toFixed(2);
    console.log(
      `| ${v.name} | ${(v.cpu / v.n).toFixed(3)} | ${wal[k]!.r.toFixed(1)} | ${wal[k]!.b.toFixed(0)} (fpi ${wal[k]!.fpi.toFixed(2)}) | ${d('idx')} | ${d('seq')} | ${d('upd')} (${d('hot')}) |`,
    );
  }
} finally {
  for (const v of vs) {
    await v.db.end();
    if (!process.env.PROBE_KEEP) await dropDatabase(v.dbName);
  }
}
