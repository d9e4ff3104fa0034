/**
 * `pnpm bench:realtime-pair` — two builds of the server side by side under the same chat load at the same time, in
 * slices, so both see the same machine moment to moment (a shared machine's load comes in bursts): the paired
 * comparison of a change's CPU per message. Each server runs from its own checkout (BENCH_A_ROOT, BENCH_B_ROOT: repository roots with their
 * own install; default both this one) with its own environment (BENCH_A_ENV, BENCH_B_ENV: `KEY=value,KEY=value`)
 * on its own fresh database (BENCH_DATABASE + `_a` / `_b`), with BENCH_MEMBERS members on each, chatting as in
 * bench:realtime (bench/chatLoad.ts: each member one `sendMessage` every MEMBERS / BENCH_RATE seconds to its
 * partner, ack and delivery timed).
 *
 * Per slice and in total: messages answered, ack p50 / p99, and CPU ms per message of the server (user + system, of
 * which the main thread) and of PostgreSQL (the backends of that server's database; the shared background processes
 * are reported apart). Env: BENCH_MEMBERS (1000), BENCH_RATE (messages/s, default one per member per second),
 * BENCH_SLICES (8: slices per server), BENCH_SLICE_SECONDS (10), BENCH_PORT (two ports from it), BENCH_DATABASE
 * (kindred_bench_pair), BENCH_SERVER_NODE_ARGS (node flags of both servers), BENCH_A_NODE_ARGS / BENCH_B_NODE_ARGS
 * (of one). Figures: docs/benchmarks.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../src/auth/tokens';
import { chatTarget, connectClients, type Client } from './chatLoad';
import { cpuByName, cpuByNameDelta } from './cpu';
import { createDatabase, dropDatabase, insertChatMembers, pause, waitForHealth } from './harness';

const MEMBERS = 2 * Math.ceil(Number(process.env.BENCH_MEMBERS || 1000) / 2);
const RATE = Number(process.env.BENCH_RATE || MEMBERS);
const SLICES = Number(process.env.BENCH_SLICES || 8);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS || 10);
const PORT = Number(process.env.BENCH_PORT || 18_961);
const DB = process.env.BENCH_DATABASE || 'kindred_bench_pair';
const here = fileURLToPath(new URL('../../..', import.meta.url));
const secret = randomBytes(32).toString('hex');
const signer = createTokenService(secret);

const envOf = (spec: string | undefined) =>
  Object.fromEntries(
    (spec ?? '')
      .split(',')
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

interface Side {
  label: string;
  root: string;
  env: Record<string, string>;
  nodeArgs: string;
  db: string;
  url: string;
  port: number;
  server?: ChildProcess;
  clients?: Client[];
}

/** A PostgreSQL process's CPU is this side's when it is a backend of the side's database. */
function backendsOf(database: string): Map<number, number> {
  const all = cpuByName('postgres');
  const mine = new Map<number, number>();
  for (const [pid, ms] of all) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.split(/\s+/).includes(database)) mine.set(pid, ms);
    } catch {
      /* exited */
    }
  }
  return mine;
}

/** User and system CPU ms of a process and of its main thread. */
function cpuSplit(pid: number) {
  const read = (file: string) => {
    const stat = readFileSync(file, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(f[11]) * 10, system: Number(f[12]) * 10 };
  };
  const all = read(`/proc/${pid}/stat`);
  const main = read(`/proc/${pid}/task/${pid}/stat`);
  return { user: all.user, system: all.system, main: main.user + main.system };
}

