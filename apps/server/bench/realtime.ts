/**
 * `pnpm bench:realtime` — the real-time server under chat load (issue 11), on PostgreSQL (a fresh
 * `kindred_bench_rt` database) with the real server process (`src/main.ts`):
 *
 * 1. RSS per idle socket: the server's VmRSS (/proc/<pid>/status) before and after BENCH_IDLE_SOCKETS idle,
 *    authenticated websocket connections opened from a few child processes (bench/idleClients.ts).
 * 2. Chat (the load generator: bench/chatLoad.ts, shared with bench:two-node): BENCH_MEMBERS premium, verified
 *    members paired into conversations, each on its own socket.io client (websocket), each sending one
 *    `sendMessage` a second to its partner → ack latency (emit → ack) and delivery latency (emit → the partner's
 *    `messageReceived`), next to a bare socket.io echo server (bench/echoServer.ts) and a durable one (the same,
 *    acking only once the message is one committed row) loaded by the same number of clients at the same rate.
 *    The three take turns in BENCH_ROUNDS slices (the machine's speed drifts during a run; all see the same drift).
 *
 * A benchmark, not a test. Figures: docs/benchmarks.md. Env: BENCH_POSTGRES_URL (admin URL, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_MEMBERS (1000), BENCH_SECONDS (60 per target), BENCH_ROUNDS
 * (4), BENCH_IDLE_SOCKETS (10000), BENCH_IDLE_PROCESSES (4), BENCH_SERVER_NODE_ARGS (extra node flags),
 * BENCH_SERVER_LOG (keep the server's log), BENCH_LOG_LEVEL (its level, warn), BENCH_TRACE (every ack's timing).
 * Each target's slices also report the CPU time per message of the server, PostgreSQL, the echo servers and this
 * load generator (bench/cpu.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../src/auth/tokens';
import { chatTarget, connectClients, type Client } from './chatLoad';
import { cpuDelta, cpuSample, noCpu, type CpuSample, type CpuTotals } from './cpu';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  insertChatMembers,
  pause,
  startChild,
  waitForHealth,
} from './harness';

const MEMBERS = 2 * Math.ceil(Number(process.env.BENCH_MEMBERS || 1000) / 2);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const IDLE_PROCESSES = Number(process.env.BENCH_IDLE_PROCESSES || 4);
const DB_NAME = 'kindred_bench_rt';
const dbUrl = databaseUrl(DB_NAME);
const SERVER_PORT = 18_941;
const ECHO_PORT = 18_942;
const DURABLE_ECHO_PORT = 18_943;
const secret = randomBytes(32).toString('hex');
const signer = createTokenService(secret);

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

/** Premium (base tier FEMALE) verified members, ids 24-hex; member 2k and 2k + 1 chat with each other. */
async function fillMembers(count: number): Promise<string[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  await insertChatMembers(db, count);
  await db.query('ANALYZE');
  const { rows } = await db.query('SELECT id FROM users ORDER BY id');
  await db.end();
  return rows.map((r: { id: string }) => r.id);
}

/** One statement on the benchmark's database. */
async function onBenchDatabase(sql: string): Promise<void> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(sql);
  } finally {
    await db.end();
  }
}

function startServer(): ChildProcess {
  return fork(fileURLToPath(new URL('../src/main.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
      WEB_DIST: '',
      SEED_DEMO: '0',
      JWT_SECRET: secret,
      // Pooled sessions stay open between slices (their CPU is read per process).
      DATABASE_POOL_IDLE_MS: '0',
      // One message a second for a minute is the event limit itself (60 a minute): the warm-up would trip it.
      RATE_LIMIT_MULTIPLIER: '1000000',
      KINDRED_DATA_DIR: fileURLToPath(new URL('../../../.test-data/bench-rt', import.meta.url)),
    },
    // BENCH_SERVER_LOG=<file> keeps the server's log (warnings and errors).
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'w') : 'ignore',
      'inherit',
      'ipc',
    ],
  });
}

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error('no VmRSS');
  return Number(m[1]);
}

/** Waits until the server's RSS holds still (two readings 1 s apart within 1 %), at most 20 s; returns it. */
async function settledRss(pid: number): Promise<number> {
  let last = rssKb(pid);
  for (let i = 0; i < 20; i++) {
    await pause(1000);
    const now = rssKb(pid);
    if (Math.abs(now - last) <= last * 0.01) return now;
    last = now;
  }
  return last;
}

