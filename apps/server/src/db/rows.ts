/**
 * Row types of hand-written SQL, derived from the drizzle schema: the columns under their SQL names (`file_name`,
 * not `fileName`), each with the type drizzle gives it, so a row type follows the table when a column changes.
 */
import type { Table } from 'drizzle-orm';

type Columns<T extends Table> = T['_']['columns'];

/** A table's row as `SELECT <columns>` returns it through `pg` (SQL column names; dates as Date). */
export type SqlRow<T extends Table> = {
  [K in keyof Columns<T> & keyof T['$inferSelect'] as Columns<T>[K]['_']['name']]: T['$inferSelect'][K];
};
