import { atom } from 'jotai';
import type { ReactNode } from 'react';
import { store } from './store';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** Text, or a sentence with a member's name in `<bdi>` (the like toast). */
  title: ReactNode;
  description?: string;
  /** The member the toast is about: their photo instead of the icon (the like toast). */
  person?: { name: string; photo: string | null };
  /** Overrides the region's 3 s (docs/product/notifications.md: the like toast stays 5 s). */
  duration?: number;
}

/** Toasts waiting to be shown; the shell renders them with @kindred/ui's Toast. */
export const toastsAtom = atom<ToastItem[]>([]);
let nextId = 1;

/**
 * Shows a toast from anywhere (components, HTTP and socket handlers): `toast({ kind: 'error', title })`. Nothing is
 * shown while the page is hidden (docs/product/notifications.md): the member would never see it before it closes. Returns the id,
 * or 0 when suppressed.
 */
export function toast(item: Omit<ToastItem, 'id'>): number {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return 0;
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list, { ...item, id }]);
  return id;
}

export function dismissToast(id: number): void {
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}