async function idleSockets(server: ChildProcess, ids: string[]) {
  const tokens = await Promise.all(ids.slice(0, IDLE_SOCKETS).map((id) => signer.sign(id)));
  const children = await Promise.all(
    Array.from({ length: IDLE_PROCESSES }, () =>
      startChild('./idleClients.ts', { BENCH_URL: `http://127.0.0.1:${SERVER_PORT}` }),
    ),
  );
  const ask = <T>(child: ChildProcess, message: object, answer: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { type?: string }) => {
        if (m?.type !== answer) return;
        child.off('message', on);
        resolve(m as T);
      };
      child.on('message', on);
      child.send(message);
    });
  const before = await settledRss(server.pid!);
  const started = Date.now();
  const per = Math.ceil(tokens.length / IDLE_PROCESSES);
  const replies = await Promise.all(
    children.map((child, i) =>
      ask<{ welcomed: number; failed: number }>(
        child,
        { type: 'connect', tokens: tokens.slice(i * per, (i + 1) * per) },
        'connected',
      ),
    ),
  );
  const welcomed = replies.reduce((n, r) => n + r.welcomed, 0);
  const failed = replies.reduce((n, r) => n + r.failed, 0);
  const connectSeconds = (Date.now() - started) / 1000;
  const after = await settledRss(server.pid!);
  await Promise.all(children.map((child) => ask(child, { type: 'close' }, 'closed')));
  return { before, after, welcomed, failed, connectSeconds };
}

let cpuSampleOf: () => CpuSample = () => {
  throw new Error('no server yet');
};
/** Adds each slice's CPU time (per process) to `totals`. */
const meter = (totals: CpuTotals) => () => {
  const before = cpuSampleOf();
  return () => {
    const slice = cpuDelta(before, cpuSampleOf());
    for (const key of Object.keys(totals) as (keyof CpuTotals)[]) totals[key] += slice[key];
  };
};

