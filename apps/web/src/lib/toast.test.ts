import { afterEach, describe, expect, it } from 'vitest';
import { setViewportHeight } from './viewport';
import { store } from './store';
import { dismissToast, toast, toastsAtom } from './toast';

const setVisibility = (state: 'hidden' | 'visible') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe('toasts and the viewport variable (docs/product/notifications.md; docs/product/notifications.md)', () => {
  afterEach(() => {
    setVisibility('visible');
    store.set(toastsAtom, []);
  });

  it('queues a toast and dismisses it by id', () => {
    const id = toast({ kind: 'error', title: 'Server error (500)' });
    expect(store.get(toastsAtom)).toEqual([{ id, kind: 'error', title: 'Server error (500)' }]);
    dismissToast(id);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('shows nothing while the page is hidden', () => {
    setVisibility('hidden');
    expect(toast({ kind: 'error', title: 'Network error. Please try again.' })).toBe(0);
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('--vh is 1% of the visible height', () => {
    Object.defineProperty(window, 'innerHeight', { value: 640, configurable: true });
    setViewportHeight();
    expect(document.documentElement.style.getPropertyValue('--vh')).toBe('6.4px');
  });
});
