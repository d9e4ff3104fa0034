/** Every periodic job of the server, for the one scheduler (scheduler.ts; decision 0156). */
import type { ChangeBus } from '../cache/changes';
import type { Config } from '../config/config';
import type { Database } from '../db/client';
import type { Maintenance } from '../db/maintenance';
import type { Services } from '../services';
import { attachmentCleanupJob } from './attachmentCleanup';
import { callSweepJob } from './callSweep';
import { databaseMaintenanceJob } from './databaseMaintenance';
import { notificationRetentionJob } from './notificationRetention';
import type { Job } from './scheduler';
import { storyExpiryJob } from './storyExpiry';
import { subscriptionRenewalJob } from './subscriptionRenewal';

export function serverJobs(deps: {
  config: Config;
  database: Database;
  maintenance: Maintenance;
  changes: ChangeBus;
  services: Services;
}): Job[] {
  const { services } = deps;
  const pool = () => deps.database.pool;
  return [
    databaseMaintenanceJob(deps.maintenance),
    storyExpiryJob(pool, services.storyStorage),
    notificationRetentionJob(pool),
    attachmentCleanupJob(pool, deps.config.dataDir),
    subscriptionRenewalJob(pool, services.payments, deps.changes),
    callSweepJob(services.calls),
  ].filter((job): job is Job => job !== null);
}
