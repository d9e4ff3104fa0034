/**
 * Writes that belong together commit together (a message with its conversation's sequence number, later its
 * notification; call state changes; a story with its media). `fn` gets one connection inside BEGIN … COMMIT and
 * must send every statement of the unit through it — never through the pool (on PGlite the pool has a single
 * connection, which the transaction holds). Any throw rolls back and is rethrown.
 */
import type pg from 'pg';

export type Tx = pg.PoolClient;

export async function withTransaction<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
