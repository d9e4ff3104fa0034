/**
 * `pnpm bench:two-node` — the chat load of bench:realtime on one server node and on two (issue 26), then one of the
 * two killed mid-run. PostgreSQL (a fresh database) and Redis (REDIS_URL, the streams adapter) for every run, with
 * the real server processes (`src/main.ts`), each run behind a round-robin TCP proxy (bench/roundRobinProxy.ts, in a
 * process of its own: bench/proxyChild.ts) so that one node and two are reached the same way:
 *
 * 1. One node: BENCH_MEMBERS premium, verified members paired into conversations, each on its own socket.io client
 *    (websocket), each sending one `sendMessage` a second to its partner (bench/chatLoad.ts, as bench:realtime).
 * 2. Two nodes: the same members on new sockets, connected one after the other through the proxy so that the two
 *    members of each conversation are on different nodes (checked from the proxy's hand-out order).
 * 3. Two nodes, one SIGKILLed BENCH_KILL_AT seconds into the run: its members reconnect through the proxy to the
 *    survivor with the app's reconnection settings (core's RECONNECT_BASE_DELAY_MS…), send again what was not
 *    acknowledged with the same client id, and catch up from history after a reconnect socket.io cannot recover
 *    (decision 0074) — as the two-node kill test (test/two-node-kill.test.ts) does at a small size.
 *
 * Reported side by side: ack and delivery (emit → the partner's `messageReceived`, or its history) p50/p99,
 * messages lost (acknowledged and never delivered, or never answered), duplicates (a message sent once heard twice,
 * or stored twice), the CPU ms per message of each server process, PostgreSQL, Redis, the proxy and the load
 * generator (bench/cpu.ts), and the machine's load average; for the kill, the time until the last member is back and
 * the delivery p99 of the messages sent between the kill and then.
 *
 * A benchmark, not a test. Figures: docs/benchmarks.md. Env: BENCH_POSTGRES_URL (admin URL, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_DATABASE (kindred_bench_tn), REDIS_URL (redis://127.0.0.1:6379),
 * BENCH_REDIS_PREFIX (the nodes' Redis key prefix, kindred-bench-tn-), BENCH_MEMBERS (1000), BENCH_SECONDS (60 per
 * run), BENCH_KILL_AT (half of BENCH_SECONDS), BENCH_RECONNECT_DELAY_MS (the app's, 5000; the maximum follows at 6×),
 * BENCH_ACK_TIMEOUT_MS (the app's send confirmation wait, 10000), BENCH_SERVER_NODE_ARGS (extra node flags),
 * BENCH_SERVER_LOG (keep the servers' log), BENCH_LOG_LEVEL (its level, warn).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { RECONNECT_BASE_DELAY_MS, RECONNECT_MAX_DELAY_MS, SEND_CONFIRMATION_TIMEOUT_MS } from '@kindred/core';
import pg from 'pg';
import { createClient } from 'redis';
import { createTokenService } from '../src/auth/tokens';
import { chatTarget, connectClients, type Client, type Reconnect } from './chatLoad';
import { chargedPostgres, cpuByName, cpuByNameDelta, machineMs, procCpuMs } from './cpu';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  freePort,
  insertChatMembers,
  pause,
  waitForHealth,
} from './harness';

const MEMBERS = 2 * Math.ceil(Number(process.env.BENCH_MEMBERS || 1000) / 2);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const KILL_AT = Number(process.env.BENCH_KILL_AT || SECONDS / 2);
const DB_NAME = process.env.BENCH_DATABASE || 'kindred_bench_tn';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_PREFIX = process.env.BENCH_REDIS_PREFIX || 'kindred-bench-tn-';
const reconnectDelay = Number(process.env.BENCH_RECONNECT_DELAY_MS || RECONNECT_BASE_DELAY_MS);
const RECONNECT: Reconnect = {
  delayMs: reconnectDelay,
  delayMaxMs: (reconnectDelay * RECONNECT_MAX_DELAY_MS) / RECONNECT_BASE_DELAY_MS,
  randomization: 0.3, // the app's (apps/web/src/lib/socket.ts)
};
const ACK_TIMEOUT_MS = Number(process.env.BENCH_ACK_TIMEOUT_MS || SEND_CONFIRMATION_TIMEOUT_MS);
const dbUrl = databaseUrl(DB_NAME);
const secret = randomBytes(32).toString('hex');
const signer = createTokenService(secret);

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

interface Node {
  name: string;
  port: number;
  child: ChildProcess;
}

async function startNode(name: string): Promise<Node> {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL('../src/main.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: REDIS_PREFIX,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
      WEB_DIST: '',
      SEED_DEMO: '0',
      JWT_SECRET: secret,
      DATABASE_POOL_IDLE_MS: '0',
      // One message a second for a minute is the event limit itself (60 a minute): the warm-up would trip it.
      RATE_LIMIT_MULTIPLIER: '1000000',
      KINDRED_DATA_DIR: fileURLToPath(new URL('../../../.test-data/bench-tn', import.meta.url)),
    },
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(`${process.env.BENCH_SERVER_LOG}.${name}`, 'w') : 'ignore',
      'inherit',
      'ipc',
    ],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`node ${name} exited (${code ?? signal})`))),
  );
  exited.catch(() => {});
  await Promise.race([waitForHealth(port), exited]);
  return { name, port, child };
}

async function stopNode(node: Node, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return;
  const exited = new Promise((r) => node.child.once('exit', r));
  node.child.kill(signal);
  await Promise.race([exited, pause(10_000)]);
}

interface Proxy {
  url: string;
  child: ChildProcess;
  order(): Promise<number[]>;
}

function startProxy(backends: number[]): Promise<Proxy> {
  const child = fork(fileURLToPath(new URL('./proxyChild.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BACKENDS: backends.join(',') },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const reply = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { type?: string }) => {
        if (m?.type !== type) return;
        child.off('message', on);
        resolve(m as T);
      };
      child.on('message', on);
    });
  return reply<{ port: number }>('ready').then(({ port }) => ({
    url: `http://127.0.0.1:${port}`,
    child,
    order: async () => {
      const answer = reply<{ order: number[] }>('order');
      child.send({ type: 'order' });
      return (await answer).order;
    },
  }));
}

interface HistoryPage {
  data: { clientMessageId: string; seq: number }[];
  meta?: { hasMore?: boolean };
}

async function historyPage(proxy: Proxy, c: Client, since: number): Promise<HistoryPage> {
  // A pooled connection may still lead to the killed node: the app tries again, as here.
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${proxy.url}/api/messages/${c.partner}?since=${since}&limit=100`, {
        headers: { authorization: `Bearer ${c.token}` },
      });
      if (!res.ok) throw new Error(`history: ${res.status}`);
      return (await res.json()) as HistoryPage;
    } catch (error) {
      if (attempt >= 5) throw error;
      await pause(200);
    }
  }
}

/** The app's catch-up: the history with the partner since a sequence number, through the proxy, page by page. */
function catchUpThrough(proxy: Proxy) {
  return async (c: Client, sinceSeq: number) => {
    const items: { clientMessageId: string; seq: number }[] = [];
    let since = sinceSeq;
    for (let page = 0; page < 100; page++) {
      const body = await historyPage(proxy, c, since);
      items.push(...body.data);
      if (!body.meta?.hasMore || body.data.length === 0) break;
      since = Math.max(since, ...body.data.map((m) => m.seq));
    }
    return items;
  };
}

