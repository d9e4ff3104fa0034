import type { Services } from '../services';
import type { Job } from './scheduler';

/**
 * With Redis, ends the calls whose node died while they rang (calls/calls.ts): at start, then every few seconds
 * (half the ringing time, at most 5 s). Without Redis there is nothing to sweep: no job.
 */
export const callSweepJob = (calls: Services['calls']): Job | null =>
  calls.sweep ? { name: 'call sweep', firstRunMs: 0, everyMs: calls.sweep.everyMs, run: calls.sweep.run } : null;
