// What every route and service reaches through `app.kindred` — the types only; app.ts builds it.
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { TokenService } from './auth/tokens';
import type { Revocations } from './auth/revocation';
import type { RealtimeServer } from './realtime/socketServer';
import type { Presence } from './presence/presence';
import type { PhotoSigner } from './photos/urls';
import type { CursorCodec } from './http/cursors';
import type { ChangeBus } from './cache/changes';
import type { RedisClient } from './lib/redis';
import type { Services } from './services';
import type { Scheduler } from './jobs/scheduler';

export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** Access-token revocation: `isTokenRevoked(claims)` and `onRevoked` (auth/revocation.ts, decision 0014). */
  revocations: Revocations;
  realtime: RealtimeServer;
  /** Who is connected (presence/presence.ts, decision 0023). */
  presence: Presence;
  photoSigner: PhotoSigner;
  /** Every list's keyset cursors (http/cursors.ts, decision 0080). */
  cursors: CursorCodec;
  changes: ChangeBus;
  /** The Redis command connection with `REDIS_URL`, else null (single node). */
  redis: RedisClient | null;
  /** The shared services, built once (services.ts, decision 0156): route plugins and socket handlers use these. */
  services: Services;
  /** The periodic jobs' scheduler (jobs/), started on ready and stopped on close. */
  jobs: Scheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    kindred: AppContext;
  }
}