interface Cpu {
  nodes: number[];
  postgres: number;
  redis: number;
  proxy: number;
  generator: number;
  busy: number;
  total: number;
}

/** A meter for chatTarget: CPU time of each node, PostgreSQL, Redis, the proxy and this process per slice. */
function cpuMeter(nodes: Node[], proxy: Proxy, totals: Cpu) {
  const sample = () => {
    const { user, system } = process.cpuUsage();
    const machine = machineMs();
    return {
      nodes: nodes.map((n) => procCpuMs(n.child.pid!)),
      postgres: chargedPostgres(DB_NAME),
      redis: cpuByName('redis-server'),
      proxy: procCpuMs(proxy.child.pid!),
      generator: (user + system) / 1000,
      machine,
    };
  };
  return () => {
    const before = sample();
    return () => {
      const after = sample();
      after.nodes.forEach((ms, i) => (totals.nodes[i] = (totals.nodes[i] ?? 0) + ms - before.nodes[i]!));
      totals.postgres += cpuByNameDelta(before.postgres, after.postgres);
      totals.redis += cpuByNameDelta(before.redis, after.redis);
      totals.proxy += after.proxy - before.proxy;
      totals.generator += after.generator - before.generator;
      totals.busy += after.machine.busy - before.machine.busy;
      totals.total += after.machine.total - before.machine.total;
    };
  };
}

