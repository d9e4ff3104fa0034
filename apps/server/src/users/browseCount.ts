import type pg from 'pg';
import { prepared } from '../db/prepared';
import { hiddenFrom } from '../safety/blockSql';

/**
 * Totals for the browse list without a full count on every request.
 *
 * The number of members matching a filter is shared by every viewer, so it is counted once per filter and
 * kept for `ttlMs` (concurrent misses share one query). Each viewer's total is then corrected exactly by a
 * small indexed query for the members that viewer never sees (themself and both directions of blocks).
 * Pages after the first carry the total in their keyset cursor, so they count nothing.
 */
export interface BrowseCounter {
  /**
   * @param filterSql  filter clauses over `users u` using `$2…` (never `$1`, which is the viewer id)
   * @param params     `[viewerId, ...filterParams]`
   * @param hidden     how many members the viewer never sees besides themself (blocks either way), when
   *                   known: without filters they all count, so no correction query is needed
   */
  total(filterSql: string, params: unknown[], hidden?: number): Promise<number>;
}

const MAX_KEYS = 500;

export function createBrowseCounter(pool: () => pg.Pool, ttlMs: number, now: () => number = Date.now): BrowseCounter {
  /** Per filter: the count (a promise while the first is read), and the read that will replace it. */
  const cache = new Map<string, { at: number; value: Promise<number>; settled: boolean; next: boolean }>();

  function count(filterSql: string, filterParams: unknown[]): Promise<number> {
    // Renumber $2… → $1… : the shared count does not involve the viewer.
    const sql = filterSql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) - 1}`);
    return pool()
      .query(`SELECT count(*)::int AS n FROM users u WHERE ${sql || 'true'}`, filterParams)
      .then((r) => r.rows[0].n as number);
  }

  /**
   * An expired count is still answered while its replacement is read (once, in the background): at a million
   * members a count reads the whole table, and no page should wait for it after the first.
   */
  function sharedCount(filterSql: string, filterParams: unknown[]): Promise<number> {
    const key = `${filterSql}\u0000${JSON.stringify(filterParams)}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    if (hit?.settled) {
      if (!hit.next) {
        hit.next = true;
        count(filterSql, filterParams)
          .then(
            (n) =>
              cache.get(key) === hit &&
              cache.set(key, { at: now(), value: Promise.resolve(n), settled: true, next: false }),
          )
          .catch(() => (hit.next = false));
      }
      return hit.value;
    }
    const value = count(filterSql, filterParams);
    if (ttlMs > 0) {
      if (cache.size >= MAX_KEYS) cache.delete(cache.keys().next().value as string);
      const entry = { at: now(), value, settled: false, next: false };
      cache.set(key, entry);
      value.then(
        () => (entry.settled = true),
        () => cache.get(key) === entry && cache.delete(key),
      );
    }
    return value;
  }

  return {
    async total(filterSql, params, hiddenCount) {
      if (!filterSql && hiddenCount !== undefined) {
        return Math.max(0, (await sharedCount('', [])) - 1 - hiddenCount);
      }
      const [shared, hidden] = await Promise.all([
        sharedCount(filterSql, params.slice(1)),
        pool().query(
          prepared(
            `SELECT count(*)::int AS n FROM users u
             WHERE u.id IN (SELECT $1::text UNION ${hiddenFrom('$1')})
             ${filterSql ? `AND ${filterSql}` : ''}`,
            params,
          ),
        ),
      ]);
      return Math.max(0, shared - (hidden.rows[0].n as number));
    },
  };
}
