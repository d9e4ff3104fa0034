/**
 * GET /api/users/online-teaser — the public "people online" strip of the home page (decision 0050).
 *
 * A visitor may not browse members (GET /api/users is members-only), so the home page gets a teaser instead:
 * at most 12 members who are online and show it (`online_visible` already honours `showOnlineStatus`), are not
 * suspended and have a public profile photo — each as nickname, age, city and that photo's thumbnail. No ids,
 * no profile links, nothing a visitor could follow or enumerate. One read serves everyone for 30 s
 * (in-process, concurrent misses share the read; `Cache-Control: public, max-age=30`); a change notice for a
 * member in the list (privacy settings, photos, profile, a deleted account) drops it at once.
 */
import { ok, userRoutes, type OnlineTeaserItem } from '@kindred/core';
import type { FastifyInstance } from 'fastify';
import type { SqlRow } from '../db/rows';
import type { photos, users } from '../db/schema';
import { contractRoute } from '../http/contractRoute';
import { publicThumbUrl } from '../photos/urls';
import { ageFromDateOfBirth } from '../validation/core';

export const ONLINE_TEASER_LIMIT = 12;
export const ONLINE_TEASER_TTL_MS = 30_000;

// The browse index (online_visible, last_active, id — all DESC NULLS LAST) serves the order and the filter.
const TEASER_SQL = `SELECT u.nickname, to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.location,
    p.file_name, u.id
  FROM users u JOIN photos p ON p.id = u.profile_photo_id AND NOT p.is_private
  WHERE u.online_visible AND u.role <> 'suspended'
  ORDER BY u.online_visible DESC NULLS LAST, u.last_active DESC NULLS LAST, u.id DESC NULLS LAST
  LIMIT ${ONLINE_TEASER_LIMIT}`;

type TeaserRow = Pick<SqlRow<typeof users>, 'id' | 'nickname' | 'date_of_birth' | 'location'> &
  Pick<SqlRow<typeof photos>, 'file_name'>;

export async function registerOnlineTeaserRoute(app: FastifyInstance, options: { ttlMs?: number } = {}) {
  const ttlMs = options.ttlMs ?? ONLINE_TEASER_TTL_MS;
  let cached: { at: number; members: Set<string>; items: OnlineTeaserItem[] } | null = null;
  let reading: Promise<OnlineTeaserItem[]> | null = null;
  // Bumped by every change that drops the list, so a read that started before it is not kept.
  let generation = 0;

  app.kindred.changes.listen((change) => {
    const listed = cached?.members;
    if (change.kind === 'cards' || ('members' in change && change.members.some((m) => !listed || listed.has(m)))) {
      generation += 1;
      cached = null;
    }
  });

  const read = async (): Promise<OnlineTeaserItem[]> => {
    const started = generation;
    const { rows } = await app.kindred.database.pool.query<TeaserRow>(TEASER_SQL);
    const now = Date.now();
    const items: OnlineTeaserItem[] = [];
    for (const row of rows) {
      const age = ageFromDateOfBirth(row.date_of_birth, now);
      if (age === null) continue;
      items.push({ nickname: row.nickname, age, location: row.location, photo: publicThumbUrl(row.file_name) });
    }
    if (started === generation) cached = { at: now, members: new Set(rows.map((r) => r.id)), items };
    return items;
  };

  const teaser = (): Promise<OnlineTeaserItem[]> => {
    if (cached && Date.now() - cached.at < ttlMs) return Promise.resolve(cached.items);
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };

  contractRoute(app, userRoutes.onlineTeaser, { access: 'public', changes: [] }, async (_input, _request, reply) => {
    const data = await teaser();
    void reply.header('cache-control', `public, max-age=${Math.round(ttlMs / 1000)}`);
    return ok(data);
  });
}
