/**
 * `pnpm bench:api` — seeds 100k members and 1,000 viewers (each with a block and likes) into PostgreSQL (a
 * fresh `kindred_bench` database), then loads `GET /api/users` page after page (keyset cursors, pages 1 → 50
 * per viewer, then the next viewer) with 32 concurrent keep-alive clients, next to a bare Fastify route in the
 * same run. Prints p50/p99 latency and req/s for each. A benchmark, not a test. Figures: docs/benchmarks.md.
 *
 * Env: BENCH_POSTGRES_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test), BENCH_MEMBERS (100000),
 * BENCH_VIEWERS (1000), BENCH_SECONDS (15 per target, in BENCH_ROUNDS (5) interleaved slices),
 * BENCH_CONCURRENCY (32), BENCH_WRITES_PER_SECOND (0: profile updates during the API slices by members whose
 * cards every viewer sees), BENCH_SERVER_NODE_ARGS (extra node flags for the server).
 * Server settings such as BROWSE_PAGE_TTL_MS pass through to the server.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../src/auth/tokens';
import { createDatabase, databaseUrl, insertBrowseMembers, startChild, waitForHealth } from './harness';

const MEMBERS = Number(process.env.BENCH_MEMBERS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32);
const VIEWERS = Number(process.env.BENCH_VIEWERS || 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND || 0);
const DB_NAME = 'kindred_bench';
const dbUrl = databaseUrl(DB_NAME);
const SERVER_PORT = 18_931;
const BARE_PORT = 18_932;
const secret = randomBytes(32).toString('hex');

async function fillMembers() {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const started = Date.now();
  await insertBrowseMembers(db, MEMBERS);
  await db.query('ANALYZE users');
  // Viewers: distinct members browsing at once (the shared page cache must not be flattered by one viewer).
  // Each has blocked one member and liked five among the first 50 pages, and liked 20 others.
  await db.query(
    `INSERT INTO users (id, email, password_hash, nickname, date_of_birth, location, last_active)
     SELECT 'f' || lpad(to_hex(v), 23, '0'), 'viewer' || v || '@bench.kindred.test', 'x', 'viewer_' || v,
            '1990-01-01', 'Tel Aviv', now() - interval '60 days'
     FROM generate_series(1, $1::int) AS v`,
    [VIEWERS],
  );
  await db.query(`
    WITH top AS (SELECT id, row_number() OVER () AS n FROM (SELECT id FROM users
                   ORDER BY online_visible DESC, last_active DESC, id DESC LIMIT 1000) t),
         v AS (SELECT id, row_number() OVER () AS n FROM users WHERE id LIKE 'f%')
    INSERT INTO blocks (blocker_id, blocked_id)
    SELECT v.id, top.id FROM v JOIN top ON top.n = 1 + (v.n * 7919) % 1000`);
  await db.query(
    `
    WITH top AS (SELECT id, row_number() OVER () AS n FROM (SELECT id FROM users
                   ORDER BY online_visible DESC, last_active DESC, id DESC LIMIT 1000) t),
         v AS (SELECT id, row_number() OVER () AS n FROM users WHERE id LIKE 'f%')
    INSERT INTO likes (liker_id, liked_id)
    SELECT v.id, top.id FROM v CROSS JOIN generate_series(1, 5) k JOIN top ON top.n = 1 + (v.n * 31 + k * 211) % 1000
    UNION
    SELECT v.id, lpad(to_hex(1 + (v.n * 4447 + k * 1361) % $1::int), 24, '0') FROM v CROSS JOIN generate_series(1, 20) k
    ON CONFLICT DO NOTHING`,
    [MEMBERS],
  );
  await db.query('ANALYZE');
  const { rows } = await db.query("SELECT id FROM users WHERE id LIKE 'f%' ORDER BY id");
  await db.end();
  console.log(
    `seeded ${MEMBERS.toLocaleString('en')} members and ${VIEWERS} viewers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return rows.map((r: { id: string }) => r.id);
}

interface Result {
  label: string;
  requests: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

/**
 * Keep-alive clients for one target; with `paged`, each client pages 1 → 50 through the list as one viewer,
 * then starts again as the next viewer. The client reads `nextCursor` with a regular expression (a full
 * JSON.parse of every page cost the client more CPU than the server spent on it, on this shared machine);
 * every 50th reply is parsed whole and checked (20 cards, none of them the viewer). `run` may be called
 * several times: figures add up.
 */