function startServer(side: Side): ChildProcess {
  const entry = path.join(side.root, 'apps/server/src/main.ts');
  return fork(entry, [], {
    cwd: side.root,
    execArgv: [
      '--import',
      'tsx',
      ...`${process.env.BENCH_SERVER_NODE_ARGS ?? ''} ${side.nodeArgs}`.split(' ').filter(Boolean),
    ],
    env: {
      ...process.env,
      ...side.env,
      DATABASE_URL: side.url,
      PORT: String(side.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      SEED_DEMO: '0',
      JWT_SECRET: secret,
      DATABASE_POOL_IDLE_MS: '0',
      RATE_LIMIT_MULTIPLIER: '1000000',
      KINDRED_DATA_DIR: path.join(here, '.test-data', side.db),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function onDatabase(url: string, sql: string, values: unknown[] = []) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query(sql, values)).rows;
  } finally {
    await db.end();
  }
}

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

async function main() {
  const sides: Side[] = (['a', 'b'] as const).map((s, i) => ({
    label: s.toUpperCase(),
    root: process.env[`BENCH_${s.toUpperCase()}_ROOT`] || here,
    env: envOf(process.env[`BENCH_${s.toUpperCase()}_ENV`]),
    nodeArgs: process.env[`BENCH_${s.toUpperCase()}_NODE_ARGS`] ?? '',
    db: `${DB}_${s}`,
    url: '',
    port: PORT + i,
  }));
  console.log(
    `bench:realtime-pair — ${MEMBERS} members, ${RATE} messages/s, ${SLICES} × ${SLICE_SECONDS} s per side; ` +
      sides.map((s) => `${s.label}: ${s.root} ${JSON.stringify(s.env)} ${s.nodeArgs}`).join('; ') +
      `; load average ${load()}`,
  );
  try {
    for (const side of sides) {
      side.url = await createDatabase(side.db);
      side.server = startServer(side);
    }
    for (const side of sides) await waitForHealth(side.port);
    let ids: string[] = [];
    for (const side of sides) {
      const db = new pg.Client({ connectionString: side.url });
      await db.connect();
      await insertChatMembers(db, MEMBERS);
      ids = (await db.query('SELECT id FROM users ORDER BY id')).rows.map((r: { id: string }) => r.id);
      await db.end();
    }
    const members = await Promise.all(ids.map(async (id) => ({ id, token: await signer.sign(id) })));
    const every = (1000 * MEMBERS) / RATE;
    const totals = sides.map(() => ({ answered: 0, server: 0, main: 0, system: 0, postgres: 0, acks: [] as number[] }));
    let background = 0;
    const last = sides.map(() => ({ server: 0, main: 0, system: 0, postgres: 0 }));
    const targets = [];
    for (const [i, side] of sides.entries()) {
      side.clients = await connectClients(`http://127.0.0.1:${side.port}`, members);
      const meter = () => {
        const cpu0 = cpuSplit(side.server!.pid!);
        const pg0 = backendsOf(side.db);
        const all0 = cpuByName('postgres');
        return () => {
          const cpu1 = cpuSplit(side.server!.pid!);
          const pg1 = backendsOf(side.db);
          const all1 = cpuByName('postgres');
          const ownPg = cpuByNameDelta(pg0, pg1);
          background += cpuByNameDelta(all0, all1) - ownPg;
          last[i] = {
            server: cpu1.user + cpu1.system - cpu0.user - cpu0.system,
            main: cpu1.main - cpu0.main,
            system: cpu1.system - cpu0.system,
            postgres: ownPg,
          };
        };
      };
      targets.push(chatTarget(side.label, side.clients, true, { meter, intervalMs: every }));
    }
    await Promise.all(targets.map((t) => t.run(5000, false)));
    for (const side of sides) await onDatabase(side.url, 'ANALYZE');
    await Promise.all(targets.map((t) => t.run(3000, false)));
    console.log(`chat load starting; load average ${load()}`);
    for (let s = 0; s < SLICES; s++) {
      // Both sides at once: each sees the same machine, moment to moment (a shared machine's load comes in bursts).
      const slices = await Promise.all(targets.map((t) => t.run(SLICE_SECONDS * 1000)));
      for (const [i, slice] of slices.entries()) {
        const answered = slice.acks.length;
        const c = last[i]!;
        const t = totals[i]!;
        t.answered += answered;
        t.server += c.server;
        t.main += c.main;
        t.system += c.system;
        t.postgres += c.postgres;
        t.acks.push(...slice.acks);
        const per = (ms: number) => (answered ? ms / answered : NaN).toFixed(3);
        const sorted = [...slice.acks].sort((x, y) => x - y);
        const pct = (p: number) => (sorted[Math.floor((p / 100) * sorted.length)] ?? NaN).toFixed(1);
        console.log(
          `  ${sides[i]!.label} slice ${s + 1}: ${answered} answered of ${slice.sent}, ack p50 ${pct(50)} / p99 ${pct(99)} ms; ` +
            `CPU ms per message: server ${per(c.server)} (main thread ${per(c.main)}, system ${per(c.system)}), ` +
            `PostgreSQL ${per(c.postgres)}; load average ${load()}`,
        );
      }
    }
    console.log(
      '\n| side | answered | ack p50 / p99 ms | server CPU ms per message | of which main thread | of which system | PostgreSQL (its backends) | sum |\n|---|---|---|---|---|---|---|---|',
    );
    for (const [i, t] of totals.entries()) {
      const per = (ms: number) => (ms / Math.max(1, t.answered)).toFixed(3);
      const sorted = t.acks.sort((x, y) => x - y);
      const pct = (p: number) => (sorted[Math.floor((p / 100) * sorted.length)] ?? NaN).toFixed(1);
      console.log(
        `| ${sides[i]!.label} | ${t.answered} | ${pct(50)} / ${pct(99)} | ${per(t.server)} | ${per(t.main)} | ` +
          `${per(t.system)} | ${per(t.postgres)} | ${per(t.server + t.postgres)} |`,
      );
    }
    const [a, b] = totals as [(typeof totals)[0], (typeof totals)[0]];
    const ratio = (x: number, y: number) => ((100 * (y - x)) / x).toFixed(1);
    console.log(
      `\nB against A: server ${ratio(a.server / a.answered, b.server / b.answered)} %, PostgreSQL ` +
        `${ratio(a.postgres / a.answered, b.postgres / b.answered)} %; other PostgreSQL processes (background, other databases) ` +
        `${background.toFixed(0)} ms in all; load average ${load()}`,
    );
  } finally {
    for (const side of sides) for (const c of side.clients ?? []) c.socket.close();
    await Promise.all(
      sides.map(async (side) => {
        if (!side.server) return;
        const exited = new Promise((r) => side.server!.once('exit', r));
        side.server.kill('SIGTERM');
        await Promise.race([exited, pause(10_000)]);
      }),
    );
    for (const side of sides) await dropDatabase(side.db).catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
