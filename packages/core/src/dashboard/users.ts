/**
 * Dashboard list settings (docs/product/browse-and-profiles.md "Dashboard list"): the filter bounds (age 18–99, distance 5–100 km),
 * the filters' defaults, when the next page loads, how often the list refreshes, and how a page joins the list.
 */
import type { DashboardFilters } from '../contracts/entities';

export const AGE_FILTER_MIN = 18;
export const AGE_FILTER_MAX = 99;
export const DISTANCE_MIN_KM = 5;
export const DISTANCE_MAX_KM = 100;
export const INFINITE_SCROLL_THRESHOLD_PX = 300;
export const DASHBOARD_REFRESH_MS = 5 * 60_000;

/** The filters before the member changes any: every age and distance, no switch on, no interest. */
export const defaultDashboardFilters: DashboardFilters = Object.freeze({
  ageMin: AGE_FILTER_MIN,
  ageMax: AGE_FILTER_MAX,
  distance: DISTANCE_MAX_KM,
  online: false,
  verified: false,
  withPhotos: false,
  interests: [],
}) as DashboardFilters;

/** Appends a page, skipping ids already listed (pages can shift while members come online). */
export function appendPage<U extends { _id: string }>(current: readonly U[], page: readonly U[]): U[] {
  const seen = new Set(current.map((u) => u._id));
  return [...current, ...page.filter((u) => !seen.has(u._id) && (seen.add(u._id), true))];
}
