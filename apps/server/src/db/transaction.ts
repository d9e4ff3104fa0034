/**
 * Writes that belong together commit together (a message with its conversation's sequence number, later its
 * notification; call state changes; a story with its media; a member's own rows under their row lock). `fn` gets
 * one connection inside BEGIN … COMMIT and must send every statement of the unit through it — never through the
 * pool (on PGlite the pool has a single connection, which the transaction holds). Any throw rolls back and is
 * rethrown.
 */
import type pg from 'pg';

export type Tx = pg.PoolClient;

/** Work to run once a transaction committed (pushes: nothing reaches a socket before its rows are visible). */
const afterCommitQueue = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `fn` after `db`'s transaction commits (never when it rolls back); on a pool (no transaction) at once.
 * Used for socket pushes of rows written in the transaction.
 */
export function afterCommit(db: pg.Pool | Tx, fn: () => void): void {
  const queue = isTx(db) ? afterCommitQueue.get(db) : undefined;
  if (queue) queue.push(fn);
  else fn();
}

/** A connection inside `withTransaction` (a pool is not). */
export function isTx(db: pg.Pool | Tx): db is Tx {
  return afterCommitQueue.has(db as Tx);
}

export async function withTransaction<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const queue: (() => void)[] = [];
  afterCommitQueue.set(client, queue);
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    afterCommitQueue.delete(client);
    for (const run of queue) {
      try {
        run();
      } catch {
        // a push that throws must not turn a committed write into a failure
      }
    }
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError; // the connection is unusable: the pool discards it
    });
    throw err;
  } finally {
    afterCommitQueue.delete(client);
    client.release(broken);
  }
}

/**
 * Runs `work` in a transaction holding the member's row lock (`SELECT … FOR UPDATE`): every rule about one
 * member's own rows (photo count, profile photo, subscription) is checked and changed by one request at a time.
 * `work` receives the locked row's `columns`, or null when the member no longer exists.
 */
export function withMemberLock<T, Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  memberId: string,
  columns: string,
  work: (tx: Tx, member: Row | null) => Promise<T>,
): Promise<T> {
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<Row>(`SELECT ${columns} FROM users WHERE id = $1 FOR UPDATE`, [memberId]);
    return work(tx, rows[0] ?? null);
  });
}
