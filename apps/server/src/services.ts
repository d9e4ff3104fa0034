/**
 * The shared services, built once per server from its config, database and realtime server (decision 0156).
 * `app.ts` builds them and hands them to route plugins and socket handlers as `app.kindred.services`; a route
 * plugin never constructs one. The periodic jobs that run on them are in jobs/.
 */
import type { FastifyBaseLogger } from 'fastify';
import { registerCalls } from './calls/calls';
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { RedisClient } from './lib/redis';
import { createChat, type Chat } from './messages/service';
import { createNotifications, type NotificationsService } from './notifications/service';
import { createPhotoStorage, type PhotoStorage } from './photos/storage';
import type { Presence } from './presence/presence';
import type { RealtimeServer } from './realtime/socketServer';
import { createStories, type StoriesService } from './stories/service';
import { createStoryStorage, type StoryStorage } from './stories/storage';
import { sandboxProvider, type PaymentProvider } from './subscription/provider';

export interface Services {
  /** Stores, merges and pushes notifications (notifications/service.ts); every module that causes one uses it. */
  notifications: NotificationsService;
  stories: StoriesService;
  storyStorage: StoryStorage;
  photoStorage: PhotoStorage;
  /** Messages, one rule set for HTTP and the socket (messages/service.ts). */
  chat: Chat;
  /** The call events on the socket and each call's state (calls/calls.ts); its sweep is a job with Redis. */
  calls: ReturnType<typeof registerCalls>;
  /** The payment provider (the sandbox: no card is charged). */
  payments: PaymentProvider;
  /** Ends what the services hold (the calls' ring timers); the server's onClose calls it. */
  close(): void;
}

export function buildServices(deps: {
  config: Config;
  database: Database;
  realtime: RealtimeServer;
  presence: Presence;
  redis: RedisClient | null;
  log: FastifyBaseLogger;
}): Services {
  const { config, database, realtime, log } = deps;
  const pool = () => database.pool;
  const { deliver } = realtime;
  const notifications = createNotifications({ deliver });
  const storyStorage = createStoryStorage(config.dataDir);
  const calls = registerCalls({
    pool,
    redis: deps.redis,
    namespace: config.rateLimitNamespace,
    realtime,
    presence: deps.presence,
    notifications,
    unansweredMs: config.callUnansweredTimeoutMs,
    log,
  });
  return {
    notifications,
    stories: createStories({ pool, deliver, notifications, storage: storyStorage, log }),
    storyStorage,
    photoStorage: createPhotoStorage(config.dataDir),
    chat: createChat({ pool, deliver, publish: realtime.publish, dataDir: config.dataDir }),
    calls,
    payments: sandboxProvider,
    close: () => calls.close(),
  };
}
