import {
  safetyEndpoints,
  subscriptionEndpoints,
  userEndpoints,
  type DashboardFilters,
  type EndpointInput,
  type EndpointReply,
  type PublicUser,
  type SubscriptionStatus,
} from '@kindred/core';
import { earlyOr } from '../../lib/early';
import { call } from '../../lib/call';
import { buildUrl } from '../../lib/request';

/** Reads shown fresh (never from the response cache); the screen shows its own message on failure. */
const QUIET_READ = { noCache: true, toast: false } as const;

/** What the dashboard reads of a page of GET /api/users (docs/product/browse-and-profiles.md): the cards and the next page's cursor. */
export type BrowsePage = Pick<
  EndpointReply<typeof userEndpoints.browse>,
  'data' | 'hasMore' | 'nextCursor' | 'totalCount'
>;

export const PAGE_SIZE = 20;

type BrowseQuery = EndpointInput<typeof userEndpoints.browse>['query'];

/**
 * The query of a browse request: distance and verified are sent but not applied (docs/product/browse-and-profiles.md).
 * In the URL a switch is `true` and the interests one comma-separated value (`String` of the list).
 */
export function browseQuery(filters: DashboardFilters, cursor?: string | null): BrowseQuery {
  const query: BrowseQuery = { limit: PAGE_SIZE, ageMin: filters.ageMin, ageMax: filters.ageMax };
  if (filters.online) query.online = true;
  if (filters.withPhotos) query.withPhotos = true;
  if (filters.verified) query.verified = true;
  if (filters.interests.length) query.interests = filters.interests;
  if (cursor) query.cursor = cursor;
  return query;
}

/** The URL of a browse request, as index.html's pre-paint script writes it for the default filters. */
export const browseUrl = (query: BrowseQuery) => buildUrl('/api', '/users', query);

/** The first page may already be on its way: index.html asks for it with the default filters (lib/early.ts). */
export function fetchBrowsePage(filters: DashboardFilters, cursor?: string | null): Promise<BrowsePage> {
  const query = browseQuery(filters, cursor);
  return earlyOr<BrowsePage>(browseUrl(query), () => call(userEndpoints.browse, { query }, QUIET_READ));
}

/** A like's reply: `isMatch`, or `alreadyLiked` when the like was there already (the contract's safety routes). */
export type LikeReply = EndpointReply<typeof safetyEndpoints.like>;

export const postLike = (id: string) => call(safetyEndpoints.like, { params: { id } }, { toast: false });
export const deleteLike = (id: string) => call(safetyEndpoints.unlike, { params: { id } }, { toast: false });

/** A match as the lists read it: core's `PublicUser` (a locked photo has no `url`) and when the match was made. */
export type MatchedMember = PublicUser & Pick<EndpointReply<typeof userEndpoints.matches>['data'][number], 'matchedAt'>;
export const fetchMatches = () =>
  call(userEndpoints.matches, {}, QUIET_READ).then((r): MatchedMember[] => r.data as MatchedMember[]);

export type LikedEntry = EndpointReply<typeof userEndpoints.likes>['data'][number];
export const fetchLiked = () => call(userEndpoints.likes, {}, QUIET_READ).then((r) => r.data);

/** Members who liked me (GET /api/users/likes/received); `matched` when I liked them back. */
export type LikedMeEntry = EndpointReply<typeof userEndpoints.likesReceived>['data'][number];
export const fetchLikedMe = () => call(userEndpoints.likesReceived, {}, QUIET_READ).then((r) => r.data);

/** The like allowance of the subscription status (`dailyLikesRemaining` omitted for premium members: unlimited). */
export type LikeAllowance = Pick<SubscriptionStatus, 'accountTier' | 'dailyLikesRemaining'>;
export const fetchAllowance = (): Promise<LikeAllowance> =>
  call(subscriptionEndpoints.status, {}, QUIET_READ).then((r) => r.data);
