/**
 * The one access-control layer (conventions: apps/server). Every route declares its policy in its config:
 *
 *   config: { access: 'public' | 'member' | 'verified' | 'premium', target?: 'visible' | 'exists' | 'photoOwner' | 'story',
 *             owns?: 'photo' | 'permission' | 'story' | 'comment' | 'notification' }
 *
 * In order, before any handler runs: path ids must be 24-hex (400 before touching the database); the bearer
 * (Authorization or x-auth-token) is verified; the caller is loaded; the policy is enforced; a target member
 * (`:id` of a member) is loaded with the block relations — a member who blocked the caller answers exactly as a
 * missing member (404), and `visible` also answers 404 for members the caller blocked (safety/blockSql.ts); a
 * story (`target: 'story'`, `:id` of a story) must be active and its author visible to the caller, else 404
 * 'Story not found' (`request.story`, its author in `request.target`); an owned resource (`owns`) must belong to
 * the caller (404 otherwise; a visible story of someone else answers 403 'Only the story's author can do this'). Routes marked `identityOnly`
 * (only member policy, no target) may take the caller from a cache of live members kept `viewerCacheTtlMs`. Handlers read `request.caller`,
 * `request.target`, `request.owned` and never re-check these rules. /api routes without a policy are members-only.
 */
import { isValidId, notificationMessages, storyMessages } from '@kindred/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { blockedBy, blockedEitherWay } from '../safety/blockSql';
import { RecentMap } from '../lib/recentMap';
import type { Caller } from './caller';
import { loadCaller } from './members';

export type AccessPolicy = 'public' | 'member' | 'verified' | 'premium';

export type { Caller } from './caller';

export interface TargetMember {
  id: string;
  nickname: string;
  /** The caller blocked this member (only possible with `target: 'exists'`). */
  blocked: boolean;
}

/** An active story the caller may see (`target: 'story'`). */
export interface VisibleStory {
  id: string;
  userId: string;
  mediaType: string;
  mediaFile: string | null;
}

export interface OwnedResource {
  id: string;
  [key: string]: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    target?: 'visible' | 'exists' | 'photoOwner' | 'story';
    owns?: 'photo' | 'permission' | 'story' | 'comment' | 'notification';
    /** The 400 message for a malformed path id (default 'Invalid user ID'). */
    idMessage?: string;
    /** The 401 message without a valid bearer, where the spec has one (default 'Authentication required'). */
    loginMessage?: string;
    /**
     * The handler needs only who the caller is (a hot read such as browse): the layer may answer from a
     * short-lived cache of members it recently found live, dropped at once when an account is deleted.
     */
    identityOnly?: boolean;
    /**
     * On a public route: who asks, when a valid bearer comes along (`request.viewerId`, no database read), so
     * the reply can treat a member who blocked the viewer as missing (avatars).
     */
    viewer?: 'optional';
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** The verified member id of the bearer on a `viewer: 'optional'` public route, else null. */
    viewerId: string | null;
    target: TargetMember | null;
    owned: OwnedResource | null;
    /** The story of a `target: 'story'` route. */
    story: VisibleStory | null;
  }
}