function target(label: string, port: number, path: string, tokens: { id: string; token: string }[] = []) {
  const paged = tokens.length > 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  let checked = 0;
  let nextViewer = 0;
  let replies = 0;
  let seconds = 0;
  const get = (url: string, token: string | undefined) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: url, agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
    });
  const check = (body: string, viewerId: string) => {
    const page = JSON.parse(body) as { data: { _id: string }[] };
    if (page.data.length !== 20 || page.data.some((card) => card._id === viewerId)) {
      throw new Error(`unexpected page: ${body.slice(0, 200)}`);
    }
    checked++;
  };
  const client = async (deadline: number, record: boolean) => {
    let cursor: string | null = null;
    let depth = 0;
    let viewer = tokens[nextViewer++ % Math.max(1, tokens.length)];
    while (Date.now() < deadline) {
      const url = paged && cursor ? `${path}&cursor=${cursor}` : path;
      const t0 = performance.now();
      try {
        const res = await get(url, viewer?.token);
        const ms = performance.now() - t0;
        if (res.status !== 200) errors++;
        else if (record) latencies.push(ms);
        if (paged && res.status === 200 && viewer) {
          if (++replies % 50 === 0) check(res.body, viewer.id);
          cursor = /"nextCursor":"([^"]+)"/.exec(res.body)?.[1] ?? null;
          depth = cursor && depth < 49 ? depth + 1 : 0; // page 1 → 50, then the next viewer from the top
          if (depth === 0) {
            cursor = null;
            viewer = tokens[nextViewer++ % tokens.length];
          }
        }
      } catch (error) {
        if (errors++ === 0) console.error(error);
      }
    }
  };
  return {
    async run(ms: number, record = true) {
      const started = Date.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, () => client(started + ms, record)));
      if (record) seconds += (Date.now() - started) / 1000;
    },
    result(): Result {
      agent.destroy();
      latencies.sort((x, y) => x - y);
      const pct = (p: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
      if (paged && checked === 0) throw new Error('no page was checked');
      return { label, requests: latencies.length, errors, seconds, p50: pct(50), p99: pct(99) };
    },
  };
}

/** Tokens of the 200 members at the top of the list: their cards sit in the window every viewer reads. */
async function topMemberTokens(signer: ReturnType<typeof createTokenService>) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { rows } = await db.query(
    'SELECT id FROM users ORDER BY online_visible DESC, last_active DESC, id DESC LIMIT 200',
  );
  await db.end();
  return Promise.all(rows.map(async (r: { id: string }) => ({ id: r.id, token: await signer.sign(r.id) })));
}

/** Profile updates at BENCH_WRITES_PER_SECOND while the API is loaded (each one a `card` change notice). */
function profileWriter(tokens: { id: string; token: string }[]) {
  let timer: NodeJS.Timeout | null = null;
  let n = 0;
  const state = {
    done: 0,
    failed: 0,
    start() {
      if (WRITES_PER_SECOND <= 0 || !tokens.length) return;
      timer = setInterval(() => {
        const viewer = tokens[n++ % tokens.length] as { token: string };
        fetch(`http://127.0.0.1:${SERVER_PORT}/api/users/profile`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${viewer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ details: { bio: `Benchmark bio ${n}` } }),
        })
          .then((res) => (res.ok ? state.done++ : state.failed++))
          .catch(() => state.failed++);
      }, 1000 / WRITES_PER_SECOND);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return state;
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
  for (const port of [SERVER_PORT, BARE_PORT]) {
    if (await portInUse(port)) throw new Error(`Port ${port} is already in use: stop whatever listens there first`);
  }
  console.log(`bench:api — ${MEMBERS.toLocaleString('en')} members, ${CONCURRENCY} clients, ${SECONDS} s per target`);
  await createDatabase(DB_NAME);
  const server = await startChildServer();
  try {
    const viewers = await fillMembers();
    const signer = createTokenService(secret);
    const tokens = await Promise.all(viewers.map(async (id) => ({ id, token: await signer.sign(id) })));
    const bare = await startChild('./bareServer.ts', { PORT: String(BARE_PORT) });
    try {
      const targets = [
        target('bare Fastify route', BARE_PORT, '/bare'),
        target(`GET /api/users (pages 1–50, keyset, ${VIEWERS} viewers)`, SERVER_PORT, '/api/users?limit=20', tokens),
      ];
      for (const t of targets) await t.run(3000, false); // warm-up
      // Interleaved slices: the machine's speed drifts over a run, and both targets should see the same drift.
      const writer = profileWriter(await topMemberTokens(signer));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [i, t] of targets.entries()) {
          if (i === 1) writer.start();
          await t.run((SECONDS * 1000) / ROUNDS);
          writer.stop();
        }
      }
      const results = targets.map((t) => t.result());
      if (WRITES_PER_SECOND > 0) {
        console.log(`\nprofile updates during the API slices: ${writer.done} done, ${writer.failed} failed`);
      }
      console.log('\n| target | requests | errors | req/s | p50 ms | p99 ms |\n|---|---|---|---|---|---|');
      for (const r of results) {
        console.log(
          `| ${r.label} | ${r.requests} | ${r.errors} | ${(r.requests / r.seconds).toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
        );
      }
      const [b, api] = results as [Result, Result];
      console.log(
        `\nAPI throughput = ${((api.requests / api.seconds / (b.requests / b.seconds)) * 100).toFixed(0)}% of the bare route`,
      );
    } finally {
      bare.kill();
    }
  } finally {
    server.kill('SIGTERM');
  }
}

async function startChildServer(): Promise<ChildProcess> {
  const child = fork(fileURLToPath(new URL('../src/main.ts', import.meta.url)), [], {
    // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      SEED_DEMO: '0',
      JWT_SECRET: secret,
      RATE_LIMIT_MULTIPLIER: '1000000',
      KINDRED_DATA_DIR: fileURLToPath(new URL('../../../.test-data/bench', import.meta.url)),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitForHealth(SERVER_PORT);
  return child;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