const noCpu = (): Cpu => ({ nodes: [], postgres: 0, redis: 0, proxy: 0, generator: 0, busy: 0, total: 0 });

/**
 * Checks that Redis answers and removes the nodes' keys (BENCH_REDIS_PREFIX…) — a run's presence entries of the
 * killed node outlive it for a day.
 */
async function clearRedisKeys(): Promise<void> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch {
    throw new Error(`bench:two-node needs Redis at ${REDIS_URL} (REDIS_URL)`);
  }
  try {
    for await (const batch of client.scanIterator({ MATCH: `${REDIS_PREFIX}*`, COUNT: 500 })) {
      const keys = ([] as string[]).concat(batch);
      if (keys.length) await client.del(keys);
    }
  } finally {
    if (client.isOpen) await client.quit().catch(() => {});
  }
}

/** Messages stored more than once for one sender and client id (the exactly-once rule, read from the table). */
async function storedTwice(): Promise<number> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM messages GROUP BY sender_id, client_message_id HAVING count(*) > 1) d`,
    );
    return (rows[0] as { n: number }).n;
  } finally {
    await db.end();
  }
}

async function onBenchDatabase(sql: string): Promise<void> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(sql);
  } finally {
    await db.end();
  }
}

type Target = ReturnType<typeof chatTarget>;
type Result = ReturnType<Target['result']> & { cpu: Cpu; load: string };

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const perMessage = (cpuMs: number, r: Result) => (cpuMs / r.sent).toFixed(3);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function main() {
  await clearRedisKeys();
  console.log(
    `bench:two-node — ${MEMBERS.toLocaleString('en')} chatting members, ${SECONDS} s per run, one node killed ` +
      `${KILL_AT} s into the last; reconnection ${RECONNECT.delayMs}–${RECONNECT.delayMaxMs} ms; load average ${load()}`,
  );
  await createDatabase(DB_NAME);
  const nodes: Node[] = [];
  const proxies: Proxy[] = [];
  const clients: Client[] = [];
  try {
    nodes.push(await startNode('A')); // migrates
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await insertChatMembers(db, MEMBERS);
    await db.query('ANALYZE');
    const { rows } = await db.query('SELECT id FROM users ORDER BY id');
    await db.end();
    const members = await Promise.all(
      rows.map(async (r: { id: string }) => ({ id: r.id, token: await signer.sign(r.id) })),
    );
    const run = async (
      label: string,
      proxy: Proxy,
      runNodes: Node[],
      on: Client[],
      warmUpMs: number,
      during?: () => Promise<void>,
    ): Promise<[Result, Target]> => {
      const cpu = noCpu();
      const target = chatTarget(label, on, true, {
        resend: { ackTimeoutMs: ACK_TIMEOUT_MS },
        catchUp: catchUpThrough(proxy),
        meter: cpuMeter(runNodes, proxy, cpu),
        drainMs: 30_000,
      });
      if (warmUpMs) await target.run(warmUpMs, false); // the first message of a pair opens the conversation
      if (warmUpMs) await onBenchDatabase('ANALYZE'); // statistics as a running deployment has them (decision 0071)
      await target.run(SECONDS * 1000, true, during);
      return [{ ...target.result(), cpu, load: loadavg()[0]!.toFixed(2) }, target];
    };

    // 1. One node.
    const single = await startProxy([nodes[0]!.port]);
    proxies.push(single);
    const onOne = await connectClients(single.url, members, { reconnect: RECONNECT });
    clients.push(...onOne);
    console.log(`\none node: ${onOne.length} members connected; load average ${load()}`);
    const [one, oneTarget] = await run('one node', single, nodes, onOne, 5000);
    oneTarget.close();
    for (const c of onOne) c.socket.close();

    // 2. Two nodes; the members connect one at a time, so the proxy alternates and partners land apart.
    nodes.push(await startNode('B'));
    const pair = await startProxy(nodes.map((n) => n.port));
    proxies.push(pair);
    const onTwo = await connectClients(pair.url, members, { concurrency: 1, reconnect: RECONNECT });
    clients.push(...onTwo);
    const order = await pair.order();
    const split = onTwo.every((_, k) => k % 2 === 1 || (order[k] !== undefined && order[k] !== order[k + 1]));
    if (!split) throw new Error('the proxy did not put the partners of each conversation on different nodes');
    const killed = nodes[1]!;
    const onKilled = onTwo.filter((_, k) => order[k] === killed.port);
    console.log(
      `two nodes: ${onTwo.length} members connected, ${onKilled.length} on node B, every pair split; load average ${load()}`,
    );
    const [two, twoTarget] = await run('two nodes', pair, nodes, onTwo, 3000);
    twoTarget.close();

    // 3. Two nodes, node B killed mid-run.
    let killedAt = 0;
    let backAt = 0;
    let failedAttempts = 0;
    const kill = async () => {
      await pause(KILL_AT * 1000);
      // Back: dropped once since the kill, and connected again (to the survivor, the only node left).
      const dropped = new Set<Client>();
      for (const c of onKilled) c.socket.once('disconnect', () => dropped.add(c));
      for (const c of onKilled)
        c.socket.io.on('reconnect_error', (error) => {
          const cause = (error as Error & { description?: { message?: string; error?: unknown } }).description;
          const why = cause?.message ?? String(cause?.error ?? cause);
          if (failedAttempts++ < 3) console.log(`a reconnect attempt failed: ${String(error)} (${why})`);
        });
      killedAt = performance.now();
      await stopNode(killed, 'SIGKILL');
      const giveUp = killedAt + 120_000;
      while (performance.now() < giveUp) {
        if (onKilled.every((c) => dropped.has(c) && c.socket.connected)) {
          backAt = performance.now();
          return;
        }
        await pause(20);
      }
    };
    const [k, killTarget] = await run(`two nodes, B killed at ${KILL_AT} s`, pair, nodes, onTwo, 0, kill);
    const recovery = killTarget.deliveriesSentBetween(killedAt, backAt || performance.now());
    const phases = [
      ['before the kill', 0, killedAt],
      ['after the last member was back', backAt || Infinity, Infinity],
    ] as const;
    const twice = await storedTwice();

    console.log(
      '\n| run | sent | acks | refused | unanswered | acked, never delivered | duplicates | messages/s | ack p50 ms | ' +
        'ack p99 ms | delivery p50 ms | delivery p99 ms | delivery max ms |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of [one, two, k]) {
      console.log(
        `| ${r.label} | ${r.sent} | ${r.acks} | ${r.errors} | ${r.lost} | ${r.undelivered} | ${r.duplicates} | ` +
          `${r.perSecond.toFixed(0)} | ${ms(r.ack.p50)} | ${ms(r.ack.p99)} | ${ms(r.delivery!.p50)} | ` +
          `${ms(r.delivery!.p99)} | ${ms(r.delivery!.max)} |`,
      );
    }
    console.log(
      '\n| run | CPU ms per message: node A | node B | PostgreSQL | Redis | proxy | load generator | machine busy | ' +
        'load average (1 min) at the end |\n|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of [one, two]) {
      const c = r.cpu;
      console.log(
        `| ${r.label} | ${perMessage(c.nodes[0] ?? 0, r)} | ${c.nodes[1] === undefined ? '—' : perMessage(c.nodes[1], r)} | ` +
          `${perMessage(c.postgres, r)} | ${perMessage(c.redis, r)} | ${perMessage(c.proxy, r)} | ` +
          `${perMessage(c.generator, r)} | ${((c.busy / c.total) * 100).toFixed(0)} % | ${r.load} |`,
      );
    }
    const allBack = backAt > 0;
    console.log(
      `\nkill: node B (${onKilled.length} members) SIGKILLed ${KILL_AT} s into the run (at ${killedAt.toFixed(0)} ms); ` +
        (allBack
          ? `the last of its members back after ${((backAt - killedAt) / 1000).toFixed(2)} s`
          : `NOT all of its members back after 120 s`) +
        ` (${k.reconnects} reconnects, ${k.recovered} recovered by socket.io, ${failedAttempts} attempts failed; ${k.resent} messages sent again, ` +
        `${k.repeats} repeats of those heard again and kept once by id, ${k.fromHistory} delivered from history, ` +
        `${k.overlaps} heard from history and live, kept once by id); ` +
        `delivery of the ${recovery.count} messages sent between the kill and then: p50 ${ms(recovery.p50)} ms, ` +
        `p99 ${ms(recovery.p99)} ms, max ${ms(recovery.max)} ms; ${twice} client ids stored twice`,
    );
    for (const r of [one, two, k]) {
      for (const example of r.duplicateExamples) console.log(`${r.label}: duplicate ${example}`);
    }
    for (const [name, from, to] of phases) {
      const a = killTarget.acksSentBetween(from, to);
      const d = killTarget.deliveriesSentBetween(from, to);
      console.log(
        `kill run, messages sent ${name}: ack p50 ${ms(a.p50)} / p99 ${ms(a.p99)} ms, ` +
          `delivery p50 ${ms(d.p50)} / p99 ${ms(d.p99)} ms (${d.count} deliveries)`,
      );
    }
    const lost = (r: Result) => r.undelivered + r.lost;
    const goals = [
      ...[one, two, k].map((r) => `${r.label}: messages lost ${lost(r)} (goal 0: ${verdict(lost(r) === 0)})`),
      ...[one, two, k].map((r) => `${r.label}: duplicates ${r.duplicates} (goal 0: ${verdict(r.duplicates === 0)})`),
      `stored twice ${twice} (goal 0: ${verdict(twice === 0)})`,
      `every member of the killed node back: ${allBack ? onKilled.length : 'not all'} of ${onKilled.length} ` +
        `(${verdict(allBack)})`,
      `refused sends ${one.errors + two.errors + k.errors} (goal 0: ${verdict(one.errors + two.errors + k.errors === 0)})`,
    ];
    console.log(
      `\n${goals.join('\n')}\ndelivery p99: one node ${ms(one.delivery!.p99)} ms, two nodes ${ms(two.delivery!.p99)} ms ` +
        `(no goal); load average ${load()}`,
    );
  } finally {
    for (const c of clients) c.socket.close();
    for (const p of proxies) p.child.kill();
    for (const n of nodes) await stopNode(n);
    await dropDatabase(DB_NAME).catch(() => {});
    await clearRedisKeys().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