/** The caller, for handlers of non-public routes (the layer guarantees it). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
export function targetOf(request: FastifyRequest): TargetMember {
  if (!request.target) throw notFound('User not found');
  return request.target;
}
export function storyOf(request: FastifyRequest): VisibleStory {
  if (!request.story) throw notFound(storyMessages.notFound);
  return request.story;
}
export function ownedOf(request: FastifyRequest): OwnedResource {
  if (!request.owned) throw notFound();
  return request.owned;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^Bearer\s+\S+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  const alt = request.headers['x-auth-token'];
  if (typeof alt === 'string' && alt) return alt.replace(/^Bearer\s+/i, '').trim();
  return null;
}

/** Installs the layer on the root instance (before any route is registered). */
export function installAccessLayer(app: FastifyInstance): void {
  const MAX_LIVE = 20_000;
  const live = new RecentMap<string, { at: number; touchedAt: number; caller: Caller }>(MAX_LIVE);
  const ttl = app.kindred.config.viewerCacheTtlMs;
  app.kindred.changes.listen((change) => {
    if (change.kind === 'account') for (const member of change.members) live.delete(member);
  });
  const touch = (id: string) =>
    void app.kindred.database.pool
      .query("UPDATE users SET last_active = now() WHERE id = $1 AND last_active < now() - interval '5 minutes'", [id])
      .catch(() => {});

  app.decorateRequest('caller', null);
  app.decorateRequest('viewerId', null);
  app.decorateRequest('target', null);
  app.decorateRequest('owned', null);
  app.decorateRequest('story', null);

  app.addHook('onRequest', async (request) => {
    // `routeOptions` is a getter that builds a new object on every read: read once.
    const route = request.routeOptions;
    const url = route.url;
    if (!url || !url.startsWith('/api/')) return; // static files, web app, 404s
    if (url === '/api/docs' || url.startsWith('/api/docs/')) return; // the public API documentation page
    const cfg = route.config ?? {};
    const policy: AccessPolicy = cfg.access ?? 'member';

    // 1. Path ids: 24-hex before anything touches the database.
    const params = (request.params ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(params)) {
      if ((name === 'id' || name.endsWith('Id')) && !isValidId(value)) {
        throw badRequest(cfg.idMessage ?? 'Invalid user ID', 'INVALID_ID');
      }
    }
    const { tokens, database } = app.kindred;
    if (policy === 'public') {
      if (cfg.viewer === 'optional') request.viewerId = tokens.verify(bearerToken(request));
      return;
    }

    // 2. Authentication.
    const memberId = tokens.verify(bearerToken(request));
    if (!memberId) throw unauthorized(cfg.loginMessage);
    const now = Date.now();
    const cacheable = cfg.identityOnly === true && policy === 'member' && !cfg.target && !cfg.owns && ttl > 0;
    const known = cacheable ? live.get(memberId) : undefined;
    if (known && now - known.at < ttl) {
      if (now - known.touchedAt > 5 * 60_000) {
        known.touchedAt = now;
        touch(memberId);
      }
      request.caller = known.caller;
      return;
    }
    const loaded = await loadCaller(database.pool, memberId, now);
    if (!loaded) throw unauthorized();
    const { caller } = loaded;
    // lastActive on activity, throttled to one write per member per 5 minutes (decisions: Presence).
    if (loaded.stale) touch(caller.id);
    request.caller = caller;
    if (cacheable) {
      live.set(memberId, { at: now, touchedAt: now, caller });
    }

    // 3. Policy.
    if (policy === 'verified' && !caller.isVerified) {
      throw forbidden('Please verify your email address to use this feature.', 'EMAIL_NOT_VERIFIED');
    }
    if (policy === 'premium' && !caller.premium)
      throw forbidden('This feature requires a premium account', 'PREMIUM_REQUIRED');

    // 4. Target member and block relations (one query). A member who blocked the caller is, to the caller, a
    //    missing member: the same 404 as for an id that does not exist (no block oracle). `visible` also hides
    //    the members the caller blocked; `exists` lets the caller still act on them (block, unblock, report).
    const id = params.id?.toLowerCase();
    if ((cfg.target === 'story' || cfg.owns === 'story') && id) {
      // An active story whose author the caller sees (a block either way hides it: 404 as for a missing story).
      const { rows: s } = await database.pool.query(
        `SELECT s.id, s.user_id, s.media_type, s.media_file, u.nickname FROM stories s JOIN users u ON u.id = s.user_id
         WHERE s.id = $2 AND s.expires_at > now() AND u.role <> 'suspended' AND NOT ${blockedEitherWay('$1', 's.user_id')}`,
        [caller.id, id],
      );
      const story = s[0];
      if (!story) throw notFound(storyMessages.notFound);
      request.story = { id: story.id, userId: story.user_id, mediaType: story.media_type, mediaFile: story.media_file };
      request.target = { id: story.user_id, nickname: story.nickname, blocked: false };
      if (cfg.owns === 'story' && story.user_id !== caller.id) throw forbidden(storyMessages.authorOnly, 'FORBIDDEN');
      return;
    }
    if (cfg.target && id) {
      const relations = `${blockedBy('u.id', '$1')} AS blocked_me, ${blockedBy('$1', 'u.id')} AS i_blocked`;
      const { rows: t } = await database.pool.query(
        cfg.target === 'photoOwner'
          ? `SELECT u.id, u.nickname, ${relations} FROM photos p JOIN users u ON u.id = p.user_id WHERE p.id = $2`
          : `SELECT u.id, u.nickname, ${relations} FROM users u WHERE u.id = $2`,
        [caller.id, id],
      );
      const target = t[0];
      if (!target || target.blocked_me || (cfg.target !== 'exists' && target.i_blocked)) {
        throw cfg.target === 'photoOwner' ? notFound('Photo not found') : notFound('User not found', 'NOT_FOUND');
      }
      request.target = { id: target.id, nickname: target.nickname, blocked: target.i_blocked };
    }

    // 5. Owned resources.
    if (cfg.owns && id) {
      const sql =
        cfg.owns === 'photo'
          ? 'SELECT id, user_id, file_name, is_private FROM photos WHERE id = $1 AND user_id = $2'
          : cfg.owns === 'comment'
            ? 'SELECT id, story_id, user_id FROM story_comments WHERE id = $1 AND user_id = $2'
            : cfg.owns === 'notification'
              ? 'SELECT id, read FROM notifications WHERE id = $1 AND recipient_id = $2'
              : `SELECT id, owner_id, requester_id, status, updated_at FROM photo_access pa WHERE id = $1 AND owner_id = $2
             AND NOT ${blockedBy('pa.requester_id', '$2')}`;
      const { rows: o } = await database.pool.query(sql, [id, caller.id]);
      if (!o[0]) {
        throw notFound(
          cfg.owns === 'photo'
            ? 'Photo not found'
            : cfg.owns === 'comment'
              ? storyMessages.commentNotFound
              : cfg.owns === 'notification'
                ? notificationMessages.notFound
                : 'Request not found',
        );
      }
      request.owned = o[0];
    }
  });
}
