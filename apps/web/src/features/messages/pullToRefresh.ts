/**
 * Pull to refresh on a touch screen (the conversation list on a phone, as the dashboard's browse list does): a pull
 * down from the top of the list reloads it once the finger has pulled `PULL_TRIGGER` px and lets go. A list scrolled
 * away from its top scrolls as usual.
 */
import { useRef, useState, type TouchEvent } from 'react';

export const PULL_TRIGGER = 70;
export const PULL_MAX = 110;

/** The touch started inside something scrolled down (the list, or the page): a scroll, not a pull. */
function scrolledAt(target: EventTarget | null, root: Element): boolean {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    if (el.scrollTop > 0) return true;
    if (el === root) break;
  }
  return window.scrollY > 0;
}

export function usePullToRefresh(refresh: () => Promise<unknown>, enabled: boolean) {
  const start = useRef<number | null>(null);
  const pulled = useRef(0);
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const reset = () => {
    start.current = null;
    pulled.current = 0;
    setDistance(0);
  };

  const handlers = {
    onTouchStart: (e: TouchEvent<HTMLElement>) => {
      start.current =
        enabled && !refreshing && !scrolledAt(e.target, e.currentTarget) ? (e.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (e: TouchEvent<HTMLElement>) => {
      if (start.current === null) return;
      pulled.current = Math.max(0, Math.min(PULL_MAX, (e.touches[0]?.clientY ?? start.current) - start.current));
      setDistance(pulled.current);
    },
    onTouchEnd: () => {
      if (start.current !== null && pulled.current >= PULL_TRIGGER) {
        setRefreshing(true);
        void refresh()
          .catch(() => undefined)
          .finally(() => setRefreshing(false));
      }
      reset();
    },
    onTouchCancel: reset,
  };

  return { distance, ready: distance >= PULL_TRIGGER, refreshing, handlers };
}
