/**
 * Dashboard list rules (spec 001 §4 "Dashboard list", §9): online first, then most recent lastActive; the current
 * user is hidden; age filter 18–99 using 25 when age is missing; verified and distance are not applied.
 */
import type { DashboardFilters, PublicUser } from '../contracts/entities';

export const DEFAULT_AGE_WHEN_MISSING = 25;
export const AGE_FILTER_MIN = 18;
export const AGE_FILTER_MAX = 99;
export const DISTANCE_MIN_KM = 5;
export const DISTANCE_MAX_KM = 100;
export const INFINITE_SCROLL_THRESHOLD_PX = 300;
export const PROFILE_INTERESTS_SHOWN = 8;
export const DASHBOARD_REFRESH_MS = 5 * 60_000;
export const USERS_FIRST_LOAD_DELAY_MS = 500;

type ListedUser = Pick<PublicUser, '_id' | 'isOnline' | 'lastActive' | 'details' | 'photos' | 'photo'>;

const lastActiveMs = (u: ListedUser) => {
  const t = u.lastActive ? Date.parse(u.lastActive) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

export function sortUsers<U extends ListedUser>(users: readonly U[]): U[] {
  return [...users].sort((a, b) => {
    const online = Number(b.isOnline === true) - Number(a.isOnline === true);
    if (online !== 0) return online;
    const [ta, tb] = [lastActiveMs(a), lastActiveMs(b)];
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
}

export function clampAgeRange(min: number, max: number): { ageMin: number; ageMax: number } {
  const clamp = (n: number) => Math.min(AGE_FILTER_MAX, Math.max(AGE_FILTER_MIN, Math.round(n)));
  const [a, b] = [clamp(min), clamp(max)];
  return a <= b ? { ageMin: a, ageMax: b } : { ageMin: b, ageMax: a };
}

export function filterUsers<U extends ListedUser>(
  users: readonly U[],
  filters: Pick<DashboardFilters, 'ageMin' | 'ageMax' | 'online' | 'withPhotos' | 'interests'>,
  currentUserId: string | null,
): U[] {
  const { ageMin, ageMax } = clampAgeRange(filters.ageMin, filters.ageMax);
  return users.filter((u) => {
    if (currentUserId !== null && u._id === currentUserId) return false;
    const age = typeof u.details?.age === 'number' ? u.details.age : DEFAULT_AGE_WHEN_MISSING;
    if (age < ageMin || age > ageMax) return false;
    if (filters.online && u.isOnline !== true) return false;
    if (filters.withPhotos && !(u.photos?.length || u.photo)) return false;
    if (filters.interests.length > 0) {
      const mine = new Set(u.details?.interests ?? []);
      if (!filters.interests.some((i) => mine.has(i))) return false;
    }
    return true;
  });
}

/** Profile modal: first 8 interests, then a '+N show more' button. */
export function interestsPreview<T>(
  interests: readonly T[],
  expanded = false,
): { shown: T[]; more: number; label: string | null } {
  if (expanded || interests.length <= PROFILE_INTERESTS_SHOWN) return { shown: [...interests], more: 0, label: null };
  const more = interests.length - PROFILE_INTERESTS_SHOWN;
  return { shown: interests.slice(0, PROFILE_INTERESTS_SHOWN), more, label: `+${more} show more` };
}

/** Infinite scroll: load more when the last card is within 300 px of the bottom. */
export function shouldLoadMore(distanceToBottomPx: number, hasMore: boolean, loading: boolean): boolean {
  return hasMore && !loading && distanceToBottomPx <= INFINITE_SCROLL_THRESHOLD_PX;
}

/** Appends a page, skipping ids already listed (pages can shift while members come online). */
export function appendPage<U extends { _id: string }>(current: readonly U[], page: readonly U[]): U[] {
  const seen = new Set(current.map((u) => u._id));
  return [...current, ...page.filter((u) => !seen.has(u._id) && (seen.add(u._id), true))];
}
