/**
 * The leave guard's check for code that navigates without a link (`navigate(href)` from menus): set by
 * `useLeaveGuard` (./useLeaveGuard.ts, loaded with the page that uses it) while a page has unsaved changes.
 */
let activeCheck: ((to: string) => boolean) | null = null;

/** True when a page with unsaved changes held the navigation to `to` (the caller must not navigate then). */
export function leaveHeld(to: string): boolean {
  return activeCheck?.(to) ?? false;
}

/** Installs the active guard's check; returns its removal. */
export function setLeaveCheck(check: (to: string) => boolean): () => void {
  activeCheck = check;
  return () => {
    if (activeCheck === check) activeCheck = null;
  };
}
