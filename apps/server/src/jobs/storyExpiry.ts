import type pg from 'pg';
import { runStoryExpiryJob } from '../stories/service';
import type { StoryStorage } from '../stories/storage';
import type { Job } from './scheduler';

/** How often expired stories are swept (reads never show them anyway: they filter on `expires_at`). */
export const STORY_EXPIRY_INTERVAL_MS = 5 * 60_000;

/** Deletes expired stories and their media: a first pass shortly after start, then every few minutes. */
export const storyExpiryJob = (pool: () => pg.Pool, storage: StoryStorage): Job => ({
  name: 'story expiry job',
  firstRunMs: 5_000,
  everyMs: STORY_EXPIRY_INTERVAL_MS,
  run: () => runStoryExpiryJob(pool(), storage, new Date()),
});
