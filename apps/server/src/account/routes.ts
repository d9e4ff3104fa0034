/**
 * Account erasure and data export (decisions: Settings, privacy, account), on the HTTP contract
 * (packages/core/src/contracts/routes/account.ts; decision 0127).
 */
import { accountRoutes, ok, type AccountExport, type OwnProfile } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import { originOf } from '../photos/urls';
import { callerOf } from '../access/plugin';
import { matching, passwordThrottle, throttledPasswordCheck } from '../auth/passwordCheck';
import { REFRESH_COOKIE } from '../auth/sessions';
import { contractRoute } from '../http/contractRoute';
import { badRequest } from '../http/errors';
import { tooMany } from '../http/limits';
import { loadUser } from '../users/queries';
import { userView } from '../users/view';

/** An item of an export list as the driver reads it: its timestamps `K` are Dates. */
type Stored<L, K extends string> = L extends (infer I)[] ? Omit<I, K> & Record<K, Date> : never;

/** The rows with their timestamps as ISO text, as JSON writes a Date (the contract's dates are text). */
function isoTimes<R extends object, K extends keyof R & string>(rows: R[], ...keys: K[]) {
  return rows.map((row) => {
    const out = { ...row } as Record<string, unknown>;
    for (const key of keys) out[key] = (row[key] as Date).toISOString();
    return out as Omit<R, K> & Record<K, string>;
  });
}

type Export = AccountExport;

export async function registerAccountRoutes(app: FastifyInstance) {
  const pool = () => app.kindred.database.pool;
  const { photoStorage: storage, storyStorage } = app.kindred.services;

  contractRoute(
    app,
    accountRoutes.remove,
    { access: 'member', changes: ['relations', 'account'] },
    async ({ body: { password } }, request, reply) => {
      const caller = callerOf(request);
      // The login throttle guards this password check too: a stolen session must not become a guessing oracle.
      const matches = await throttledPasswordCheck(
        passwordThrottle(app),
        { ip: request.ip, account: caller.email },
        () => matching(caller.passwordHash, password, true),
        (waitMs) => tooMany('passwordCheck', waitMs),
      );
      if (!matches) throw badRequest('Incorrect password', 'VALIDATION_ERROR');
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
      return ok({ deleted: true as const }, { message: 'Account deleted successfully' });
    },
  );

  contractRoute(app, accountRoutes.export, { access: 'member' }, async (_input, request, reply) => {
    const caller = callerOf(request);
    const row = await loadUser(pool(), caller.id);
    const q = <R extends object>(sql: string) =>
      pool()
        .query<R & Record<string, unknown>>(sql, [caller.id])
        .then((r) => r.rows as R[]);
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
      q<Stored<Export['likesGiven'], 'createdAt'>>(
        'SELECT liked_id AS "memberId", created_at AS "createdAt" FROM likes WHERE liker_id = $1 ORDER BY created_at',
      ),
      q<{ count: number }>('SELECT count(*)::int AS count FROM likes WHERE liked_id = $1'),
      q<Stored<Export['blocks'], 'createdAt'>>(
        'SELECT blocked_id AS "memberId", created_at AS "createdAt" FROM blocks WHERE blocker_id = $1',
      ),
      q<Stored<Export['reports'], 'createdAt'>>(
        'SELECT reported_id AS "memberId", reason, created_at AS "createdAt" FROM reports WHERE reporter_id = $1',
      ),
      q<Stored<Export['photoAccess']['granted'], 'updatedAt'>>(
        'SELECT requester_id AS "memberId", status, updated_at AS "updatedAt" FROM photo_access WHERE owner_id = $1',
      ),
      q<Stored<Export['photoAccess']['requested'], 'updatedAt'>>(
        'SELECT owner_id AS "memberId", status, updated_at AS "updatedAt" FROM photo_access WHERE requester_id = $1',
      ),
      q<Stored<Export['payments'], 'createdAt'>>(
        'SELECT plan, amount_cents AS "amountCents", provider, created_at AS "createdAt" FROM payments WHERE user_id = $1',
      ),
      q<Stored<Export['stories'], 'createdAt' | 'expiresAt'>>(
        `SELECT id, media_type AS "mediaType", content, background_style AS "backgroundStyle",
           background_color AS "backgroundColor", font_style AS "fontStyle", created_at AS "createdAt",
           expires_at AS "expiresAt" FROM stories WHERE user_id = $1 ORDER BY created_at`,
      ),
      q<Stored<Export['storyComments'], 'createdAt'>>(
        'SELECT story_id AS "storyId", content, created_at AS "createdAt" FROM story_comments WHERE user_id = $1 ORDER BY created_at',
      ),
    ]);
    // userView's type is the union of its views; this is the owner's (the contract checks it outside production).
    const profile = row
      ? (userView(row, {
          kind: 'owner',
          viewerId: caller.id,
          accessApproved: true,
          signer: app.kindred.photoSigner.at(originOf(request, app.kindred.config.publicUrl)),
        }) as OwnProfile)
      : null;
    void reply.header('content-disposition', 'attachment; filename="kindred-export.json"');
    return ok({
      exportedAt: new Date().toISOString(),
      profile,
      likesGiven: isoTimes(likesGiven, 'createdAt'),
      likesReceivedCount: likesReceived[0]?.count ?? 0,
      blocks: isoTimes(blocks, 'createdAt'),
      reports: isoTimes(reports, 'createdAt'),
      photoAccess: {
        granted: isoTimes(accessAsOwner, 'updatedAt'),
        requested: isoTimes(accessAsRequester, 'updatedAt'),
      },
      payments: isoTimes(payments, 'createdAt'),
      stories: isoTimes(stories, 'createdAt', 'expiresAt'),
      storyComments: isoTimes(storyComments, 'createdAt'),
    });
  });
}
