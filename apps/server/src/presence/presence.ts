/**
 * Presence (decisions: Presence; decision 0023), one module. A member is online while at least one of their sockets
 * is connected, on any node, and goes offline `graceMs` (10 s) after the last one closed.
 *
 *   - Where the sockets are counted: with Redis, a sorted set per member (`<ns>presence:<member>`) of
 *     `<node>:<socket>` scored with an expiry a heartbeat keeps moving, so a crashed node's sockets lapse by
 *     themselves; without Redis, a map in the process. Nothing else knows how.
 *   - The transitions are decided by the database: `users.is_online` flips with a conditional UPDATE, so when two
 *     nodes see the same change only the one whose UPDATE changed the row speaks. The browse index reads
 *     `is_online` (through the generated `online_visible`, which also applies `showOnlineStatus`): presence
 *     writes it, the browse list reads it, never the other way round; open pages learn changes by the events.
 *   - `userOnline` / `userOffline` go only to contacts (conversation partners and matches, no block either way), and
 *     only while the member shows their status; `updatePrivacySettings` stores `showOnlineStatus` and tells the
 *     contacts at once (offline when hidden, online when shown again while connected); saving the settings over
 *     HTTP does the same through the change notices, and every node agrees through the recorded last value.
 *   - `lastActive` is written when a member connects (at most every 5 minutes while online), comes online and goes
 *     offline; the HTTP access layer writes it on requests the same way.
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { ChangeBus } from '../cache/changes';
import type { RedisClient } from '../lib/redis';
import type { Deliver } from '../realtime/deliver';
import type { RealtimeServer } from '../realtime/socketServer';
import { hiddenFrom } from '../safety/blockSql';

/** How long a socket's entry lives in Redis without a heartbeat (a crashed node's sockets lapse after this). */
const ENTRY_TTL_MS = 60_000;
const HEARTBEAT_MS = 20_000;
const SWEEP_MS = 30_000;

export interface Presence {
  /** Some socket of the member is connected (on any node), whatever the member shows to others. */
  isConnected(memberId: string): Promise<boolean>;
  close(): Promise<void>;
}

interface Store {
  add(member: string, socketId: string): Promise<void>;
  remove(member: string, socketId: string): Promise<void>;
  count(member: string): Promise<number>;
  /** Members this node holds sockets of, or (Redis) every member with an entry: for the sweep. */
  tracked(): Promise<string[]>;
  forget(member: string): Promise<void>;
  heartbeat(): Promise<void>;
  /** Records what contacts were last told about the member's visibility; returns the value before (null: none). */
  swapVisible(member: string, visible: boolean): Promise<boolean | null>;
}

function memoryStore(): Store {
  // A member's one socket id as a string, a Set only from the second (most members have one tab: no Set each).
  const sockets = new Map<string, string | Set<string>>();
  const visible = new Map<string, boolean>();
  return {
    async swapVisible(member, value) {
      const before = visible.get(member) ?? null;
      visible.set(member, value);
      return before;
    },
    async add(member, socketId) {
      const held = sockets.get(member);
      if (held === undefined || held === socketId) sockets.set(member, socketId);
      else if (typeof held === 'string') sockets.set(member, new Set([held, socketId]));
      else held.add(socketId);
    },
    async remove(member, socketId) {
      const held = sockets.get(member);
      if (held === socketId) sockets.delete(member);
      else if (held instanceof Set) {
        held.delete(socketId);
        if (held.size === 1) sockets.set(member, held.values().next().value as string);
      }
    },
    async count(member) {
      const held = sockets.get(member);
      return held === undefined ? 0 : typeof held === 'string' ? 1 : held.size;
    },
    async tracked() {
      return [...sockets.keys()];
    },
    async forget(member) {
      visible.delete(member);
    },
    async heartbeat() {},
  };
}

