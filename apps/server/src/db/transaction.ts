import type pg from 'pg';

/**
 * Runs `work` in one transaction on one pooled connection: COMMIT when it resolves, ROLLBACK when it throws.
 * Inside, every query must go through the given client — the embedded database's pool has one connection, so
 * a `pool.query` there would wait for this very transaction.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
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
  work: (client: pg.PoolClient, member: Row | null) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<Row>(`SELECT ${columns} FROM users WHERE id = $1 FOR UPDATE`, [memberId]);
    return work(client, rows[0] ?? null);
  });
}
