/** The 24 h expiry of stories (decisions: Stories and comments): the job the server runs every few minutes. */
import type pg from 'pg';
import type { StoryStorage } from './storage';

/**
 * Deletes stories whose 24 hours are over, with their views, reactions, comments and media files. `now` is
 * injected so tests control the clock. Several nodes may run it: each expired row is deleted by one of them, and
 * only that one removes its file. A crash between the delete and the file removal leaves an orphan file, never a
 * story without its file.
 */
export async function runStoryExpiryJob(pool: pg.Pool, storage: StoryStorage, now: Date) {
  let deleted = 0;
  for (;;) {
    const { rows } = await pool.query<{ media_file: string | null }>(
      `DELETE FROM stories WHERE id IN (SELECT id FROM stories WHERE expires_at <= $1 ORDER BY expires_at LIMIT 500)
       RETURNING media_file`,
      [now],
    );
    for (const r of rows) await storage.remove(r.media_file);
    deleted += rows.length;
    if (rows.length < 500) return { deleted };
  }
}
