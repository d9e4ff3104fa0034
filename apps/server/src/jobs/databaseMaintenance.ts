import type { Maintenance } from '../db/maintenance';
import type { Job } from './scheduler';

/** autovacuum's default cycle. */
export const MAINTENANCE_INTERVAL_MS = 60_000;

/** Vacuums and analyzes where the database does not (db/maintenance.ts): every minute, none otherwise. */
export const databaseMaintenanceJob = (maintenance: Maintenance): Job | null =>
  maintenance.active
    ? { name: 'database maintenance', firstRunMs: null, everyMs: MAINTENANCE_INTERVAL_MS, run: maintenance.cycle }
    : null;
