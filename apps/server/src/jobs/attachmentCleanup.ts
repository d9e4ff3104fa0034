import type pg from 'pg';
import { sweepAttachments } from '../messages/attachments';
import type { Job } from './scheduler';

/** Removes chat uploads never sent within a day and the files of erased members: 30 s after start, then hourly. */
export const attachmentCleanupJob = (pool: () => pg.Pool, dataDir: string): Job => ({
  name: 'attachment sweep',
  firstRunMs: 30_000,
  everyMs: 60 * 60_000,
  run: () => sweepAttachments(pool(), dataDir),
});
