import { atom } from 'jotai';
import { lazy, type ComponentType } from 'react';
import { store } from '../lib/store';

/** How many route pages are being fetched right now: the shell shows its progress bar while > 0. */
export const pageLoadsAtom = atom(0);

type PageModule = { default: ComponentType };

/** A lazy page; `preload()` fetches its chunk ahead of the first render (the app's start, main.tsx). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A route page as its own chunk (React.lazy), counted in `pageLoadsAtom` while it loads. Once its chunk has
 * arrived (through `preload()` or an earlier render), the page renders at once, without suspending: that is how a
 * prerendered page hydrates in one pass (main.tsx, decision 0045).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed chunk is fetched again next time
        throw error;
      },
    ));
  const component = lazy(() => {
    // React.lazy reads a thenable that resolves synchronously as already loaded.
    const ready = loaded;
    if (ready) return { then: (resolve: (module: PageModule) => void) => resolve(ready) } as Promise<PageModule>;
    // The factory runs while React renders: count on a microtask, not during render.
    queueMicrotask(() => store.set(pageLoadsAtom, (n) => n + 1));
    return fetchPage().finally(() => queueMicrotask(() => store.set(pageLoadsAtom, (n) => n - 1)));
  }) as unknown as LazyPage;
  component.preload = () =>
    fetchPage().then(
      () => undefined,
      () => undefined,
    );
  return component;
}
