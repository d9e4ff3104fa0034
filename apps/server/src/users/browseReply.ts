// The browse reply (GET /api/users): each card serialised once when read, and the body assembled from those bytes.
import { memberAvatarUrl, type MemberCard, type RouteReply, type userRoutes } from '@kindred/core';
import { SerialisedReply } from '../http/contractRoute';
import type { CursorCodec } from '../http/cursors';
import { publicUrl } from '../photos/urls';
import { deriveTier, isPremiumTier } from '../subscription/tier';
import { ageFromDateOfBirth } from '../validation/core';
import { writeBrowseCursor } from './browseCursor';
import type { CardRow } from './browseSql';
import type { BrowseResult, CardEntry } from './browseTypes';

/** The card allow-list: what any member may see of another in the list. */
export function cardOf(row: CardRow, now: number): Omit<MemberCard, 'isLiked'> {
  const tier = deriveTier(row.base_tier, row.paid_until, now);
  const details: MemberCard['details'] = {
    age: ageFromDateOfBirth(row.date_of_birth, now) ?? undefined,
    gender: (row.gender ?? undefined) as MemberCard['details']['gender'],
    iAm: (row.i_am ?? undefined) as MemberCard['details']['iAm'],
    location: row.location,
    bio: row.bio ?? '',
    interests: (row.interests ?? []) as MemberCard['details']['interests'],
  };
  return {
    _id: row.id,
    nickname: row.nickname,
    role: isPremiumTier(tier) ? 'premium' : 'user',
    accountTier: tier,
    isCouple: row.is_couple,
    isVerified: row.is_verified,
    isOnline: row.online_visible,
    lastActive: row.show_last_seen ? row.last_active.toISOString() : null,
    photo: row.photo_file ? publicUrl(row.photo_file) : null,
    photos: row.public_files.map((file) => ({ url: publicUrl(file) })),
    avatar: memberAvatarUrl(row.id),
    photoCount: row.photo_count,
    details,
  };
}

export function entryOf(row: CardRow, now: number): CardEntry {
  const json = JSON.stringify(cardOf(row, now));
  return {
    id: row.id,
    position: [row.online_visible, row.position_ts, row.id],
    open: json.slice(0, -1),
    version: row.version,
    builtAt: now,
  };
}

const LIKED = ',"isLiked":true}';
const NOT_LIKED = ',"isLiked":false}';

/**
 * The reply body (docs/product/browse-and-profiles.md fields plus `nextCursor`), assembled from the cards' JSON made
 * once: no card is serialised again per request. A string, not bytes (decision 0200): joining the cards into a new
 * buffer took a fresh allocation outside the heap for every page (larger than the buffer pool's share), which cost
 * more, with its garbage, than encoding the string as it is written to the socket.
 */
export function browseReply(
  result: BrowseResult,
  opts: { limit: number; page: number; totalCount: number; cursors: CursorCodec; scope: string },
): SerialisedReply<RouteReply<typeof userRoutes.browse>> {
  const hasMore = result.cards.length > opts.limit;
  const count = hasMore ? opts.limit : result.cards.length;
  const last = count > 0 ? result.cards[count - 1] : undefined;
  const nextCursor =
    hasMore && last ? writeBrowseCursor(opts.cursors, last.position, opts.totalCount, opts.scope) : null;
  const liked = result.relations.liked;
  let body = '{"success":true,"data":[';
  for (let i = 0; i < count; i++) {
    const card = result.cards[i] as CardEntry;
    body += (i > 0 ? ',' : '') + card.open + (liked.has(card.id) ? LIKED : NOT_LIKED);
  }
  const tail = JSON.stringify({
    hasMore,
    totalCount: opts.totalCount,
    nextCursor,
    pagination: {
      page: opts.page,
      limit: opts.limit,
      hasNext: hasMore,
      totalPages: Math.max(1, Math.ceil(opts.totalCount / opts.limit)),
      total: opts.totalCount,
      nextCursor,
    },
  });
  return new SerialisedReply(`${body}],${tail.slice(1)}`);
}
