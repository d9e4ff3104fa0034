/**
 * Account erasure and data export (decisions: Settings, privacy, account).
 */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../photos/urls';
import { callerOf } from '../access/plugin';
import { matching, passwordThrottle, throttledPasswordCheck } from '../auth/passwordCheck';
import { REFRESH_COOKIE } from '../auth/sessions';
import { badRequest } from '../http/errors';
import { tooMany } from '../http/limits';
import { createPhotoStorage } from '../photos/storage';
import { createStoryStorage } from '../stories/storage';
import { loadUser } from '../users/queries';
import { userView } from '../users/view';
import { deleteAccountSchema, parseOr400 } from '../validation/core';

export async function registerAccountRoutes(app: FastifyInstance) {
  const pool = () => app.kindred.database.pool;
  const storage = createPhotoStorage(app.kindred.config.dataDir);
  const storyStorage = createStoryStorage(app.kindred.config.dataDir);

  app.delete(
    '/api/users/account',
    { config: { access: 'member', changes: ['relations', 'account'] } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { password } = parseOr400(deleteAccountSchema, request.body);
      // The login throttle guards this password check too: a stolen session must not become a guessing oracle.
      const ok = await throttledPasswordCheck(
        passwordThrottle(app),
        { ip: request.ip, account: caller.email },
        () => matching(caller.passwordHash, password, true),
        (waitMs) => tooMany('passwordCheck', waitMs),
      );
      if (!ok) throw badRequest('Incorrect password', 'VALIDATION_ERROR');
      const { rows } = await pool().query('SELECT file_name FROM photos WHERE user_id = $1', [caller.id]);
      const { rows: storyFiles } = await pool().query<{ media_file: string }>(
        'SELECT media_file FROM stories WHERE user_id = $1 AND media_file IS NOT NULL',
        [caller.id],
      );
      // Every member-owned row references users(id) ON DELETE CASCADE: profile, photos, likes, counters,
      // blocks (both sides), permissions (both sides), sessions, mail tokens, payments, stories (with their
      // views, reactions and comments) and the member's views, reactions and comments on others' stories. Reports by or about the
      // member are kept for moderation with the member's id detached (ON DELETE SET NULL; a hashed reference stays).
      await pool().query('DELETE FROM users WHERE id = $1', [caller.id]);
      for (const r of rows) await storage.remove(r.file_name);
      for (const r of storyFiles) await storyStorage.remove(r.media_file);
      void reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
      return { success: true, message: 'Account deleted successfully', data: { deleted: true } };
    },
  );

  app.get('/api/users/me/export', { config: { access: 'member' } }, async (request, reply) => {
    const caller = callerOf(request);
    const row = await loadUser(pool(), caller.id);
    const q = (sql: string) =>
      pool()
        .query(sql, [caller.id])
        .then((r) => r.rows);
    const [
      likesGiven,
      likesReceived,
      blocks,
      reports,
      accessAsOwner,
      accessAsRequester,
      payments,
      stories,
      storyComments,
    ] = await Promise.all([
      q('SELECT liked_id AS "memberId", created_at AS "createdAt" FROM likes WHERE liker_id = $1 ORDER BY created_at'),
      q('SELECT count(*)::int AS count FROM likes WHERE liked_id = $1'),
      q('SELECT blocked_id AS "memberId", created_at AS "createdAt" FROM blocks WHERE blocker_id = $1'),
      q('SELECT reported_id AS "memberId", reason, created_at AS "createdAt" FROM reports WHERE reporter_id = $1'),
      q('SELECT requester_id AS "memberId", status, updated_at AS "updatedAt" FROM photo_access WHERE owner_id = $1'),
      q('SELECT owner_id AS "memberId", status, updated_at AS "updatedAt" FROM photo_access WHERE requester_id = $1'),
      q(
        'SELECT plan, amount_cents AS "amountCents", provider, created_at AS "createdAt" FROM payments WHERE user_id = $1',
      ),
      q(
        `SELECT id, media_type AS "mediaType", content, background_style AS "backgroundStyle",
           background_color AS "backgroundColor", font_style AS "fontStyle", created_at AS "createdAt",
           expires_at AS "expiresAt" FROM stories WHERE user_id = $1 ORDER BY created_at`,
      ),
      q(
        'SELECT story_id AS "storyId", content, created_at AS "createdAt" FROM story_comments WHERE user_id = $1 ORDER BY created_at',
      ),
    ]);
    const profile = row
      ? userView(row, {
          kind: 'owner',
          viewerId: caller.id,
          accessApproved: true,
          signer: app.kindred.photoSigner.at(originOf(request, app.kindred.config.publicUrl)),
        })
      : null;
    void reply.header('content-disposition', 'attachment; filename="kindred-export.json"');
    return {
      success: true,
      data: {
        exportedAt: new Date().toISOString(),
        profile,
        likesGiven,
        likesReceivedCount: likesReceived[0]?.count ?? 0,
        blocks,
        reports,
        photoAccess: { granted: accessAsOwner, requested: accessAsRequester },
        payments,
        stories,
        storyComments,
      },
    };
  });
}
