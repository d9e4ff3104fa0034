// The matches and likes tabs' lists, and keeping the dashboard fresh while it is open (docs/product/browse-and-profiles.md).
import { DASHBOARD_REFRESH_MS } from '@kindred/core';
import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { presenceResyncAtom } from '../../lib/socketState';
import { addLiked, loadFirstPage } from './actions';
import { fetchLiked, fetchLikedMe, fetchMatches, type LikedEntry, type LikedMeEntry, type MatchedMember } from './api';
import { modeAtom, type DashboardMode } from './atoms';

/** The lists of the open tab: null until loaded; `listError` names the tab whose list failed to load. */
export function useMemberLists(mode: DashboardMode) {
  const store = useStore();
  const [matches, setMatches] = useState<MatchedMember[] | null>(null);
  const [likedList, setLikedList] = useState<LikedEntry[] | null>(null);
  const [likedMeList, setLikedMeList] = useState<LikedMeEntry[] | null>(null);
  const [listError, setListError] = useState<DashboardMode | null>(null);

  // Fresh when the tab comes back and every 5 minutes while visible (docs/product/browse-and-profiles.md), and after a socket reconnect that
  // lost presence events (decision 0061): the first browse page and the open matches or likes tab, quietly.
  const [listReload, setListReload] = useState(0);
  const quietList = useRef(false);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void loadFirstPage(store, { quiet: true });
      if (store.get(modeAtom) === 'browse') return;
      quietList.current = true;
      setListReload((n) => n + 1);
    };
    document.addEventListener('visibilitychange', refresh);
    const timer = window.setInterval(refresh, DASHBOARD_REFRESH_MS);
    const unsubscribe = store.sub(presenceResyncAtom, refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [store]);

  // Matches and likes lists load when their tab opens, and again on a refresh (a failed refresh keeps the list).
  useEffect(() => {
    if (mode === 'browse') return;
    const quiet = quietList.current;
    quietList.current = false;
    let live = true;
    const load =
      mode === 'matches'
        ? fetchMatches().then((d) => {
            if (!live) return;
            // A match is a like both ways: its heart is filled.
            addLiked(
              store,
              d.map((m) => m._id),
            );
            setMatches(d);
          })
        : Promise.all([fetchLiked(), fetchLikedMe()]).then(([mine, theirs]) => {
            if (!live) return;
            addLiked(store, [
              ...mine.map((e) => e.recipient._id),
              ...theirs.filter((e) => e.matched).map((e) => e.sender._id),
            ]);
            setLikedList(mine);
            setLikedMeList(theirs);
          });
    load.catch(() => live && !quiet && setListError(mode));
    return () => {
      live = false;
    };
  }, [mode, listReload, store]);

  return { matches, likedList, likedMeList, listError };
}
