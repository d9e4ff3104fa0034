import type { MouseEvent } from 'react';

/**
 * A plain link that a client-side router can take over: a normal click calls `onNavigate(href)` instead of loading
 * the page; modified clicks (new tab, new window) and links without `onNavigate` keep the browser's behaviour.
 */
export function navigateOnClick(href: string, onNavigate?: (href: string) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}

/** `navigateOnClick`, or no handler at all when there is no router to hand the click to. */
export function navigateHandler(href: string, onNavigate?: (href: string) => void) {
  return onNavigate ? navigateOnClick(href, onNavigate) : undefined;
}
