/**
 * Writes that belong together commit together (a message with its conversation's sequence number, later its
 * notification; call state changes; a story with its media; a member's own rows under their row lock). `fn` gets
 * one connection inside BEGIN … COMMIT and must send every statement of the unit through it — never through the
 * pool (on PGlite the pool has a single connection, which the transaction holds). Any throw rolls back and is
 * rethrown.
 */
import type pg from 'pg';

export type Tx = pg.PoolClient;

export async function withTransaction<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError; // the connection is unusable: the pool discards it
    });
    throw err;
  } finally {
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
