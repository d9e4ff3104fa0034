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
 *    Per slice: the server's event-loop delay and PostgreSQL's WAL, checkpoints and scans (bench/realtimeStats.ts).
 *
 * A benchmark, not a test. Figures: docs/benchmarks.md. Env: BENCH_POSTGRES_URL (admin URL, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_MEMBERS (1000), BENCH_SECONDS (60 per target), BENCH_ROUNDS
 * (4), BENCH_RATE (messages per second in total, default one per member per second), BENCH_IDLE_SOCKETS (10000),
 * BENCH_IDLE_PROCESSES (4), BENCH_IDLE_CPU_SECONDS (30: the server's CPU sampled while the idle sockets are open and
 * nothing else happens — the heartbeat's cost), BENCH_SERVER_NODE_ARGS (extra node flags), BENCH_SERVER_LOG (keep the
 * server's log), BENCH_LOG_LEVEL (its level, warn), BENCH_TRACE (every ack's timing), BENCH_DATABASE
 * (kindred_bench_rt), BENCH_PORT (18941: the server; the two echo servers take the next two ports), BENCH_CHAT (0:
 * the idle sockets only), BENCH_IDLE_BARE (1: the same idle sockets also on a bare socket.io server — the floor).
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
import { cpuDelta, cpuSample, noCpu, procCpuMs, type CpuSample, type CpuTotals } from './cpu';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  insertChatMembers,
  pause,
  startChild,
  waitForHealth,
} from './harness';
import { createSliceStats, describeSlice } from './realtimeStats';

const MEMBERS = 2 * Math.ceil(Number(process.env.BENCH_MEMBERS || 1000) / 2);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const IDLE_SOCKETS = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const IDLE_PROCESSES = Number(process.env.BENCH_IDLE_PROCESSES || 4);
const IDLE_CPU_SECONDS = Number(process.env.BENCH_IDLE_CPU_SECONDS || 30);
/** Messages per second over all members (each member sends every MEMBERS / RATE seconds). */
const RATE = Number(process.env.BENCH_RATE || MEMBERS);
const SEND_EVERY_MS = (1000 * MEMBERS) / RATE;
const DB_NAME = process.env.BENCH_DATABASE || 'kindred_bench_rt';
const dbUrl = databaseUrl(DB_NAME);
/** Three consecutive ports from BENCH_PORT (18941): the server, the bare echo and the durable echo. */
const SERVER_PORT = Number(process.env.BENCH_PORT || 18_941);
const ECHO_PORT = SERVER_PORT + 1;
const DURABLE_ECHO_PORT = SERVER_PORT + 2;
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
    // --expose-gc: the idle phase reads the memory split after a full collection (`/api/health?gc=1`).
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
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
      // `/api/health` reports the event loop's delay since its last call (per slice).
      DEBUG_EVENT_LOOP: '1',
      // One message a second for a minute is the event limit itself (60 a minute): the warm-up would trip it.
      RATE_LIMIT_MULTIPLIER: '1000000',
      KINDRED_DATA_DIR: fileURLToPath(new URL(`../../../.test-data/${DB_NAME}`, import.meta.url)),
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

type Memory = NodeJS.MemoryUsage;

/** A server the idle sockets are opened on: its process, port, and its memory split after a full collection. */
interface IdleTarget {
  pid: number;
  port: number;
  memory(): Promise<Memory>;
}

async function kindredMemory(): Promise<Memory> {
  const res = await fetch(`http://127.0.0.1:${SERVER_PORT}/api/health?gc=1`);
  return ((await res.json()) as { data: { memory: Memory } }).data.memory;
}

