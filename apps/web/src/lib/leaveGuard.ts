/**
 * The leave guard's check for code that navigates without a link (`navigate(href)` from menus): set by
 * `useLeaveGuard` (./useLeaveGuard.ts, loaded with the page that uses it) while a page has unsaved changes.
 */
/** A held leave that is a sign-out: the guard asks with that question and, if the member goes on, signs out. */
export interface LeaveIntent {
  signOut: () => void;
}

let activeCheck: ((to: string, intent?: LeaveIntent) => boolean) | null = null;

/** True when a page with unsaved changes held the navigation to `to` (the caller must not navigate then). */
export function leaveHeld(to: string, intent?: LeaveIntent): boolean {
  return activeCheck?.(to, intent) ?? false;
}

/** Installs the active guard's check; returns its removal. */
export function setLeaveCheck(check: (to: string, intent?: LeaveIntent) => boolean): () => void {
  activeCheck = check;
  return () => {
    if (activeCheck === check) activeCheck = null;
  };
}
