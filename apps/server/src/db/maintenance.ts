/**
 * Table upkeep where the database does none of its own (decision 0071).
 *
 * PostgreSQL's autovacuum keeps the planner's statistics fresh (ANALYZE) and clears dead row versions (VACUUM).
 * PGlite runs PostgreSQL single-user, with no autovacuum, and a PostgreSQL server may have it switched off. Without
 * it the chat slows down as it is used: plans made while the tables were empty stay cached in the pooled sessions
 * (sequential scans of messages, conversations and notifications on every send — 2× the database's CPU per message
 * in bench:realtime), and every update of a conversation or a merged notification leaves a dead row version that
 * later lookups walk through.
 *
 * So, when autovacuum is off or the database is embedded, the server does its job, once a minute as autovacuum's
 * default cycle: the tables past autovacuum's default thresholds (read from pg_stat_user_tables, which PGlite keeps
 * too) get `VACUUM (ANALYZE)` or `ANALYZE`, skipping a table another node is already vacuuming. Failures are logged
 * and retried next cycle; nothing here ever fails a request. The cycle's timer is a job of the scheduler
 * (jobs/databaseMaintenance.ts).
 */
import type pg from 'pg';
import type { Database } from './client';

/** autovacuum's defaults: vacuum past 50 + 20 % dead rows, analyze past 50 + 10 % changed rows. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
/** autovacuum's default pace (autovacuum_vacuum_cost_delay; the cost limit is vacuum_cost_limit's 200 for both). */
const AUTOVACUUM_COST_DELAY = '2ms';

export interface MaintenanceRun {
  vacuumed: string[];
  analyzed: string[];
}

interface TableStats {
  schema: string;
  name: string;
  live: number;
  dead: number;
  modified: number;
  /** Never analyzed, yet holding rows (statistics reset by a restart of PGlite, or by pg_stat_reset()). */
  unanalyzed: boolean;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** What the tables need by autovacuum's rule, plus an ANALYZE for a table never analyzed (exported for tests). */
export function tablesDue(tables: readonly TableStats[]): { vacuum: TableStats[]; analyze: TableStats[] } {
  const vacuum = tables.filter((t) => t.dead > VACUUM_THRESHOLD + VACUUM_SCALE * t.live);
  const analyze = tables.filter(
    (t) => !vacuum.includes(t) && (t.unanalyzed || t.modified > ANALYZE_THRESHOLD + ANALYZE_SCALE * t.live),
  );
  return { vacuum, analyze };
}

/**
 * One cycle: the tables past the thresholds. On PostgreSQL paced as autovacuum paces itself (a manual VACUUM is
 * not), so requests keep their share of the disk and CPU; on PGlite at full speed, as its one session serves the
 * requests too (a demo database's tables take milliseconds).
 */
async function maintain(pool: pg.Pool, paced: boolean): Promise<MaintenanceRun> {
  const { rows } = await pool.query<TableStats>(
    `SELECT s.schemaname AS schema, s.relname AS name, s.n_live_tup::float8 AS live, s.n_dead_tup::float8 AS dead,
            s.n_mod_since_analyze::float8 AS modified,
            c.reltuples < 0 AND pg_relation_size(s.relid) > 0 AS unanalyzed
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid`,
  );
  const due = tablesDue(rows);
  const run: MaintenanceRun = { vacuumed: [], analyzed: [] };
  if (!due.vacuum.length && !due.analyze.length) return run;
  const client = await pool.connect();
  try {
    if (paced) await client.query(`SET vacuum_cost_delay = '${AUTOVACUUM_COST_DELAY}'`);
    for (const t of due.vacuum) {
      await client.query(`VACUUM (ANALYZE, SKIP_LOCKED) ${quoted(t.schema)}.${quoted(t.name)}`);
      run.vacuumed.push(t.name);
    }
    for (const t of due.analyze) {
      await client.query(`ANALYZE (SKIP_LOCKED) ${quoted(t.schema)}.${quoted(t.name)}`);
      run.analyzed.push(t.name);
    }
    if (paced) await client.query('RESET vacuum_cost_delay');
    client.release();
  } catch (err) {
    client.release(true); // a connection left mid-way (and with its setting) is not handed out again
    throw err;
  }
  return run;
}

export interface Maintenance {
  /** Whether this database needs the server's upkeep (embedded, or autovacuum off). */
  readonly active: boolean;
  /** One cycle now (tests). */
  runOnce(): Promise<MaintenanceRun>;
  /** The scheduled cycle: skipped while the last one runs; its work logged, its failure logged and retried next time. */
  cycle(): Promise<void>;
}

export async function prepareMaintenance(
  database: Pick<Database, 'pool' | 'kind'>,
  log: { info(obj: object, message: string): void; warn(obj: object, message: string): void },
): Promise<Maintenance> {
  const embedded = database.kind === 'pglite';
  let active = embedded;
  if (!embedded) {
    const { rows } = await database.pool.query<{ autovacuum: string }>('SHOW autovacuum');
    active = rows[0]?.autovacuum === 'off';
  }
  const runOnce = () => maintain(database.pool, !embedded);
  if (!active) return { active, runOnce, cycle: async () => {} };

  log.info(
    { embedded },
    `${embedded ? 'embedded database' : 'PostgreSQL autovacuum is off'}: ` +
      'the server vacuums and analyzes the tables that need it, every minute',
  );
  let running = false;
  const cycle = async () => {
    if (running) return;
    running = true;
    try {
      const run = await runOnce();
      if (run.vacuumed.length || run.analyzed.length) log.info(run, 'database maintenance');
    } catch (err) {
      log.warn({ err }, 'database maintenance failed (retried next cycle)');
    } finally {
      running = false;
    }
  };
  return { active, runOnce, cycle };
}