function redisStore(redis: RedisClient, namespace: string, nodeId: string): Store {
  const key = (member: string) => `${namespace}presence:${member}`;
  const index = `${namespace}presence:members`;
  const local = new Map<string, Set<string>>();
  const entry = (socketId: string) => `${nodeId}:${socketId}`;
  const visibleKey = (member: string) => `${namespace}presence:visible:${member}`;
  return {
    async swapVisible(member, value) {
      const before = await redis.set(visibleKey(member), value ? '1' : '0', { GET: true, PX: 24 * 60 * 60_000 });
      return before === null || before === undefined ? null : before === '1';
    },
    async add(member, socketId) {
      let set = local.get(member);
      if (!set) local.set(member, (set = new Set()));
      set.add(socketId);
      await redis
        .multi()
        .zAdd(key(member), { score: Date.now() + ENTRY_TTL_MS, value: entry(socketId) })
        .pExpire(key(member), ENTRY_TTL_MS * 2)
        .sAdd(index, member)
        .exec();
    },
    async remove(member, socketId) {
      const set = local.get(member);
      set?.delete(socketId);
      if (set && set.size === 0) local.delete(member);
      await redis.zRem(key(member), entry(socketId));
    },
    async count(member) {
      return redis.zCount(key(member), Date.now(), '+inf');
    },
    async tracked() {
      return redis.sMembers(index);
    },
    async forget(member) {
      await redis.multi().sRem(index, member).del(visibleKey(member)).exec();
    },
    async heartbeat() {
      if (!local.size) return;
      const multi = redis.multi();
      const score = Date.now() + ENTRY_TTL_MS;
      for (const [member, set] of local) {
        for (const socketId of set) multi.zAdd(key(member), { score, value: entry(socketId) });
        multi.pExpire(key(member), ENTRY_TTL_MS * 2);
        multi.zRemRangeByScore(key(member), '-inf', Date.now());
      }
      await multi.exec();
    },
  };
}

/** Conversation partners and matches of `$1`, without anyone blocked either way. */
const CONTACTS_SQL = `
  SELECT DISTINCT x.id FROM (
    SELECT CASE WHEN c.member_a = $1 THEN c.member_b ELSE c.member_a END AS id
      FROM conversations c WHERE c.member_a = $1 OR c.member_b = $1
    UNION
    SELECT a.liked_id AS id FROM likes a
      JOIN likes b ON b.liker_id = a.liked_id AND b.liked_id = a.liker_id WHERE a.liker_id = $1
  ) x WHERE x.id NOT IN (${hiddenFrom('$1')})`;

const VISIBLE = `COALESCE((settings -> 'privacy' ->> 'showOnlineStatus')::boolean, true)`;