async function idleSockets(target: IdleTarget, ids: string[]) {
  const tokens = await Promise.all(ids.slice(0, IDLE_SOCKETS).map((id) => signer.sign(id)));
  const children = await Promise.all(
    Array.from({ length: IDLE_PROCESSES }, () =>
      startChild('./idleClients.ts', { BENCH_URL: `http://127.0.0.1:${target.port}` }),
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
  const memBefore = await target.memory();
  const before = await settledRss(target.pid);
  // The same server without the sockets, over a third of the time (its timers: upkeep, presence sweeps).
  const baseSeconds = Math.max(1, IDLE_CPU_SECONDS / 3);
  const base0 = procCpuMs(target.pid);
  await pause(baseSeconds * 1000);
  const baseCpuShare = (procCpuMs(target.pid) - base0) / (baseSeconds * 1000);
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
  const after = await settledRss(target.pid);
  // The heartbeat's cost: the server's CPU while the sockets are open and nothing else happens (engine.io pings
  // every socket each 25 s).
  const cpu0 = procCpuMs(target.pid);
  await pause(IDLE_CPU_SECONDS * 1000);
  const idleCpuShare = (procCpuMs(target.pid) - cpu0) / (IDLE_CPU_SECONDS * 1000);
  // What each socket holds, after a full collection: JS heap, external memory, of which array buffers.
  const memAfter = await target.memory();
  const rssAfterGc = rssKb(target.pid);
  await Promise.all(children.map((child) => ask(child, { type: 'close' }, 'closed')));
  const perSocketBytes = (key: keyof Memory) => (memAfter[key] - memBefore[key]) / Math.max(1, welcomed);
  const split = {
    heapUsed: perSocketBytes('heapUsed'),
    external: perSocketBytes('external'),
    arrayBuffers: perSocketBytes('arrayBuffers'),
    rssAfterGc: ((rssAfterGc - before) * 1024) / Math.max(1, welcomed),
  };
  return { before, after, welcomed, failed, connectSeconds, idleCpuShare, baseCpuShare, split };
}

/** One line: RSS per socket, the split after a full collection, the CPU with the sockets open. */
function describeIdle(label: string, idle: Awaited<ReturnType<typeof idleSockets>>): number {
  const perSocket = (idle.after - idle.before) / Math.max(1, idle.welcomed);
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  console.log(
    `\n${label}: ${idle.welcomed.toLocaleString('en')} idle sockets welcomed (${idle.failed} refused) in ${idle.connectSeconds.toFixed(1)} s; ` +
      `server RSS ${(idle.before / 1024).toFixed(1)} MB → ${(idle.after / 1024).toFixed(1)} MB = ` +
      `${perSocket.toFixed(1)} KB per idle socket; after a full GC, per socket: RSS ${kb(idle.split.rssAfterGc)} KB, ` +
      `JS heap ${kb(idle.split.heapUsed)} KB, external ${kb(idle.split.external)} KB (array buffers ${kb(idle.split.arrayBuffers)} KB); ` +
      `CPU ${(idle.idleCpuShare * 100).toFixed(2)} % of a core over ${IDLE_CPU_SECONDS} s (${(idle.baseCpuShare * 100).toFixed(2)} % without sockets); ` +
      `load average ${load()}`,
  );
  return perSocket;
}

let cpuSampleOf: () => CpuSample = () => {
  throw new Error('no server yet');
};
/** Adds each slice's CPU time (per process) to `totals` and keeps the slice's own in `last`. */
const meter = (totals: CpuTotals, last: { slice: CpuTotals }) => () => {
  const before = cpuSampleOf();
  return () => {
    last.slice = cpuDelta(before, cpuSampleOf());
    for (const key of Object.keys(totals) as (keyof CpuTotals)[]) totals[key] += last.slice[key];
  };
};

/**
 * CPU ms per message answered (acknowledged or refused), per process, and the machine's busy share during the slices.
 * Sends still unanswered after a slice (`lost`) are left out: their work may run in a later slice.
 */
type Result = ReturnType<ReturnType<typeof chatTarget>['result']> & {
  cpuPerMessage: Omit<ReturnType<typeof perMessage>, 'machineBusy'>;
  machineBusy: number;
};

function perMessage(r: { acks: number; errors: number }, cpu: CpuTotals) {
  const answered = Math.max(1, r.acks + r.errors);
  return {
    server: cpu.server / answered,
    postgres: cpu.postgres / answered,
    postgresBackground: cpu.postgresBackground / answered,
    postgresOther: cpu.postgresOther / answered,
    generator: cpu.generator / answered,
    echo: cpu.echo / answered,
    machineBusy: cpu.machineBusy / cpu.machineTotal,
  };
}

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
  const idleGoals: string[] = [];
  const sliceStats = createSliceStats(dbUrl, `http://127.0.0.1:${SERVER_PORT}/api/health`);
  try {
    await Promise.race([waitForHealth(SERVER_PORT), serverExit]);
    const ids = await fillMembers(Math.max(MEMBERS, IDLE_SOCKETS));

    // 1. RSS per idle socket, on a fresh server (before the chat load grows its heap).
    if (IDLE_SOCKETS > 0) {
      const idle = await idleSockets({ pid: server.pid!, port: SERVER_PORT, memory: kindredMemory }, ids);
      const perSocket = describeIdle('Kindred', idle);
      idleGoals.push(
        `${perSocket.toFixed(1)} KB RSS per idle socket (goal ≤ 15 KB: ${perSocket <= 15 ? 'met' : 'NOT met'})`,
        `server CPU with ${idle.welcomed.toLocaleString('en')} idle sockets ${(idle.idleCpuShare * 100).toFixed(1)} % of a core ` +
          `over ${IDLE_CPU_SECONDS} s (goal ≤ 5 %: ${idle.idleCpuShare <= 0.05 ? 'met' : 'NOT met'}; ` +
          `${(idle.baseCpuShare * 100).toFixed(1)} % without them)`,
      );
      await pause(3000); // the server notices the closes (presence, rooms) before the chat starts
      // BENCH_IDLE_BARE=1: the same clients on a bare socket.io server (the floor: socket.io itself).
      if (process.env.BENCH_IDLE_BARE === '1') {
        const bare = await startChild('./echoServer.ts', { PORT: String(ECHO_PORT), BENCH_WELCOME: '1' }, [
          '--expose-gc',
        ]);
        try {
          const memory = () =>
            new Promise<Memory>((resolve) => {
              const on = (m: { type?: string; memory?: Memory }) => {
                if (m?.type !== 'memory' || !m.memory) return;
                bare.off('message', on);
                resolve(m.memory);
              };
              bare.on('message', on);
              bare.send({ type: 'memory' });
            });
          describeIdle('bare socket.io', await idleSockets({ pid: bare.pid!, port: ECHO_PORT, memory }, ids));
        } finally {
          bare.kill();
          await pause(1000);
        }
      }
    }
    // BENCH_CHAT=0: the idle sockets only.
    if (process.env.BENCH_CHAT === '0') {
      console.log(`\nGoals (issue 26), idle sockets:\n${idleGoals.map((g) => `- ${g}`).join('\n')}`);
      return;
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
    cpuSampleOf = () => cpuSample(server.pid!, echoPids, DB_NAME);
    const cpu = [noCpu(), noCpu(), noCpu()] as const;
    const last = [{ slice: noCpu() }, { slice: noCpu() }, { slice: noCpu() }] as const;
    const options = (i: 0 | 1 | 2) => ({ meter: meter(cpu[i], last[i]), intervalMs: SEND_EVERY_MS });
    const targets = [
      chatTarget('bare socket.io echo', bare, false, options(0)),
      chatTarget('socket.io echo + one INSERT', durable, false, options(1)),
      chatTarget('Kindred sendMessage', ours, true, options(2)),
    ];
    for (const t of targets) await t.run(5000, false); // warm-up (the first message of a pair opens the conversation)
    // Statistics as a running deployment has them (autovacuum, or the server's own upkeep where autovacuum is
    // off, analyzes within a minute): without this the plans cached in the first seconds, when the chat tables
    // were empty, scan them sequentially for the whole run (decision 0071).
    await onBenchDatabase('ANALYZE');
    console.log(
      `\nchat load starting: ${RATE.toLocaleString('en')} messages/s (each member every ${SEND_EVERY_MS.toFixed(0)} ms); ` +
        `load average ${load()}`,
    );
    const labels = ['echo', 'durable echo', 'Kindred'];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) {
        const finish = await sliceStats.start(i === 2);
        const slice = await t.run((SECONDS * 1000) / ROUNDS);
        const stats = await finish();
        const sliceCpu = last[i as 0 | 1 | 2].slice;
        const cpuMs = (n: number) => (slice.sent ? (n / slice.sent).toFixed(3) : '—');
        console.log(
          describeSlice(labels[i]!, round + 1, slice.sent, slice.acks, stats) +
            // An echo slice's own server is the echo's; Kindred's server idles then (its figure is no echo's).
            (i === 2
              ? `; CPU ms per message: server ${cpuMs(sliceCpu.server)}`
              : `; CPU ms per message: echo server ${cpuMs(sliceCpu.echo)} (Kindred's, idle: ${cpuMs(sliceCpu.server)})`) +
            `, PostgreSQL ${cpuMs(sliceCpu.postgres)}; load average ${load()}`,
        );
      }
    }
    const [b, d, k] = targets.map((t, i) => {
      const r = t.result();
      const { machineBusy, ...cpuPerMessage } = perMessage(r, cpu[i as 0 | 1 | 2]);
      return { ...r, cpuPerMessage, machineBusy };
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
      "\n| target | CPU ms per message: its server | PostgreSQL (its backends + background) | of which background | other databases (not counted) | Kindred's server during an echo slice (idle) | load generator | machine busy |\n|---|---|---|---|---|---|---|---|",
    );
    for (const r of [b, d, k]) {
      const c = r.cpuPerMessage;
      // The echo targets' own server is the echo server; Kindred's figure during their slices is its idle cost.
      const own = r === k ? c.server : c.echo;
      const idle = r === k ? '—' : c.server.toFixed(3);
      console.log(
        `| ${r.label} | ${own.toFixed(3)} | ${c.postgres.toFixed(3)} | ${c.postgresBackground.toFixed(3)} | ` +
          `${c.postgresOther.toFixed(3)} | ${idle} | ${c.generator.toFixed(3)} | ${(r.machineBusy * 100).toFixed(0)} % |`,
      );
    }
    const cpuPerMessage = k.cpuPerMessage.server + k.cpuPerMessage.postgres;
    const durableRatio = k.ack.p50 / d.ack.p50;
    const goals = [
      `server + PostgreSQL CPU ${cpuPerMessage.toFixed(3)} ms per message (${k.cpuPerMessage.server.toFixed(3)} + ` +
        `${k.cpuPerMessage.postgres.toFixed(3)}; goal ≤ 0.6 ms: ${cpuPerMessage <= 0.6 ? 'met' : 'NOT met'}` +
        (k.lost > 0 ? `; ${k.lost} sends unanswered: the server fell behind, the figure is uncertain)` : ')'),
      `ack p99 ${k.ack.p99.toFixed(1)} ms (goal ≤ 50 ms: ${k.ack.p99 <= 50 ? 'met' : 'NOT met'})`,
      `ack p50 ${k.ack.p50.toFixed(2)} ms = ${durableRatio.toFixed(1)}× the durable echo's ${d.ack.p50.toFixed(2)} ms ` +
        `(goal ≤ 2×: ${durableRatio <= 2 ? 'met' : 'NOT met'})`,
      ...idleGoals,
    ];
    console.log(
      `\nGoals (issue 26), at ${k.perSecond.toFixed(0)} messages/s:\n${goals.map((g) => `- ${g}`).join('\n')}`,
    );
    console.log(
      // No goal: a store-before-ack send's floor is the durable echo, itself several times the bare echo.
      `ack p50 ÷ bare echo p50 = ${(k.ack.p50 / b.ack.p50).toFixed(1)}× (no goal); ` +
        `durable echo p50 ÷ bare echo p50 = ${(d.ack.p50 / b.ack.p50).toFixed(1)}× (the floor of a store-before-ack send); ` +
        `${k.delivery?.count ?? 0} deliveries timed; load average ${load()}`,
    );
  } finally {
    await sliceStats.close().catch(() => {});
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
