/**
 * bench:realtime's per-slice diagnostics of the tail: the server's event-loop delay (its `/api/health` with
 * `DEBUG_EVENT_LOOP=1`, reset at each read), and PostgreSQL's WAL (`pg_stat_wal`), checkpoints (`pg_stat_bgwriter`),
 * commits and block reads of the benchmark database (`pg_stat_database`) and the chat tables' scans and updates
 * (`pg_stat_user_tables`). `pg_stat_wal` and `pg_stat_bgwriter` are the whole PostgreSQL's: another database's
 * writes during a slice count there too (the CPU columns show whether any ran: "other databases").
 */
import pg from 'pg';

const PG_SNAPSHOT = `SELECT
  w.wal_records::float8 AS wal_records, w.wal_fpi::float8 AS wal_fpi, w.wal_bytes::float8 AS wal_bytes,
  w.wal_write::float8 AS wal_write, w.wal_sync::float8 AS wal_sync, w.wal_buffers_full::float8 AS wal_buffers_full,
  b.checkpoints_timed + b.checkpoints_req AS checkpoints, b.buffers_checkpoint::float8 AS buffers_checkpoint,
  b.buffers_backend::float8 AS buffers_backend,
  d.xact_commit::float8 AS commits, d.blks_read::float8 AS blks_read, d.blks_hit::float8 AS blks_hit,
  t.seq_scan, t.seq_tup_read, t.idx_scan, t.n_tup_upd, t.n_tup_hot_upd, t.n_tup_ins
FROM pg_stat_wal w, pg_stat_bgwriter b, pg_stat_database d,
  (SELECT sum(seq_scan)::float8 AS seq_scan, sum(seq_tup_read)::float8 AS seq_tup_read,
          sum(coalesce(idx_scan, 0))::float8 AS idx_scan, sum(n_tup_upd)::float8 AS n_tup_upd,
          sum(n_tup_hot_upd)::float8 AS n_tup_hot_upd, sum(n_tup_ins)::float8 AS n_tup_ins
   FROM pg_stat_user_tables) t
WHERE d.datname = current_database()`;

type PgSnapshot = Record<string, number>;

export interface SliceStats {
  /** The server's event-loop delay during the slice (null: not asked, or the server does not report it). */
  loop: { p50: number; p99: number; max: number } | null;
  /** PostgreSQL counters' increase during the slice. */
  pg: PgSnapshot;
}

export function createSliceStats(dbUrl: string, healthUrl: string) {
  const db = new pg.Client({ connectionString: dbUrl });
  const ready = db.connect();
  const snapshot = async (): Promise<PgSnapshot> => {
    await ready;
    // Counters of the backends' last transactions reach the statistics within a second (PostgreSQL 15).
    await db.query('SELECT pg_stat_clear_snapshot()');
    return (await db.query<PgSnapshot>(PG_SNAPSHOT)).rows[0]!;
  };
  const loopDelay = async (): Promise<SliceStats['loop']> => {
    try {
      const res = await fetch(healthUrl);
      const body = (await res.json()) as { data?: { eventLoopDelayMs?: SliceStats['loop'] } };
      return body.data?.eventLoopDelayMs ?? null;
    } catch {
      return null;
    }
  };
  return {
    /** Call at a slice's start; the returned function, at its end, gives the slice's figures. */
    async start(withLoop: boolean): Promise<() => Promise<SliceStats>> {
      if (withLoop) await loopDelay(); // resets the server's histogram
      const before = await snapshot();
      return async () => {
        const loop = withLoop ? await loopDelay() : null;
        await new Promise((r) => setTimeout(r, 1100)); // the last commits' counters
        const after = await snapshot();
        const pgDelta: PgSnapshot = {};
        for (const key of Object.keys(after)) pgDelta[key] = Number(after[key]) - Number(before[key]);
        return { loop, pg: pgDelta };
      };
    },
    close: () => db.end(),
  };
}

/** One line of a slice's figures, per message where it says so. */
export function describeSlice(label: string, index: number, sent: number, acks: number[], stats: SliceStats): string {
  const sorted = [...acks].sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const per = (n: number | undefined) => (sent ? (n ?? 0) / sent : NaN);
  const p = stats.pg;
  return (
    `  ${label} slice ${index}: ${sent} sent, ack p50 ${at(50).toFixed(2)} / p99 ${at(99).toFixed(1)} / max ` +
    `${(sorted.at(-1) ?? NaN).toFixed(1)} ms` +
    (stats.loop
      ? `; server event-loop delay p50 ${stats.loop.p50} / p99 ${stats.loop.p99} / max ${stats.loop.max} ms`
      : '') +
    `; per message: WAL ${per(p.wal_records).toFixed(1)} records, ${per(p.wal_bytes).toFixed(0)} bytes ` +
    `(${per(p.wal_fpi).toFixed(2)} full pages), ${per(p.wal_sync).toFixed(2)} WAL fsyncs, ${per(p.commits).toFixed(2)} commits, ` +
    `${per(p.seq_scan).toFixed(2)} seq scans (${per(p.seq_tup_read).toFixed(1)} rows), ${per(p.idx_scan).toFixed(1)} index scans, ` +
    `${per(p.n_tup_upd).toFixed(2)} updates (${per(p.n_tup_hot_upd).toFixed(2)} HOT), ${per(p.blks_read).toFixed(2)} blocks read; ` +
    `slice: ${p.checkpoints} checkpoints (${p.buffers_checkpoint} buffers), ${p.wal_buffers_full} WAL-buffers-full writes, ` +
    `${p.buffers_backend} backend buffer writes`
  );
}
