import type pg from 'pg';
import { runNotificationRetentionJob } from '../notifications/service';
import type { Job } from './scheduler';

/** How often old items are swept. */
export const NOTIFICATION_RETENTION_INTERVAL_MS = 60 * 60_000;

/** Deletes notifications 90 days after their last update: shortly after start, then hourly. */
export const notificationRetentionJob = (pool: () => pg.Pool): Job => ({
  name: 'notification retention job',
  firstRunMs: 10_000,
  everyMs: NOTIFICATION_RETENTION_INTERVAL_MS,
  run: () => runNotificationRetentionJob(pool(), new Date()),
});
