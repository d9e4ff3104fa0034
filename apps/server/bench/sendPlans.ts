/**
 * `pnpm bench:send-plans` — how PostgreSQL's cached plans of the send statement depend on when they were made: a
 * fresh `kindred_h_cpu_plan` database (the real migrations, 1,000 members) analyzed while the chat tables are still
 * empty — as a new deployment, or bench:realtime before its warm-up, is — then the send statement called on one
 * connection in three phases of BENCH_CALLS: the plans cached in the first calls, the same plans later (the tables
 * have grown), and after an ANALYZE (the plans made again). Per phase: the backend's CPU and wall time per send, and
 * each chat table's sequential and index scans (`pg_stat_user_tables`). BENCH_NO_SEQSCAN=1: the send function runs
 * with `enable_seqscan = off` (a plan that is right whatever the statistics — at the cost of the function's SET).
 *
 * A benchmark, not a test. Figures: docs/benchmarks.md. Env: BENCH_POSTGRES_URL (admin URL), BENCH_CALLS (5000).
 */
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { newId } from '../src/lib/ids';
import { procCpuMs } from './cpu';
import { createDatabase, dropDatabase, insertChatMembers } from './harness';

const DB = 'kindred_h_cpu_plan';
const CALLS = Number(process.env.BENCH_CALLS || 5000);
const drizzleFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const SEND_SQL = `SELECT * FROM kindred_send_message($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb,
  $12::double precision, $13, $14::xid)`;
const TABLES = ['blocks', 'conversations', 'messages', 'notifications', 'photos', 'users'];

const db = new pg.Client({ connectionString: await createDatabase(DB) });
await db.connect();
try {
  await migrate(drizzle(db), { migrationsFolder: drizzleFolder });
  await insertChatMembers(db, 1000);
  if (process.env.BENCH_NO_SEQSCAN === '1') {
    await db.query('ALTER FUNCTION kindred_send_message SET enable_seqscan = off');
  }
  await db.query('ANALYZE');
  const members = (
    await db.query<{ id: string; version: string }>('SELECT id, xmin::text AS version FROM users ORDER BY id')
  ).rows;
  const pid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const backendCpuMs = () => procCpuMs(pid);
  const send = (i: number) => {
    const k = (i % 500) * 2;
    const [from, to] = i % 2 ? [members[k]!, members[k + 1]!] : [members[k + 1]!, members[k]!];
    const [a, b] = from.id < to.id ? [from.id, to.id] : [to.id, from.id];
    const data = JSON.stringify({ sender: from.id });
    const values = [
      newId(),
      newId(),
      a,
      b,
      from.id,
      to.id,
      newId(),
      'text',
      'hi',
      null,
      data,
      300_000,
      newId(),
      from.version,
    ];
    return db.query({ name: 'send', text: SEND_SQL, values });
  };
  const scans = async () =>
    (
      await db.query<{ relname: string; seq_scan: string; seq_tup_read: string; idx_scan: string }>(
        `SELECT relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) AS idx_scan FROM pg_stat_user_tables
          WHERE relname = ANY($1) ORDER BY relname`,
        [TABLES],
      )
    ).rows;
  let n = 0;
  console.log(
    `\nbench:send-plans — ${CALLS} sends per phase, one connection${process.env.BENCH_NO_SEQSCAN === '1' ? ', enable_seqscan = off in the send function' : ''}\n`,
  );
  console.log(
    '| phase | backend CPU ms per send | wall ms per send | seq scans (rows read) per send: conversations / messages / notifications | index scans per send |',
  );
  console.log('|---|---|---|---|---|');
  for (const phase of [
    'plans made while the chat tables were empty',
    'the same plans, tables grown',
    'after ANALYZE',
  ]) {
    if (phase === 'after ANALYZE') await db.query('ANALYZE');
    const s0 = await scans();
    const cpu0 = backendCpuMs();
    const t0 = performance.now();
    for (let i = 0; i < CALLS; i += 1) await send(n++);
    const wall = (performance.now() - t0) / CALLS;
    const cpu = (backendCpuMs() - cpu0) / CALLS;
    await new Promise((r) => setTimeout(r, 1200)); // the statistics of the last transactions
    const s1 = await scans();
    const d = (name: string, key: 'seq_scan' | 'seq_tup_read' | 'idx_scan') => {
      const i = s1.findIndex((r) => r.relname === name);
      return (Number(s1[i]![key]) - Number(s0[i]![key])) / CALLS;
    };
    const seq = ['conversations', 'messages', 'notifications']
      .map((t) => `${d(t, 'seq_scan').toFixed(1)} (${d(t, 'seq_tup_read').toFixed(0)})`)
      .join(' / ');
    const idx = TABLES.reduce((sum, t) => sum + d(t, 'idx_scan'), 0);
    console.log(`| ${phase} | ${cpu.toFixed(3)} | ${wall.toFixed(3)} | ${seq} | ${idx.toFixed(1)} |`);
  }
} finally {
  await db.end();
  await dropDatabase(DB);
}
