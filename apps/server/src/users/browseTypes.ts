// The browse list's shared types (browse.ts and its parts: SQL, cursor, window, reply).
import type { DashboardFilters } from '@kindred/core';

/**
 * The filters the browse list applies, after validation: core's dashboard filters (decision 0185) without `verified`
 * and `distance` (accepted, not applied), each age bound only when the request sent it.
 */
export type BrowseFilter = Pick<DashboardFilters, 'online' | 'withPhotos' | 'interests'> &
  Partial<Pick<DashboardFilters, 'ageMin' | 'ageMax'>>;

/**
 * Keyset position: (online, lastActive, id). lastActive is fixed-width UTC text with microseconds
 * (`2026-11-21T15:17:13.000000Z`), exact for PostgreSQL and ordered like the time when compared as text.
 */
export type Position = [boolean, string, string];

/** A card serialised (UTF-8) without its closing brace, so the viewer's `isLiked` can be appended. */
export interface CardEntry {
  id: string;
  position: Position;
  /** The card's JSON without its closing brace (the viewer's `isLiked` closes it): made once, joined per page. */
  open: string;
  /** The member row's version the card was made from, and when (a window's successor reuses unchanged cards). */
  version: string;
  builtAt: number;
  /** The member left this list (account deleted, or no longer matching its filter): passed over. */
  gone?: boolean;
}

export interface ViewerRelations {
  hidden: ReadonlySet<string>;
  liked: ReadonlySet<string>;
}

export interface BrowseRequest {
  viewerId: string;
  filter: BrowseFilter;
  limit: number;
  /** Keyset position after which to read, or null for the top. */
  position: Position | null;
  /** Cards to pass over (only for `?page=N` without a cursor). */
  offset: number;
}

export interface BrowseResult {
  /** Up to `limit + 1` cards: one more than shown tells whether more follow. */
  cards: CardEntry[];
  relations: ViewerRelations;
}
