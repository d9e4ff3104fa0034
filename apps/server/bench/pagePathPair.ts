/**
 * `node --import tsx apps/server/bench/pagePathPair.ts` — Kindred's own CPU per browse page, two servers paired in one
 * process: this checkout's `buildApp` and another checkout's (PAIR_BASE, e.g. an unpacked `git archive` of the base
 * commit with its own install), both on the database of an earlier `bench:api` run (BENCH_DB_NAME, kept with
 * BENCH_KEEP_DB=1), loaded in turn with `inject` (no sockets: the access layer, the query's parse, the page from its
 * window, the cursor and the reply, and the framework's routing and hooks). Each batch runs PAIR_CLIENTS viewers
 * paging 1 → 50 as in bench:api, PAIR_PAGES pages on one server then the same on the other, PAIR_ROUNDS times, after
 * PAIR_WARMUP pages on each; the process's CPU per page is reported for each. Both servers see the same machine, a batch apart.
 */
import { cpuUsage } from 'node:process';
import { loadavg } from 'node:os';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrl } from './harness';

const DB = process.env.BENCH_DB_NAME || 'kindred_bench';
const BASE = process.env.PAIR_BASE;
const PAGES = Number(process.env.PAIR_PAGES || 4000);
const ROUNDS = Number(process.env.PAIR_ROUNDS || 6);
const CLIENTS = Number(process.env.PAIR_CLIENTS || 32);
/** Pages before the measured batches: past 20,000, every remembered-cursor map has filled (decision 0242). */
const WARMUP = Number(process.env.PAIR_WARMUP || 25_000);
if (!BASE) throw new Error('PAIR_BASE: the other checkout (its apps/server/src/app.ts is loaded)');
Object.assign(process.env, {
  DATABASE_URL: databaseUrl(DB),
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  WEB_DIST: '',
  SEED_DEMO: '0',
  RATE_LIMIT_MULTIPLIER: '1000000',
  CHECK_REPLIES: '0',
  PRESENCE_GRACE_MS: '0',
});

type Built = { inject: (o: object) => Promise<{ statusCode: number; body: string }>; close: () => Promise<void> };
async function build(root: string): Promise<{ app: Built; sign: (id: string) => Promise<string> }> {
  const { buildApp } = await import(join(root, 'apps/server/src/app.ts'));
  const { loadConfig } = await import(join(root, 'apps/server/src/config/config.ts'));
  const config = loadConfig(process.env, { dataDir: mkdtempSync(join(tmpdir(), 'kindred-pair-')) });
  const app = await buildApp(config);
  await app.ready();
  return { app, sign: (id: string) => app.kindred.tokens.sign(id) };
}

const here = join(import.meta.dirname, '../../..');
const servers = [
  { label: 'base', ...(await build(BASE)) },
  { label: 'this checkout', ...(await build(here)) },
];
// Each server marked everyone offline as it started (no Redis): the seed's online members come back.
const db = new pg.Client({ connectionString: databaseUrl(DB) });
await db.connect();
await db.query(
  `UPDATE users SET is_online = (('x' || right(id, 15))::bit(60)::bigint % 10 = 0) WHERE id NOT LIKE 'f%'`,
);
const { rows } = await db.query("SELECT id FROM users WHERE id LIKE 'f%' ORDER BY id");
await db.end();
const filters = ['', '&interests=Art&ageMin=30&ageMax=40', '&online=true', '&interests=Music'];
const viewers = await Promise.all(
  rows.map(async (r: { id: string }, i: number) => ({
    token: await servers[0]!.sign(r.id),
    path: `/api/users?limit=20${i % 4 === 3 ? filters[1 + (Math.floor(i / 4) % 3)] : ''}`,
  })),
);

/** Runs `pages` pages on one server: CLIENTS viewers at once, each paging 1 → 50, then the next viewer. */
function pager(app: Built) {
  let next = 0;
  const places = Array.from({ length: CLIENTS }, () => ({
    viewer: viewers[next++ % viewers.length]!,
    cursor: '',
    depth: 0,
  }));
  return async (pages: number) => {
    let left = pages;
    await Promise.all(
      places.map(async (place) => {
        while (left-- > 0) {
          const url = place.cursor ? `${place.viewer.path}&cursor=${place.cursor}` : place.viewer.path;
          const res = await app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${place.viewer.token}` },
          });
          if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
          place.cursor = /"nextCursor":"([^"]+)"/.exec(res.body)?.[1] ?? '';
          place.depth = place.cursor && place.depth < 49 ? place.depth + 1 : 0;
          if (place.depth === 0) {
            place.cursor = '';
            place.viewer = viewers[next++ % viewers.length]!;
          }
        }
      }),
    );
  };
}
const runs = servers.map((s) => ({ ...s, run: pager(s.app), ms: 0, pages: 0 }));
for (const r of runs) await r.run(WARMUP); // warm-up: windows, viewer sets, caches full, compiled code
console.log(
  `load before ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}; ${PAGES} pages a batch, ${CLIENTS} viewers at once`,
);
for (let round = 0; round < ROUNDS; round++) {
  const line: string[] = [];
  for (const r of round % 2 ? [...runs].reverse() : runs) {
    const before = cpuUsage();
    await r.run(PAGES);
    const used = cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    r.ms += ms;
    r.pages += PAGES;
    line.push(`${r.label} ${(ms / PAGES).toFixed(4)}`);
  }
  console.log(`round ${round + 1}: ms of CPU per page — ${line.join(', ')}`);
}
console.log(
  `load after ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
for (const r of runs)
  console.log(`${r.label}: ${(r.ms / r.pages).toFixed(4)} ms of CPU per page over ${r.pages} pages`);
for (const s of servers) await s.app.close();
