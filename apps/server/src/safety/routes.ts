/**
 * Likes, blocks and reports (docs/product/likes-and-matches.md; decisions: Likes, matches, blocks, reports), on the HTTP contract
 * (packages/core/src/contracts/routes/safety.ts; decision 0127).
 */
import { likesRemainingField, okFields, safetyRoutes, utcDayKey, type AccountTier } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { callerOf, targetOf } from '../access/plugin';
import { contractRoute } from '../http/contractRoute';
import { badRequest, forbidden } from '../http/errors';
import { newId, sha256 } from '../lib/ids';
import { FREE_DAILY_LIKES } from '../subscription/tier';
import { routeLimit } from '../http/limits';

/**
 * A report's pseudonymous reference to a member: it stays when the member's account is deleted and the id is
 * detached, so moderation can still group reports about one former member (the migration that added it
 * computes the same value in SQL: `encode(sha256(convert_to('member:' || id, 'UTF8')), 'hex')`).
 */
export const memberRef = (memberId: string): string => sha256(`member:${memberId}`);

/** Likes the member gave on the current UTC day (core's `utcDayKey`), from the atomic daily counter. */
export async function likesUsedToday(pool: pg.Pool, userId: string, now = Date.now()): Promise<number> {
  const { rows } = await pool.query('SELECT count FROM like_counters WHERE user_id = $1 AND day = $2', [
    userId,
    utcDayKey(now),
  ]);
  return rows[0]?.count ?? 0;
}

/** `{ likesRemaining }` by core's rule: a number for FREE members, omitted (never null) for premium ones. */
async function likesRemainingOf(pool: pg.Pool, caller: { id: string; tier: AccountTier; premium: boolean }) {
  return likesRemainingField(caller.tier, caller.premium ? 0 : await likesUsedToday(pool, caller.id));
}

export async function registerSafetyRoutes(app: FastifyInstance) {
  const pool = () => app.kindred.database.pool;
  const { notifications } = app.kindred.services;
  const m = app.kindred.config.rateLimitMultiplier;

  contractRoute(
    app,
    safetyRoutes.like,
    {
      access: 'member',
      target: 'visible',
      changes: ['relations'],
      rateLimit: routeLimit('likes', 120 * m, '1 minute'),
    },
    async (_input, request) => {
      const caller = callerOf(request);
      const target = targetOf(request);
      if (target.id === caller.id) throw badRequest('You cannot like yourself', 'VALIDATION_ERROR');
      const day = utcDayKey(Date.now());
      const existing = await pool().query('SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2', [
        caller.id,
        target.id,
      ]);
      const alreadyLiked = async () =>
        okFields({
          message: 'Already liked',
          alreadyLiked: true as const,
          ...(await likesRemainingOf(pool(), caller)),
        });
      if (existing.rows[0]) return alreadyLiked();
      let remaining = likesRemainingField(caller.tier, 0);
      if (!caller.premium) {
        // Atomic daily allowance: the conditional upsert only counts while under the limit (race-free).
        const { rows } = await pool().query(
          `INSERT INTO like_counters (user_id, day, count) VALUES ($1, $2, 1)
           ON CONFLICT (user_id, day) DO UPDATE SET count = like_counters.count + 1
           WHERE like_counters.count < $3 RETURNING count`,
          [caller.id, day, FREE_DAILY_LIKES],
        );
        if (!rows[0]) throw forbidden('You have used all your daily likes', 'DAILY_LIKES_EXHAUSTED');
        remaining = likesRemainingField(caller.tier, rows[0].count);
      }
      const inserted = await pool().query(
        'INSERT INTO likes (liker_id, liked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING liker_id',
        [caller.id, target.id],
      );
      if (!inserted.rows[0]) {
        // A concurrent request stored the same like first: give the allowance back.
        if (!caller.premium) {
          await pool().query('UPDATE like_counters SET count = count - 1 WHERE user_id = $1 AND day = $2', [
            caller.id,
            day,
          ]);
        }
        return alreadyLiked();
      }
      const { rows: back } = await pool().query('SELECT 1 FROM likes WHERE liker_id = $1 AND liked_id = $2', [
        target.id,
        caller.id,
      ]);
      const isMatch = Boolean(back[0]);
      // Stored and pushed through notify (settings and blocks decide): `like` or, for both members, `match`,
      // each with its newLike event.
      const from = { _id: caller.id, nickname: caller.nickname };
      const createdAt = new Date().toISOString();
      await notifications.notify(pool(), {
        recipientId: target.id,
        senderId: caller.id,
        type: isMatch ? 'match' : 'like',
        data: isMatch ? { matchedUser: caller.id } : { user: caller.id },
        also: (deliver) => deliver({ member: target.id }, 'newLike', { sender: from, isMatch, createdAt }),
      });
      if (isMatch) {
        await notifications.notify(pool(), {
          recipientId: caller.id,
          senderId: target.id,
          type: 'match',
          data: { matchedUser: target.id },
          also: (deliver) =>
            deliver({ member: caller.id }, 'newLike', {
              sender: { _id: target.id, nickname: target.nickname },
              isMatch: true,
              createdAt,
            }),
        });
      }
      return okFields({ message: isMatch ? "It's a match!" : 'Liked', isMatch, ...remaining });
    },
  );

  contractRoute(
    app,
    safetyRoutes.unlike,
    { access: 'member', target: 'exists', changes: ['relations'] },
    async (_input, request) => {
      const caller = callerOf(request);
      const target = targetOf(request);
      await pool().query('DELETE FROM likes WHERE liker_id = $1 AND liked_id = $2', [caller.id, target.id]);
      return okFields({ message: 'Like removed' });
    },
  );

  contractRoute(
    app,
    safetyRoutes.block,
    { access: 'member', target: 'exists', changes: ['relations'] },
    async (_input, request) => {
      const caller = callerOf(request);
      const target = targetOf(request);
      if (target.id === caller.id) throw badRequest('You cannot block yourself', 'VALIDATION_ERROR');
      const { rows } = await pool().query(
        'INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING blocker_id',
        [caller.id, target.id],
      );
      return okFields({ alreadyBlocked: !rows[0], message: 'User blocked successfully' });
    },
  );

  // Unblock answers alike for every well-formed id (idempotent: afterwards the caller blocks nobody by that id), so
  // it tells nothing about a member who blocked the caller, and two simultaneous blocks can both be lifted.
  contractRoute(
    app,
    safetyRoutes.unblock,
    { access: 'member', changes: ['relations'] },
    async ({ params }, request) => {
      const caller = callerOf(request);
      const { id } = params;
      await pool().query('DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2', [caller.id, id.toLowerCase()]);
      return okFields({ message: 'User unblocked' });
    },
  );

  contractRoute(
    app,
    safetyRoutes.report,
    { access: 'member', target: 'exists', changes: [], rateLimit: routeLimit('reports', 20 * m, '1 hour') },
    async ({ body: { reason } }, request) => {
      const caller = callerOf(request);
      const target = targetOf(request);
      if (target.id === caller.id) throw badRequest('You cannot report yourself', 'VALIDATION_ERROR');
      await pool().query(
        `INSERT INTO reports (id, reporter_id, reported_id, reporter_ref, reported_ref, reason)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [newId(), caller.id, target.id, memberRef(caller.id), memberRef(target.id), reason],
      );
      return okFields({ message: 'User reported successfully' });
    },
  );
}
