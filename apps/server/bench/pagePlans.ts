// The browse page query's plans as the benchmarks print them (bench:api at the end of its run, bench:browse-plan).
import type pg from 'pg';

export interface PlanQuery {
  sql: string;
  params: unknown[];
}

/**
 * The plan without the card columns' sub-selects (the photos of each card, the same in every plan): only what
 * reads the members table is shown.
 */
export function membersPart(rows: Record<string, string>[]): string {
  const lines: string[] = [];
  let skipping = -1;
  for (const row of rows) {
    const line = row['QUERY PLAN'] as string;
    const indent = line.length - line.trimStart().length;
    if (skipping >= 0 && indent > skipping) continue;
    skipping = -1;
    if (/^\s*(SubPlan|InitPlan)/.test(line)) {
      skipping = indent;
      continue;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** What a plan says about reading the members table: a scan of it, and the buffers of the whole query. */
export function planFacts(plan: string) {
  const buffers = /Buffers: shared (?:hit=(\d+))?\s*(?:read=(\d+))?/.exec(plan);
  return {
    scansMembers: /(Seq Scan|Bitmap Heap Scan) on users\b/.test(plan),
    buffers: buffers ? Number(buffers[1] ?? 0) + Number(buffers[2] ?? 0) : NaN,
  };
}

/** `EXPLAIN (ANALYZE, BUFFERS)` of `query` with its values (the custom plan); returns the members' part. */
export async function explainPlan(db: pg.ClientBase, query: PlanQuery): Promise<string> {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query.sql}`, query.params);
  return membersPart(rows);
}

/** The same as a prepared statement's generic plan (the server's statements are named: decision 0122). */
export async function explainGenericPlan(db: pg.ClientBase, query: PlanQuery): Promise<string> {
  await db.query('SET plan_cache_mode = force_generic_plan');
  try {
    await db.query(`PREPARE page AS ${query.sql}`);
    const literal = (v: unknown) =>
      typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : Array.isArray(v)
          ? `'{${v.map(String).join(',')}}'`
          : `'${String(v).replace(/'/g, "''")}'`;
    const values = query.params.map(literal).join(', ');
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE page${values ? `(${values})` : ''}`);
    return membersPart(rows);
  } finally {
    await db.query('DEALLOCATE ALL');
    await db.query('RESET plan_cache_mode');
  }
}
