// The browse reply (GET /api/users): the cursor's scope and the body assembled from the cards' serialised bytes.
import type { RouteReply, userRoutes } from '@kindred/core';
import { SerialisedReply } from '../http/contractRoute';
import type { BrowseFilter, BrowseResult, Position } from './browse';

/** What a cursor is bound to: the viewer and the filter (its total was counted for both). */
export const cursorScope = (viewerId: string, filter: BrowseFilter) => `${viewerId}\n${JSON.stringify(filter)}`;

const HEAD = Buffer.from('{"success":true,"data":[');
const COMMA = Buffer.from(',');
const LIKED = Buffer.from(',"isLiked":true}');
const NOT_LIKED = Buffer.from(',"isLiked":false}');

/**
 * The reply body (spec 001 §7 fields plus `nextCursor`), assembled from the cards' serialised bytes: no card
 * is serialised or encoded again per request.
 */
export function browseReply(
  result: BrowseResult,
  opts: { limit: number; page: number; totalCount: number; cursorFor: (position: Position) => string },
): SerialisedReply<RouteReply<typeof userRoutes.browse>> {
  const hasMore = result.cards.length > opts.limit;
  const shown = hasMore ? result.cards.slice(0, opts.limit) : result.cards;
  const last = shown[shown.length - 1];
  const nextCursor = hasMore && last ? opts.cursorFor(last.position) : null;
  const liked = result.relations.liked;
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
  const parts: Buffer[] = [HEAD];
  shown.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(card.open, liked.has(card.id) ? LIKED : NOT_LIKED);
  });
  parts.push(Buffer.from(`],${tail.slice(1)}`));
  return new SerialisedReply(Buffer.concat(parts));
}