async function portInUse(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  for (const port of [SERVER_PORT, ECHO_PORT, DURABLE_ECHO_PORT]) {
    if (await portInUse(port)) throw new Error(`Port ${port} is already in use: stop whatever listens there first`);
  }
  console.log(
    `bench:realtime — ${MEMBERS.toLocaleString('en')} chatting members, ${SECONDS} s per target, ` +
      `${IDLE_SOCKETS.toLocaleString('en')} idle sockets; load average ${load()}`,
  );
  await createDatabase(DB_NAME);
  const server = startServer();
  const serverExit = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`server exited (${code})`))),
  );
  serverExit.catch(() => {});
  let echo: ChildProcess | null = null;
  let durableEcho: ChildProcess | null = null;
  const clients: Client[] = [];
  try {
    await Promise.race([waitForHealth(SERVER_PORT), serverExit]);
    const ids = await fillMembers(Math.max(MEMBERS, IDLE_SOCKETS));

    // 1. RSS per idle socket, on a fresh server (before the chat load grows its heap).
    if (IDLE_SOCKETS > 0) {
      const idle = await idleSockets(server, ids);
      const perSocket = (idle.after - idle.before) / Math.max(1, idle.welcomed);
      console.log(
        `\nidle sockets: ${idle.welcomed.toLocaleString('en')} welcomed (${idle.failed} refused) in ${idle.connectSeconds.toFixed(1)} s; ` +
          `server RSS ${(idle.before / 1024).toFixed(1)} MB → ${(idle.after / 1024).toFixed(1)} MB = ` +
          `${perSocket.toFixed(1)} KB per idle socket (goal ≤ 25 KB: ${perSocket <= 25 ? 'met' : 'NOT met'}); load average ${load()}`,
      );
      await pause(3000); // the server notices the closes (presence, rooms) before the chat starts
    }

    // 2. Chat next to a bare and a durable socket.io echo, all loaded by the same clients at the same rate.
    echo = await startChild('./echoServer.ts', { PORT: String(ECHO_PORT) });
    await onBenchDatabase(`CREATE TABLE bench_echo (id text PRIMARY KEY, sender text NOT NULL, content text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    durableEcho = await startChild('./echoServer.ts', { PORT: String(DURABLE_ECHO_PORT), DATABASE_URL: dbUrl });
    const members = await Promise.all(ids.slice(0, MEMBERS).map(async (id) => ({ id, token: await signer.sign(id) })));
    const at = (port: number) => `http://127.0.0.1:${port}`;
    const ours = await connectClients(at(SERVER_PORT), members);
    const bare = await connectClients(
      at(ECHO_PORT),
      members.map(({ id }) => ({ id })),
    );
    const durable = await connectClients(
      at(DURABLE_ECHO_PORT),
      members.map(({ id }) => ({ id })),
    );
    clients.push(...ours, ...bare, ...durable);
    const echoPids = [echo.pid!, durableEcho.pid!];
    cpuSampleOf = () => cpuSample(server.pid!, echoPids);
    const cpu = [noCpu(), noCpu(), noCpu()] as const;
    const targets = [
      chatTarget('bare socket.io echo', bare, false, { meter: meter(cpu[0]) }),
      chatTarget('socket.io echo + one INSERT', durable, false, { meter: meter(cpu[1]) }),
      chatTarget('Kindred sendMessage', ours, true, { meter: meter(cpu[2]) }),
    ];
    for (const t of targets) await t.run(5000, false); // warm-up (the first message of a pair opens the conversation)
    // Statistics as a running deployment has them (autovacuum, or the server's own upkeep where autovacuum is
    // off, analyzes within a minute): without this the plans cached in the first seconds, when the chat tables
    // were empty, scan them sequentially for the whole run (decision 0071).
    await onBenchDatabase('ANALYZE');
    console.log(`\nchat load starting; load average ${load()}`);
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) await t.run((SECONDS * 1000) / ROUNDS);
    }
    type Result = ReturnType<ReturnType<typeof chatTarget>['result']> & {
      cpuPerMessage: Record<'server' | 'postgres' | 'generator' | 'echo', number>;
      machineBusy: number;
    };
    const [b, d, k] = targets.map((t, i) => {
      const r = t.result();
      const c = cpu[i]!;
      return {
        ...r,
        /** CPU ms per message sent, per process, and the machine's busy share during the slices. */
        cpuPerMessage: {
          server: c.server / r.sent,
          postgres: c.postgres / r.sent,
          generator: c.generator / r.sent,
          echo: c.echo / r.sent,
        },
        machineBusy: c.machineBusy / c.machineTotal,
      };
    }) as [Result, Result, Result];
    console.log(
      '\n| target | acks | refused | lost | messages/s | ack p50 ms | ack p99 ms | ack max ms | delivery p50 ms | delivery p99 ms |\n|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of [b, d, k]) {
      console.log(
        `| ${r.label} | ${r.acks} | ${r.errors} | ${r.lost} | ${r.perSecond.toFixed(0)} | ${r.ack.p50.toFixed(2)} | ` +
          `${r.ack.p99.toFixed(2)} | ${r.ack.max.toFixed(1)} | ${r.delivery ? r.delivery.p50.toFixed(2) : '—'} | ` +
          `${r.delivery ? r.delivery.p99.toFixed(2) : '—'} |`,
      );
    }
    console.log(
      '\n| target | CPU ms per message: server | PostgreSQL | echo server | load generator | machine busy |\n|---|---|---|---|---|---|',
    );
    for (const r of [b, d, k]) {
      const c = r.cpuPerMessage;
      console.log(
        `| ${r.label} | ${c.server.toFixed(3)} | ${c.postgres.toFixed(3)} | ${c.echo.toFixed(3)} | ` +
          `${c.generator.toFixed(3)} | ${(r.machineBusy * 100).toFixed(0)} % |`,
      );
    }
    const ratio = k.ack.p50 / b.ack.p50;
    console.log(
      `\nack p99 ${k.ack.p99.toFixed(1)} ms (goal ≤ 50 ms: ${k.ack.p99 <= 50 ? 'met' : 'NOT met'}); ` +
        `ack p50 ÷ echo p50 = ${ratio.toFixed(1)}× (goal ≤ 5×: ${ratio <= 5 ? 'met' : 'NOT met'}); ` +
        `ack p50 ÷ durable echo p50 = ${(k.ack.p50 / d.ack.p50).toFixed(1)}× (no goal); ` +
        // What storing one row before the ack costs alone: above 5×, no storing server can meet the ratio goal.
        `durable echo p50 ÷ echo p50 = ${(d.ack.p50 / b.ack.p50).toFixed(1)}× (the floor of a store-before-ack send); ` +
        `${k.delivery?.count ?? 0} deliveries timed; load average ${load()}`,
    );
  } finally {
    for (const c of clients) c.socket.close();
    echo?.kill();
    durableEcho?.kill();
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, pause(10_000)]);
    await dropDatabase(DB_NAME).catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
