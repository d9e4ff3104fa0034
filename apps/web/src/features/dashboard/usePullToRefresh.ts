// Pull to refresh on touch screens: pulling the browse list down from the top of the page reloads its first page.
import { useRef, useState, type TouchEvent } from 'react';

export const PULL_TRIGGER = 70;
const PULL_MAX = 110;

/** `enabled`: the list a pull would reload is on screen; `refresh` reloads it (the indicator shows until done). */
export function usePullToRefresh(enabled: boolean, refresh: () => Promise<unknown>) {
  const pullStart = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [pulling, setPulling] = useState(false);
  const onTouchStart = (e: TouchEvent) => {
    pullStart.current = window.scrollY <= 0 && enabled ? (e.touches[0]?.clientY ?? null) : null;
    // The indicator's chunk is asked for when a touch starts at the top.
    if (pullStart.current !== null) void import('./overlays');
  };
  const onTouchMove = (e: TouchEvent) => {
    if (pullStart.current === null) return;
    setPull(Math.max(0, Math.min(PULL_MAX, (e.touches[0]?.clientY ?? 0) - pullStart.current)));
  };
  const onTouchEnd = () => {
    if (pullStart.current !== null && pull >= PULL_TRIGGER) {
      setPulling(true);
      void refresh().finally(() => setPulling(false));
    }
    pullStart.current = null;
    setPull(0);
  };
  return { pull, pulling, handlers: { onTouchStart, onTouchMove, onTouchEnd } };
}
