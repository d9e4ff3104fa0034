/**
 * Members (docs/product/browse-and-profiles.md): browse with the dashboard filters, one profile per viewer, own profile, settings,
 * likes and matches lists. Literal `/api/users/<word>` paths are registered before `/api/users/:id`.
 */
import { compatibility, ok, resolveSettings, userRoutes } from '@kindred/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originOf, publicUrl } from '../photos/urls';
import { callerOf, targetOf } from '../access/plugin';
import { contractRoute, serialisedContractRoute } from '../http/contractRoute';
import { notFound } from '../http/errors';
import { ageFromDateOfBirth } from '../validation/core';
import { blockedBy, blockedEitherWay } from '../safety/blockSql';
import type { SqlRow } from '../db/rows';
import type { likes, users } from '../db/schema';
import { loadUser } from './queries';
import { createBrowseCounter } from './browseCount';
import { createBrowse } from './browse';
import { cursorScope, readBrowseCursor } from './browseCursor';
import { browseReply } from './browseReply';
import { countFilterOf } from './browseSql';
import type { BrowseFilter } from './browseTypes';
import { iso, settingsOf, USER_COLUMNS, userView, type UserRow } from './view';

const BLOCK_FILTER = `NOT ${blockedEitherWay('$1', 'u.id')}`;
const APPROVED = `EXISTS (SELECT 1 FROM photo_access pa WHERE pa.owner_id = u.id AND pa.requester_id = $1
  AND pa.status = 'approved') AS access_approved`;
/** A member in a likes or blocked list: who, when the like (or the block) was made, their public photo's file. */
type ListedRow = Pick<SqlRow<typeof users>, 'id' | 'nickname'> &
  Pick<SqlRow<typeof likes>, 'created_at'> & { photo: string | null };
/** A listed member's public profile photo (null without one). */
const listedPhoto = (file: string | null) => (file ? publicUrl(file) : null);

/** Date of birth for a new age, keeping month and day (decisions: age is computed from the date of birth). */
function dateOfBirthForAge(current: string, age: number, now = Date.now()): string {
  const [, mm = '01', dd = '01'] = current.split('-');
  const day = mm === '02' && dd === '29' ? '28' : dd;
  let year = new Date(now).getUTCFullYear() - age;
  let candidate = `${String(year).padStart(4, '0')}-${mm}-${day}`;
  if (ageFromDateOfBirth(candidate, now) !== age) {
    year -= 1;
    candidate = `${String(year).padStart(4, '0')}-${mm}-${day}`;
  }
  return candidate;
}

/**
 * A profile where every reading docs/product/browse-and-profiles.md names finds it: `data` is the member (our web app reads it there),
 * and so are `data.user` and `user` (the spec's client reads those).
 */
function profileReply<T extends object>(member: T) {
  return { success: true as const, data: { ...member, user: member }, user: member };
}

