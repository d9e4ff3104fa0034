/**
 * Helpers for the tests (and benches) that check a migration on a database as it was before it: the migrations
 * folder, a copy of it cut before a tag, a send written straight to the database, and a table's update counts.
 * No Vitest import, so benches use it too.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** The server's migrations folder. */
export const drizzleFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * A copy of the migrations folder that holds only the migrations before `tag` (e.g. '0012'): a database migrated
 * from it is the database as it was before that change. Remove the folder with `rmSync` when done.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'kindred-migrations-'));
  cpSync(drizzleFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** One text message from `from` to `to` through `kindred_send_message`, with the given ids. */
export function sendDirect(
  client: pg.Client,
  from: string,
  to: string,
  text: string,
  ids: { message: string; conversation: string; clientMessageId: string; notification: string },
) {
  return client.query(
    `SELECT status FROM kindred_send_message($1, $2, $3, $4, $5, $6, $7, 'text', $8, NULL, $9::jsonb, 300000, $10,
       NULL)`,
    [
      ids.message,
      ids.conversation,
      from < to ? from : to,
      from < to ? to : from,
      from,
      to,
      ids.clientMessageId,
      text,
      JSON.stringify({ sender: from }),
      ids.notification,
    ],
  );
}

/** The table's row updates and heap-only updates so far (statistics flushed first). */
export async function tableUpdates(client: pg.Client, table: string): Promise<{ updates: number; hot: number }> {
  await client.query('SELECT pg_stat_force_next_flush()');
  await client.query('SELECT 1');
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ upd: string; hot: string }>(
    'SELECT n_tup_upd AS upd, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname = $1',
    [table],
  );
  return { updates: Number(rows[0]!.upd), hot: Number(rows[0]!.hot) };
}
