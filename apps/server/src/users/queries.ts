import type pg from 'pg';
import { USER_COLUMNS, type UserRow } from './view';

export async function loadUser(pool: pg.Pool, id: string): Promise<UserRow | null> {
  const { rows } = await pool.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return (rows[0] as UserRow | undefined) ?? null;
}
