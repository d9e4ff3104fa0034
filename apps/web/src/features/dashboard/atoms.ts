import { appendPage, defaultDashboardFilters, type DashboardFilters, type MemberCard } from '@kindred/core';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** The dashboard's filters are core's one shape (decision 0185); distance is kept, not offered nor sent (decision 0116). */
export const defaultFilters: DashboardFilters = defaultDashboardFilters;

/** How many filters differ from the defaults (the badge on the Filters button); distance is not offered yet. */
export function activeFilterCount(f: DashboardFilters): number {
  return (
    Number(f.ageMin !== defaultFilters.ageMin || f.ageMax !== defaultFilters.ageMax) +
    Number(f.online) +
    Number(f.verified) +
    Number(f.withPhotos) +
    f.interests.length
  );
}

export const dashboardModes = ['browse', 'matches', 'likes'] as const;
export type DashboardMode = (typeof dashboardModes)[number];
export const dashboardViews = ['grid', 'list'] as const;
export type DashboardView = (typeof dashboardViews)[number];

export const filtersAtom = atom<DashboardFilters>(defaultFilters);
export const modeAtom = atom<DashboardMode>('browse');
/** Grid or list, remembered on this device. */
export const viewAtom = atomWithStorage<DashboardView>('kindred.dashboardView', 'grid');

/** The browse list: pages appended without duplicates, the next keyset cursor, and its load state. */
export interface BrowseState {
  items: MemberCard[];
  cursor: string | null;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'loadingMore' | 'error';
  /** Bumped on every first-page load so a late page of an older list is dropped. */
  generation: number;
  loaded: boolean;
}

export const initialBrowse: BrowseState = {
  items: [],
  cursor: null,
  hasMore: false,
  status: 'idle',
  generation: 0,
  loaded: false,
};
export const browseAtom = atom<BrowseState>(initialBrowse);

/** Members I liked (seeded from the cards' isLiked; toggled optimistically). */
export const likedIdsAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Like requests on their way (their buttons wait). */
export const pendingLikesAtom = atom<ReadonlySet<string>>(new Set<string>());
/** FREE members' likes left today; undefined = unlimited or unknown. */
export const likesRemainingAtom = atom<number | undefined>(undefined);

/** Adds a page to the list: keeps order, never lists a member twice (core's appendPage). */
export function withPage(state: BrowseState, page: readonly MemberCard[], cursor: string | null, hasMore: boolean) {
  return { ...state, items: appendPage(state.items, page), cursor, hasMore, status: 'idle' as const, loaded: true };
}

/**
 * Focus goes back to the card a profile was opened from (the profile is its own route, so the list under it is a new
 * one): the card's member is noted on open, handed over on close, and the list that mounts next focuses that card.
 */
export const profileOpenerAtom = atom<string | null>(null);
export const focusCardAtom = atom<string | null>(null);
