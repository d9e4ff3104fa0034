import { atom } from 'jotai';

/**
 * A sign-out the member shell held because the settings page has unsaved changes: the page asks the spec's
 * question ('You have unsaved changes. Are you sure you want to log out?') and, if the member goes on, calls it.
 * Lives outside the visitor entry: only the member shell and the settings page import it.
 */
export const heldSignOutAtom = atom<{ signOut: () => void } | null>(null);