export async function registerUserRoutes(app: FastifyInstance) {
  const pool = () => app.kindred.database.pool;
  const signer = (request: FastifyRequest) =>
    app.kindred.photoSigner.at(originOf(request, app.kindred.config.publicUrl));
  const browseCounter = createBrowseCounter(pool, app.kindred.config.browseCountTtlMs);
  const browse = createBrowse({
    pool,
    pageTtlMs: app.kindred.config.browsePageTtlMs,
    viewerTtlMs: app.kindred.config.viewerCacheTtlMs,
    changes: app.kindred.changes,
  });
  const cursors = app.kindred.cursors;
  const countTotal = (viewerId: string, filter: BrowseFilter, hidden: number | undefined) => {
    const count = countFilterOf(filter);
    return browseCounter.total(count.sql, [viewerId, ...count.params], hidden);
  };

  // GET /api/users — browse (docs/product/browse-and-profiles.md dashboard filters, §4 sort: online first, then lastActive); see browse.ts.
  serialisedContractRoute(
    app,
    userRoutes.browse,
    { access: 'member', identityOnly: true },
    async ({ query: q }, request) => {
      const caller = callerOf(request);
      const page = q.page ?? 1;
      const filter: BrowseFilter = {
        online: q.online === true,
        withPhotos: q.withPhotos === true,
        ageMin: q.ageMin,
        ageMax: q.ageMax,
        interests: q.interests ?? [],
      };
      const scope = cursorScope(caller.id, filter);
      const cursor = readBrowseCursor(cursors, q.cursor, scope);
      const position = cursor?.position ?? null;
      // A filtered first page counts with a query of its own (the viewer's hidden members that match): it runs
      // alongside the page, not after it.
      const filtered =
        filter.online ||
        filter.withPhotos ||
        filter.ageMin !== undefined ||
        filter.ageMax !== undefined ||
        filter.interests.length > 0;
      const counting = !cursor && filtered ? countTotal(caller.id, filter, undefined) : null;
      counting?.catch(() => undefined);
      const result = await browse.page({
        viewerId: caller.id,
        filter,
        limit: q.limit,
        position,
        offset: position ? 0 : (page - 1) * q.limit,
      });
      const totalCount =
        cursor?.total ?? (await (counting ?? countTotal(caller.id, filter, result.relations.hidden.size)));
      return browseReply(result, {
        limit: q.limit,
        page,
        totalCount,
        cursors,
        scope,
      });
    },
  );

  const editsCard = { access: 'member', changes: ['card'] } as const;
  contractRoute(app, userRoutes.updateProfile, editsCard, async ({ body }, request) => {
    const caller = callerOf(request);
    const sets: string[] = [];
    const params: unknown[] = [caller.id];
    const p = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (body.nickname !== undefined) sets.push(`nickname = ${p(body.nickname)}`);
    const d = body.details;
    if (d) {
      if (d.location !== undefined) sets.push(`location = ${p(d.location)}`);
      if (d.interests !== undefined) sets.push(`interests = ${p(d.interests)}::text[]`);
      if (d.age !== undefined) {
        const { rows } = await pool().query(
          "SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM users WHERE id = $1",
          [caller.id],
        );
        if (ageFromDateOfBirth(rows[0].dob, Date.now()) !== d.age) {
          sets.push(`date_of_birth = ${p(dateOfBirthForAge(rows[0].dob, d.age))}`);
        }
      }
      const extra: Record<string, unknown> = {};
      for (const key of ['bio', 'gender', 'iAm', 'maritalStatus', 'lookingFor', 'intoTags', 'turnOns'] as const) {
        if (d[key] !== undefined) extra[key] = d[key];
      }
      if (Object.keys(extra).length) sets.push(`details = details || ${p(JSON.stringify(extra))}::jsonb`);
    }
    if (body.settings) {
      const merged = resolveSettings(body.settings, settingsOf(caller.settings));
      sets.push(`settings = ${p(JSON.stringify(merged))}::jsonb`);
    }
    if (sets.length) await pool().query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, params);
    const row = await loadUser(pool(), caller.id);
    if (!row) throw notFound('User not found');
    return ok(userView(row, { kind: 'owner', viewerId: caller.id, accessApproved: true, signer: signer(request) }));
  });

  contractRoute(app, userRoutes.settings, { access: 'member' }, async (_input, request) =>
    ok(settingsOf(callerOf(request).settings)),
  );

  contractRoute(app, userRoutes.saveSettings, editsCard, async ({ body }, request) => {
    const caller = callerOf(request);
    const merged = resolveSettings(body, settingsOf(caller.settings));
    await pool().query('UPDATE users SET settings = $2::jsonb WHERE id = $1', [caller.id, JSON.stringify(merged)]);
    return ok(merged, { message: 'Settings saved successfully' });
  });

  // Members I liked (docs/product/browse-and-profiles.md liked-user entry: recipient, createdAt); blocked members are hidden.
  contractRoute(app, userRoutes.likes, { access: 'member' }, async (_input, request) => {
    const caller = callerOf(request);
    const { rows } = await pool().query<ListedRow>(
      `SELECT u.id, u.nickname, l.created_at,
         (SELECT p.file_name FROM photos p WHERE p.id = u.profile_photo_id AND NOT p.is_private) AS photo
       FROM likes l JOIN users u ON u.id = l.liked_id
       WHERE l.liker_id = $1 AND ${BLOCK_FILTER}
       ORDER BY l.created_at DESC LIMIT 1000`,
      [caller.id],
    );
    return ok(
      rows.map((r) => ({
        recipient: { _id: r.id, nickname: r.nickname, photo: listedPhoto(r.photo) },
        createdAt: iso(r.created_at),
      })),
    );
  });

  // Members who liked me (the dashboard's "Liked you"): sender card, when, and whether I liked back (a match).
  // Blocks either way hide the member, as in every list.
  contractRoute(app, userRoutes.likesReceived, { access: 'member' }, async (_input, request) => {
    const caller = callerOf(request);
    const { rows } = await pool().query<ListedRow & { matched: boolean }>(
      `SELECT u.id, u.nickname, l.created_at,
         (SELECT p.file_name FROM photos p WHERE p.id = u.profile_photo_id AND NOT p.is_private) AS photo,
         EXISTS (SELECT 1 FROM likes back WHERE back.liker_id = $1 AND back.liked_id = u.id) AS matched
       FROM likes l JOIN users u ON u.id = l.liker_id
       WHERE l.liked_id = $1 AND ${BLOCK_FILTER}
       ORDER BY l.created_at DESC LIMIT 1000`,
      [caller.id],
    );
    return ok(
      rows.map((r) => ({
        sender: { _id: r.id, nickname: r.nickname, photo: listedPhoto(r.photo) },
        createdAt: iso(r.created_at),
        matched: r.matched,
      })),
    );
  });

  contractRoute(app, userRoutes.matches, { access: 'member' }, async (_input, request) => {
    const caller = callerOf(request);
    const { rows } = await pool().query<UserRow & { access_approved: boolean; matched_at: Date }>(
      `SELECT ${USER_COLUMNS}, ${APPROVED}, GREATEST(mine.created_at, theirs.created_at) AS matched_at
       FROM likes mine JOIN likes theirs ON theirs.liker_id = mine.liked_id AND theirs.liked_id = mine.liker_id
       JOIN users u ON u.id = mine.liked_id
       WHERE mine.liker_id = $1 AND ${BLOCK_FILTER}
       ORDER BY matched_at DESC LIMIT 500`,
      [caller.id],
    );
    return ok(
      rows.map((row) => ({
        ...userView(row, {
          kind: 'match',
          viewerId: caller.id,
          accessApproved: row.access_approved,
          signer: signer(request),
        }),
        matchedAt: iso(row.matched_at),
      })),
    );
  });

  contractRoute(app, userRoutes.blocked, { access: 'member' }, async (_input, request) => {
    const caller = callerOf(request);
    const { rows } = await pool().query<ListedRow>(
      `SELECT u.id, u.nickname, b.created_at,
         (SELECT p.file_name FROM photos p WHERE p.id = u.profile_photo_id AND NOT p.is_private) AS photo
       FROM blocks b JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = $1 AND NOT ${blockedBy('u.id', '$1')}
       ORDER BY b.created_at DESC`,
      [caller.id],
    );
    return ok(
      rows.map((r) => {
        const photo = listedPhoto(r.photo);
        return {
          _id: r.id,
          id: r.id,
          nickname: r.nickname,
          photos: photo ? [{ url: photo }] : [],
          photo,
          blockedAt: iso(r.created_at),
        };
      }),
    );
  });

  // GET /api/users/:id — one profile, shaped for the viewer (owner / match / stranger); 404 across a block.
  contractRoute(app, userRoutes.profile, { access: 'member', target: 'visible' }, async (_input, request) => {
    const caller = callerOf(request);
    const target = targetOf(request);
    const { rows } = await pool().query(
      `SELECT ${USER_COLUMNS},
         EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = $1 AND l.liked_id = u.id) AS liked,
         EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = u.id AND l.liked_id = $1) AS liked_me,
         (SELECT pa.status FROM photo_access pa WHERE pa.owner_id = u.id AND pa.requester_id = $1) AS my_access,
         (SELECT pa.status FROM photo_access pa WHERE pa.owner_id = $1 AND pa.requester_id = u.id) AS their_request,
         v.interests AS viewer_interests, v.location AS viewer_location,
         to_char(v.date_of_birth, 'YYYY-MM-DD') AS viewer_dob
       FROM users u, users v WHERE u.id = $2 AND v.id = $1`,
      [caller.id, target.id],
    );
    const row = rows[0];
    if (!row) throw notFound('User not found', 'NOT_FOUND');
    const context = {
      viewerId: caller.id,
      accessApproved: row.my_access === 'approved',
      signer: signer(request),
    };
    if (row.id === caller.id) return profileReply(userView(row as UserRow, { ...context, kind: 'owner' }));
    const isMatch = Boolean(row.liked && row.liked_me);
    const view = userView(row as UserRow, { ...context, kind: isMatch ? 'match' : 'stranger' });
    // Compatibility score (docs/product/browse-and-profiles.md) with the rule from @kindred/core.
    const score = compatibility(
      {
        location: row.viewer_location,
        age: ageFromDateOfBirth(row.viewer_dob, Date.now()),
        interests: row.viewer_interests,
      },
      { location: row.location, age: view.details?.age, interests: row.interests },
    );
    return profileReply({
      ...view,
      commonInterests: score.commonInterests,
      compatibility: { score: score.score, factors: score.factors },
      isLiked: row.liked,
      isMatch,
      photoAccessStatus: row.my_access ?? 'none',
      hasRequestedMyPhotos: row.their_request === 'pending',
    });
  });
}
