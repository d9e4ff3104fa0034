/**
 * `pnpm bench:send-statement` — what PostgreSQL spends on one chat send, without the server: the send statement
 * (`kindred_send_message`, drizzle/0008) and its parts called back to back on ONE connection of a fresh
 * `kindred_bench_send` database (the real migrations, 1,000 members, 500 conversations taking turns), next to the
 * one-row INSERT the durable echo of `bench:realtime` does and a bare `SELECT 1`. Per variant: the backend's CPU
 * time (`/proc/<pid>/stat`) and the wall time per call, after a warm-up and an ANALYZE.
 *
 * A benchmark, not a test. Figures: docs/benchmarks.md. Env: BENCH_POSTGRES_URL (admin URL), BENCH_CALLS (10000
 * per variant), BENCH_ROUNDS (2), BENCH_BATCHES (e.g. `1,8,32`: also that many sends per call and commit).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { newId } from '../src/lib/ids';
import { procCpuMs } from './cpu';
import { createDatabase, dropDatabase, insertChatMembers } from './harness';

const CALLS = Number(process.env.BENCH_CALLS || 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const DB_NAME = 'kindred_bench_send';
const drizzleFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const SEND_MIGRATION = `${drizzleFolder}/0008_chat_send_confirms_sender.sql`;
const SEND_ARGS = `$1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12::double precision, $13, $14::xid`;

const db = new pg.Client({ connectionString: await createDatabase(DB_NAME) });
await db.connect();
try {
  await migrate(drizzle(db), { migrationsFolder: drizzleFolder });
  await insertChatMembers(db, 1000);
  await db.query('CREATE TABLE bench_row (id text PRIMARY KEY, body text NOT NULL, at timestamptz DEFAULT now())');
  // The send without its notification: the same function body with the kindred_notify call left out.
  const send = readFileSync(SEND_MIGRATION, 'utf8');
  const body = send.slice(send.indexOf('CREATE OR REPLACE FUNCTION kindred_send_message('));
  const withoutNotification = body
    .replace('kindred_send_message(', 'bench_send_without_notification(')
    .replace(/\(SELECT to_jsonb\(x\) FROM kindred_notify\([\s\S]*?\) x\)/, 'NULL::jsonb');
  if (withoutNotification === body.replace('kindred_send_message(', 'bench_send_without_notification(')) {
    throw new Error('the send statement changed: update bench/sendStatement.ts');
  }
  await db.query(withoutNotification);
  // Several sends in one call and one commit (what grouping the sends that arrive together would give).
  await db.query(`CREATE FUNCTION bench_send_batch(p_sends jsonb) RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE s jsonb; n integer := 0;
    BEGIN
      FOR s IN SELECT * FROM jsonb_array_elements(p_sends) LOOP
        PERFORM * FROM kindred_send_message(s->>0, s->>1, s->>2, s->>3, s->>4, s->>5, s->>6, s->>7, s->>8,
          NULLIF(s->9, 'null'::jsonb), s->10, (s->>11)::double precision, s->>12, (s->>13)::xid);
        n := n + 1;
      END LOOP;
      RETURN n;
    END $$`);

  const members = (
    await db.query<{ id: string; version: string }>('SELECT id, xmin::text AS version FROM users ORDER BY id')
  ).rows;
  const pid = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
  const backendCpuMs = () => procCpuMs(pid);

  const sendArgs = (from: string, to: string, version: string | null) => [
    newId(),
    newId(),
    from < to ? from : to,
    from < to ? to : from,
    from,
    to,
    newId(),
    'text',
    'hello there',
    null,
    JSON.stringify({ sender: from }),
    300_000,
    newId(),
    version,
  ];
  const variants: [string, (from: { id: string; version: string }, to: { id: string }) => Promise<unknown>][] = [
    [
      'the send statement (sender confirmed)',
      (from, to) =>
        db.query({
          name: 'send',
          text: `SELECT * FROM kindred_send_message(${SEND_ARGS})`,
          values: sendArgs(from.id, to.id, from.version),
        }),
    ],
    [
      'the send without its notification',
      (from, to) =>
        db.query({
          name: 'send-without',
          text: `SELECT * FROM bench_send_without_notification(${SEND_ARGS})`,
          values: sendArgs(from.id, to.id, null),
        }),
    ],
    [
      'the notification alone (kindred_notify)',
      (from, to) =>
        db.query({
          name: 'notify',
          text: `SELECT * FROM kindred_notify($1, 'message', $2, $3::jsonb, 'messages', 300000, $4)`,
          values: [to.id, from.id, JSON.stringify({ sender: from.id }), newId()],
        }),
    ],
    [
      'one INSERT (the durable echo)',
      (from) =>
        db.query({ name: 'row', text: 'INSERT INTO bench_row (id, body) VALUES ($1, $2)', values: [newId(), from.id] }),
    ],
    ['SELECT 1', () => db.query({ name: 'one', text: 'SELECT 1' })],
  ];
  for (const size of (process.env.BENCH_BATCHES ?? '').split(',').filter(Boolean).map(Number)) {
    // `size` sends per call: one call every `size` iterations (the per-call figures are per send).
    const batch: unknown[][] = [];
    variants.push([
      `${size} sends in one call and one commit`,
      (from, to) => {
        const args: unknown[] = sendArgs(from.id, to.id, from.version);
        args[10] = { sender: from.id };
        batch.push(args);
        if (batch.length < size) return Promise.resolve();
        const sends = JSON.stringify(batch.splice(0));
        return db.query({ name: `batch`, text: 'SELECT bench_send_batch($1::jsonb)', values: [sends] });
      },
    ]);
  }

  const rows: string[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [label, call] of variants) {
      const pairAt = (i: number) => {
        const k = (i % 500) * 2;
        return i % 2 ? ([members[k]!, members[k + 1]!] as const) : ([members[k + 1]!, members[k]!] as const);
      };
      for (let i = 0; i < 1000; i += 1) await call(...pairAt(i)); // warm-up: conversations and items exist
      await db.query('ANALYZE');
      const cpu0 = backendCpuMs();
      const t0 = performance.now();
      for (let i = 0; i < CALLS; i += 1) await call(...pairAt(i));
      const wall = (performance.now() - t0) / CALLS;
      const cpu = (backendCpuMs() - cpu0) / CALLS;
      rows.push(`| ${round} | ${label} | ${cpu.toFixed(3)} | ${wall.toFixed(3)} |`);
    }
  }
  console.log(`\nbench:send-statement — ${CALLS} calls per variant, one connection\n`);
  console.log('| round | call | backend CPU ms per call | wall ms per call |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await db.end();
  await dropDatabase(DB_NAME);
}
