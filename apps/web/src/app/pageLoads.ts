import { atom } from 'jotai';
import { lazy, type ComponentType } from 'react';
import { store } from '../lib/store';

/** How many route pages are being fetched right now: the shell shows its progress bar while > 0. */
export const pageLoadsAtom = atom(0);

type PageModule = { default: ComponentType };

/** A lazy page; `preload()` fetches its chunk ahead of the first render (the app's start, main.tsx). */
export type LazyPage = ComponentType & { preload: () => void };

/** A route page as its own chunk (React.lazy), counted in `pageLoadsAtom` while it loads. */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const component = lazy(() => {
    // The factory runs while React renders: count on a microtask, not during render.
    queueMicrotask(() => store.set(pageLoadsAtom, (n) => n + 1));
    return load().finally(() => queueMicrotask(() => store.set(pageLoadsAtom, (n) => n - 1)));
  }) as unknown as LazyPage;
  component.preload = () => void load().catch(() => undefined);
  return component;
}
