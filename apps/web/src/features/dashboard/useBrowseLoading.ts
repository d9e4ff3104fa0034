// The browse list's loading: its first page on arrival and after a filter changes, and the likes left today.
import type { DashboardFilters } from '@kindred/core';
import { useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { endPreviewAfterPaint } from '../../lib/preview';
import { loadFirstPage } from './actions';
import { fetchAllowance } from './api';
import { browseAtom, likesRemainingAtom, type BrowseState } from './atoms';

export function useBrowseLoading(filters: DashboardFilters, browse: BrowseState) {
  const store = useStore();

  // First page on arrival, then again (debounced) whenever a filter changes.
  const seenFilters = useRef(filters);
  useEffect(() => {
    if (seenFilters.current === filters) {
      if (!store.get(browseAtom).loaded) void loadFirstPage(store);
      return;
    }
    seenFilters.current = filters;
    const timer = window.setTimeout(() => void loadFirstPage(store), 300);
    return () => window.clearTimeout(timer);
  }, [filters, store]);

  // The first-photos preview (decision 0062) gives way once this page shows its first page (or why it has none).
  const firstShown = browse.loaded || browse.status === 'error';
  useEffect(() => (firstShown ? endPreviewAfterPaint() : undefined), [firstShown]);

  // Likes left today (FREE members), from the subscription status.
  useEffect(() => {
    fetchAllowance()
      .then((a) => store.set(likesRemainingAtom, a.dailyLikesRemaining))
      .catch(() => undefined);
  }, [store]);
}
