/**
 * `BENCH_DB_NAME=… node --import tsx apps/server/bench/windowRead.ts` — what a browse window's successor read costs
 * (decision 0242), on the database of an earlier `bench:api` run (kept with BENCH_KEEP_DB=1): the unfiltered
 * window's WINDOW_ROWS (1,200) cards read whole, against the members' places read first and then CHANGED (a tenth)
 * of the cards by id. CPU of this process (parsing the rows) and of the PostgreSQL backend serving it (from /proc),
 * per read.
 */
import { cpuUsage } from 'node:process';
import pg from 'pg';
import { prepared } from '../src/db/prepared';
import { CARDS_BY_ID, PLACE_COLUMNS, sharedPageQuery } from '../src/users/browseSql';
import { procCpuMs } from './cpu';
import { databaseUrl } from './harness';

const ROWS = Number(process.env.WINDOW_ROWS || 1200);
const CHANGED = Number(process.env.CHANGED || 0.1);
const READS = Number(process.env.READS || 20);
const db = new pg.Client({ connectionString: databaseUrl(process.env.BENCH_DB_NAME || 'kindred_bench') });
await db.connect();
const backend = (await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
const filter = { online: false, withPhotos: false, interests: [] };
const whole = sharedPageQuery(filter, null, ROWS);
const places = sharedPageQuery(filter, null, ROWS, PLACE_COLUMNS);
const variants = {
  'whole cards': async () => {
    await db.query(prepared(whole.sql, whole.params));
  },
  [`places, then ${CHANGED * 100} % by id`]: async () => {
    const { rows } = await db.query(prepared(places.sql, places.params));
    const ids = rows.filter((_, i) => i % Math.round(1 / CHANGED) === 0).map((r: { id: string }) => r.id);
    await db.query(prepared(CARDS_BY_ID, [ids]));
  },
};
for (let round = 0; round < 3; round++) {
  for (const [name, read] of Object.entries(variants)) {
    await read(); // prepared on this connection
    const [own, server] = [cpuUsage(), procCpuMs(backend)];
    for (let i = 0; i < READS; i++) await read();
    const used = cpuUsage(own);
    const here = (used.user + used.system) / 1000 / READS;
    console.log(
      `${name}: this process ${here.toFixed(2)} ms, PostgreSQL ${((procCpuMs(backend) - server) / READS).toFixed(2)} ms of CPU a read`,
    );
  }
}
await db.end();
