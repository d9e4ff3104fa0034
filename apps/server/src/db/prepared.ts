import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statement names by SQL text (the texts are the server's own: a bounded set). */
const names = new Map<string, string>();
const MAX_NAMES = 10_000;

/**
 * A named prepared statement for hot-path SQL. PostgreSQL then keeps the statement per connection and can
 * reuse its plan: the browse query's planning (≈1–2 ms, several correlated sub-selects) otherwise costs
 * more than its execution (≈0.5 ms). The name is derived from the text, so each distinct SQL text (filter
 * combination, page size) is prepared once per connection.
 */
export function prepared(text: string, values: unknown[]): pg.QueryConfig {
  return { name: nameOf(text), text, values };
}

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // Hashed once per text, not on every call of a hot path.
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * `pool.query(prepared(text, values))` for a path taken for every chat message: the statement handed to `pg` as a
 * query object it submits as it is. Given a config object, `pg` first copies it property descriptor by property
 * descriptor (its `normalizeQueryConfig`, so as not to change the caller's object) — a cost of its own on every call.
 */
export function queryPrepared<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<pg.QueryResult<R>> {
  const Query = pg.Query as unknown as new (text: string, values: unknown[]) => pg.Submittable & { name?: string };
  const query = new Query(text, values);
  query.name = nameOf(text);
  return pool.query(query) as unknown as Promise<pg.QueryResult<R>>;
}
