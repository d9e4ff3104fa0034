import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A named prepared statement for hot-path SQL. PostgreSQL then keeps the statement per connection and can
 * reuse its plan: the browse query's planning (≈1–2 ms, several correlated sub-selects) otherwise costs
 * more than its execution (≈0.5 ms). The name is derived from the text, so each distinct SQL text (filter
 * combination, page size) is prepared once per connection.
 */
export function prepared(text: string, values: unknown[]): pg.QueryConfig {
  const name = `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return { name, text, values };
}
