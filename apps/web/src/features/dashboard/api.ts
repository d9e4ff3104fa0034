import {
  safetyEndpoints,
  subscriptionEndpoints,
  type DashboardFilters,
  type EndpointReply,
  type PublicUser,
  type SubscriptionStatus,
  type userEndpoints,
} from '@kindred/core';
import { earlyOr } from '../../lib/early';
import { call } from '../../lib/call';
import { api } from '../../lib/http';
import { buildUrl } from '../../lib/request';

/** Reads shown fresh (never from the response cache); the screen shows its own message on failure. */
const QUIET_READ = { noCache: true, toast: false } as const;

/** What the dashboard reads of a page of GET /api/users (docs/product/browse-and-profiles.md): the cards and the next page's cursor. */
export type BrowsePage = Pick<
  EndpointReply<typeof userEndpoints.browse>,
  'data' | 'hasMore' | 'nextCursor' | 'totalCount'
>;

export const PAGE_SIZE = 20;

/** The query of a browse request: distance and verified are sent but not applied (docs/product/browse-and-profiles.md). */
export function browseQuery(filters: DashboardFilters, cursor?: string | null): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: PAGE_SIZE, ageMin: filters.ageMin, ageMax: filters.ageMax };
  if (filters.online) query.online = 'true';
  if (filters.withPhotos) query.withPhotos = 'true';
  if (filters.verified) query.verified = 'true';
  if (filters.interests.length) query.interests = filters.interests.join(',');
  if (cursor) query.cursor = cursor;
  return query;
}

/** The URL of a browse request, as index.html's pre-paint script writes it for the default filters. */
export const browseUrl = (query: Record<string, string | number>) => buildUrl('/api', '/users', query);

/** The first page may already be on its way: index.html asks for it with the default filters (lib/early.ts). */
export function fetchBrowsePage(filters: DashboardFilters, cursor?: string | null): Promise<BrowsePage> {
  const query = browseQuery(filters, cursor);
  return earlyOr(browseUrl(query), () => api<BrowsePage>('/users', { query, noCache: true, toast: false }));
}

/** A like's reply: `isMatch`, or `alreadyLiked` when the like was there already (the contract's safety routes). */
export type LikeReply = EndpointReply<typeof safetyEndpoints.like>;

export const postLike = (id: string) => call(safetyEndpoints.like, { params: { id } }, { toast: false });
export const deleteLike = (id: string) => call(safetyEndpoints.unlike, { params: { id } }, { toast: false });

/** A match as the lists read it: core's `PublicUser` (a locked photo has no `url`) and when the match was made. */
export type MatchedMember = PublicUser & Pick<EndpointReply<typeof userEndpoints.matches>['data'][number], 'matchedAt'>;
export const fetchMatches = () => api<{ data: MatchedMember[] }>('/users/matches', QUIET_READ).then((r) => r.data);

export type LikedEntry = EndpointReply<typeof userEndpoints.likes>['data'][number];
export const fetchLiked = () => api<{ data: LikedEntry[] }>('/users/likes', QUIET_READ).then((r) => r.data);

/** Members who liked me (GET /api/users/likes/received); `matched` when I liked them back. */
export type LikedMeEntry = EndpointReply<typeof userEndpoints.likesReceived>['data'][number];
export const fetchLikedMe = () =>
  api<{ data: LikedMeEntry[] }>('/users/likes/received', QUIET_READ).then((r) => r.data);

/** The like allowance of the subscription status (`dailyLikesRemaining` omitted for premium members: unlimited). */
export type LikeAllowance = Pick<SubscriptionStatus, 'accountTier' | 'dailyLikesRemaining'>;
export const fetchAllowance = (): Promise<LikeAllowance> =>
  call(subscriptionEndpoints.status, {}, QUIET_READ).then((r) => r.data);