export function createPresence(deps: {
  pool: () => pg.Pool;
  redis: RedisClient | null;
  realtime: RealtimeServer;
  graceMs: number;
  namespace: string;
  changes: ChangeBus;
  log: FastifyBaseLogger;
}): Presence {
  const nodeId = randomBytes(6).toString('hex');
  const store = deps.redis ? redisStore(deps.redis, deps.namespace, nodeId) : memoryStore();
  const deliver: Deliver = deps.realtime.deliver;
  const pending = new Map<string, NodeJS.Timeout>();
  const log = deps.log;

  const contactsOf = async (memberId: string): Promise<string[]> => {
    const { rows } = await deps.pool().query<{ id: string }>(CONTACTS_SQL, [memberId]);
    return rows.map((r) => r.id);
  };

  const announce = async (memberId: string, online: boolean, lastActive?: Date) => {
    const contacts = await contactsOf(memberId);
    if (!contacts.length) return;
    if (online) deliver({ members: contacts }, 'userOnline', { userId: memberId });
    else
      deliver({ members: contacts }, 'userOffline', {
        userId: memberId,
        ...(lastActive ? { lastActive: new Date(lastActive).toISOString() } : {}),
      });
  };

  /** Flips `is_online` to `online`; true when this call changed it (then it alone announces). */
  const flip = async (memberId: string, online: boolean) => {
    const { rows } = await deps.pool().query<{ visible: boolean; last_active: Date }>(
      `UPDATE users SET is_online = $2, last_active = now() WHERE id = $1 AND is_online <> $2
       RETURNING ${VISIBLE} AS visible, last_active`,
      [memberId, online],
    );
    return rows[0] ?? null;
  };

  const goOnline = async (memberId: string) => {
    const changed = await flip(memberId, true);
    if (!changed) return;
    await store.swapVisible(memberId, changed.visible);
    if (changed.visible) await announce(memberId, true);
  };

  /**
   * The member's `showOnlineStatus` may have changed (the socket event, or the settings saved over HTTP — heard on
   * every node through the change notices): contacts are told once, by whichever node swaps the recorded value.
   */
  const visibilityChanged = async (memberId: string) => {
    if ((await store.count(memberId)) === 0) return;
    const { rows } = await deps
      .pool()
      .query<{ visible: boolean; is_online: boolean }>(
        `SELECT ${VISIBLE} AS visible, is_online FROM users WHERE id = $1`,
        [memberId],
      );
    const row = rows[0];
    if (!row?.is_online) return;
    const before = await store.swapVisible(memberId, row.visible);
    if ((before ?? true) !== row.visible) await announce(memberId, row.visible);
  };
  deps.changes.listen((change) => {
    if (change.kind !== 'card') return;
    for (const memberId of change.members) {
      visibilityChanged(memberId).catch((err: unknown) => log.warn({ err }, 'presence visibility failed'));
    }
  });

  const goOfflineIfGone = async (memberId: string) => {
    if ((await store.count(memberId)) > 0) return;
    const changed = await flip(memberId, false);
    // A socket may have connected on another node between the count and the write: put it right.
    if ((await store.count(memberId)) > 0) {
      if (changed) await flip(memberId, true);
      return;
    }
    await store.forget(memberId);
    if (changed?.visible) await announce(memberId, false, changed.last_active);
  };

  const scheduleOffline = (memberId: string) => {
    clearTimeout(pending.get(memberId));
    const timer = setTimeout(() => {
      pending.delete(memberId);
      goOfflineIfGone(memberId).catch((err: unknown) => log.warn({ err }, 'presence offline failed'));
    }, deps.graceMs);
    timer.unref();
    pending.set(memberId, timer);
  };

  deps.realtime.onSocket((socket) => {
    const { memberId } = socket.data;
    clearTimeout(pending.get(memberId));
    pending.delete(memberId);
    store
      .add(memberId, socket.id)
      .then(async () => {
        await goOnline(memberId);
        await deps
          .pool()
          .query("UPDATE users SET last_active = now() WHERE id = $1 AND last_active < now() - interval '5 minutes'", [
            memberId,
          ]);
      })
      .catch((err: unknown) => log.warn({ err }, 'presence online failed'));
  });
  deps.realtime.onDisconnect((socket) => {
    const { memberId } = socket.data;
    store
      .remove(memberId, socket.id)
      .then(async () => {
        if ((await store.count(memberId)) === 0) scheduleOffline(memberId);
      })
      .catch((err: unknown) => log.warn({ err }, 'presence disconnect failed'));
  });

  // Heartbeat (Redis entries) and the sweep: members whose entries all lapsed (a node crashed) go offline.
  const heartbeat = setInterval(() => {
    void store.heartbeat().catch((err: unknown) => log.warn({ err }, 'presence heartbeat failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const sweep = setInterval(() => {
    void (async () => {
      for (const memberId of await store.tracked()) {
        if (!pending.has(memberId) && (await store.count(memberId)) === 0) await goOfflineIfGone(memberId);
      }
    })().catch((err: unknown) => log.warn({ err }, 'presence sweep failed'));
  }, SWEEP_MS);
  sweep.unref();

  deps.realtime.defineEvent(
    'updatePrivacySettings',
    { access: 'member', rateLimit: { max: 20, windowMs: 60_000, name: 'privacy' } },
    async (ctx, { showOnlineStatus }) => {
      await deps.pool().query(
        `UPDATE users u SET settings = jsonb_set(
           jsonb_set(COALESCE(u.settings, '{}'::jsonb), '{privacy}', COALESCE(u.settings -> 'privacy', '{}'::jsonb)),
           '{privacy,showOnlineStatus}', to_jsonb($2::boolean))
         WHERE u.id = $1`,
        [ctx.memberId, showOnlineStatus],
      );
      await visibilityChanged(ctx.memberId);
      // Caches of profiles and browse pages learn it like a settings save.
      deps.changes.announce({ kind: 'card', members: [ctx.memberId] });
      return { showOnlineStatus };
    },
  );

  return {
    async isConnected(memberId) {
      return (await store.count(memberId)) > 0;
    },
    async close() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

/**
 * Without Redis this process is the only node: members it marked online before a restart have no socket now.
 * (With Redis the sweep finds lapsed entries instead; a single node cannot tell its own old sockets apart.)
 */
export async function resetPresence(pool: pg.Pool): Promise<void> {
  await pool.query('UPDATE users SET is_online = false WHERE is_online');
}
