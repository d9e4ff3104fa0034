import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setLeaveCheck } from './leaveGuard';

/** A leave request held by the guard: an in-app destination, or a step back/forward through history. */
type Held = { to: string } | { delta: number };

export type LeaveGuard = {
  /** 'blocked' while a leave request waits for the member's answer. */
  state: 'idle' | 'blocked';
  /** Leave after all (the held link, `navigate` call or back/forward step). */
  proceed: () => void;
  /** Stay; the request is dropped. */
  reset: () => void;
};

const historyIndex = (state: unknown) => (state as { idx?: unknown } | null)?.idx;

/**
 * Asks before leaving the current path while `when` is true — the declarative router's stand-in for the data
 * router's `useBlocker`: same-origin link clicks (captured before the router's own handler), `leaveHeld` for
 * programmatic navigation, and browser back/forward (the step is undone until the member decides). Closing the
 * tab is the page's own `beforeunload`.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const [held, setHeld] = useState<Held | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!when) return;
    released.current = false;
    const leaves = (to: string) => new URL(to, window.location.href).pathname !== here;
    const check = (to: string) => {
      if (released.current || !leaves(to)) return false;
      setHeld({ to });
      return true;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (check(url.pathname + url.search + url.hash)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // Back/forward: the router listens to popstate on window too; this capture listener runs first.
    let index = historyIndex(window.history.state);
    let undoing = false;
    const onPop = (event: PopStateEvent) => {
      if (released.current) return;
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const next = historyIndex(event.state);
      if (typeof next !== 'number' || typeof index !== 'number' || window.location.pathname === here) return;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(index - next);
      setHeld({ delta: next - index });
    };
    const removeCheck = setLeaveCheck(check);
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop, true);
    return () => {
      removeCheck();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop, true);
      index = undefined;
    };
  }, [when, here]);

  const proceed = useCallback(() => {
    if (!held) return;
    released.current = true;
    setHeld(null);
    if ('to' in held) void navigate(held.to);
    else window.history.go(held.delta);
  }, [held, navigate]);
  const reset = useCallback(() => setHeld(null), []);

  return { state: held ? 'blocked' : 'idle', proceed, reset };
}
