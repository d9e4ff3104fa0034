/**
 * Change notices for the server's read caches (browse pages, viewer relations).
 *
 * A write that changes what a cache holds announces it here: `card` with the members whose own card may have
 * changed (profile, photos, privacy settings, tier), `cards` when the list itself changed in a way no single
 * card says (a new member, a verification, lapsed subscriptions), `relations` with the members whose blocks
 * or likes changed, `account` with members whose account was deleted (their cards, cached callers and access
 * tokens go), `revoked` with access tokens revoked by a logout or a password reset (auth/revocation.ts). Listeners on this node hear it at once (before the write's
 * reply is sent); with `REDIS_URL`, every other node hears it through one Redis pub/sub channel within
 * milliseconds. Caches still expire on their own, which bounds staleness if a notice is ever lost (Redis down).
 *
 * Routes declare what they change in their config (`config: { changes: [...] }`, applied after a successful
 * reply by the hook in `installChangeHook`); jobs and other writers call `announce` directly.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, onSendHookHandler } from 'fastify';
import { closeRedis, type RedisClient } from '../lib/redis';

export type Change =
  | { kind: 'cards' }
  | { kind: 'card' | 'relations' | 'account'; members: string[] }
  /** Access tokens revoked (auth/revocation.ts): these sessions, and with `before` (ms) the members' older tokens. */
  | { kind: 'revoked'; members: string[]; sessions: string[]; before: number | null };
/** What a route may declare it changes (revocations are announced by the auth routes themselves). */
export type ChangeKind = Exclude<Change['kind'], 'revoked'>;

export interface ChangeBus {
  announce(change: Change): void;
  listen(listener: (change: Change) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'kindred:changes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a successful call changes, for the read caches (see cache/changes.ts). Required on every write. */
    changes?: readonly ChangeKind[];
  }
}

function isChange(value: unknown): value is Change {
  if (!value || typeof value !== 'object') return false;
  const v = value as { kind?: unknown; members?: unknown; sessions?: unknown; before?: unknown };
  if (v.kind === 'cards') return true;
  const strings = (list: unknown) => Array.isArray(list) && list.every((m) => typeof m === 'string');
  if (v.kind === 'revoked') {
    return strings(v.members) && strings(v.sessions) && (v.before === null || typeof v.before === 'number');
  }
  return (
    (v.kind === 'card' || v.kind === 'relations' || v.kind === 'account') &&
    Array.isArray(v.members) &&
    v.members.every((m) => typeof m === 'string')
  );
}

/** `redis`: the server's command connection (publishing); the subscription gets a connection of its own. */
export async function createChangeBus(redis: RedisClient | null, log: FastifyBaseLogger): Promise<ChangeBus> {
  const listeners = new Set<(change: Change) => void>();
  const origin = randomUUID();
  const deliver = (change: Change) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (err) {
        log.error({ err }, 'cache change listener failed');
      }
    }
  };

  const publisher = redis;
  let subscriber: RedisClient | null = null;
  if (redis) {
    subscriber = redis.duplicate();
    subscriber.on('error', (err) => log.warn({ err }, 'change bus redis error'));
    await subscriber.connect();
    await subscriber.subscribe(CHANNEL, (message) => {
      try {
        const parsed = JSON.parse(message) as { origin?: string; change?: unknown };
        if (parsed.origin !== origin && isChange(parsed.change)) deliver(parsed.change);
      } catch {
        /* not ours */
      }
    });
  }

  return {
    announce(change) {
      deliver(change);
      if (publisher?.isReady) {
        publisher.publish(CHANNEL, JSON.stringify({ origin, change })).catch((err: unknown) => {
          log.warn({ err }, 'change notice not published');
        });
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await closeRedis(subscriber);
    },
  };
}

/**
 * Announces what a route declared in `config.changes` once it succeeded, before the reply leaves (so the
 * caller's next request already sees fresh data). `relations` names the caller and the `:id` member.
 */
export function installChangeHook(app: FastifyInstance, bus: ChangeBus): void {
  const announce: onSendHookHandler = (request, reply, payload, done) => {
    const kinds = request.routeOptions.config?.changes;
    if (kinds?.length && reply.statusCode < 400) {
      for (const kind of kinds) {
        if (kind === 'cards') bus.announce({ kind: 'cards' });
        else {
          const other = request.target?.id ?? (request.params as { id?: string } | undefined)?.id?.toLowerCase();
          const members = [request.caller?.id, kind === 'relations' ? other : undefined].filter((m): m is string =>
            Boolean(m),
          );
          if (members.length) bus.announce({ kind, members });
        }
      }
    }
    done(null, payload);
  };
  // Every write under /api says what it changes (possibly nothing): forgetting is a startup error, not a stale cache.
  // Only the routes that change something carry the hook (decision 0200: reads such as browse pay for no hook of
  // writes); it runs first among the route's own reply hooks.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const writes = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
    const changes = route.config?.changes;
    if (writes && route.url.startsWith('/api/') && !Array.isArray(changes)) {
      throw new Error(`${methods.join(',')} ${route.url} must declare config.changes (see cache/changes.ts)`);
    }
    if (changes?.length) route.onSend = [announce, ...([] as onSendHookHandler[]).concat(route.onSend ?? [])];
  });
}
