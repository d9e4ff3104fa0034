/**
 * Stories (decisions: Stories and comments; Tiers and limits): one service for the routes, composed of its concerns
 * (decision 0141) — posting and deleting (create.ts), reading (queries.ts), views, reactions and comments
 * (interactions.ts), each reply through the allow-list of views.ts — plus the 24 h expiry job (expiry.ts).
 * Refusals are HttpErrors with the spec's messages.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Deliver } from '../realtime/deliver';
import type { NotificationsService } from '../notifications/service';
import { createStoryPosting } from './create';
import { createStoryInteractions } from './interactions';
import { createStoryReads } from './queries';
import type { StoryStorage } from './storage';

export { storyPermission, type NewStory } from './create';
export { runStoryExpiryJob } from './expiry';

export function createStories(deps: {
  pool: () => pg.Pool;
  deliver: Deliver;
  notifications: NotificationsService;
  storage: StoryStorage;
  log: FastifyBaseLogger;
}) {
  const { loadOne, ...reads } = createStoryReads(deps.pool);
  return {
    ...createStoryPosting(deps),
    ...reads,
    ...createStoryInteractions({ ...deps, loadOne }),
  };
}
export type StoriesService = ReturnType<typeof createStories>;
