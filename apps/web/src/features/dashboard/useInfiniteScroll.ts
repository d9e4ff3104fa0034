// Infinite scroll: the next page when the end of the list comes within 300 px.
import { INFINITE_SCROLL_THRESHOLD_PX } from '@kindred/core';
import { useEffect, useRef } from 'react';

/**
 * A ref for the element after the list's last card; `loadMore` runs each time it comes near while `enabled`.
 * `itemCount` re-arms the observer once a page has been added (the sentinel may still be in view).
 */
export function useInfiniteScroll(enabled: boolean, loadMore: () => void, itemCount: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`, threshold: 0 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loadMore, itemCount]);
  return sentinel;
}
