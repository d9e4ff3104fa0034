/**
 * The build's prerenderer (decision 0045): renders a visitor page to HTML in one language, in Node, with the app's
 * own components, so the first paint of `/`, `/login`, `/register`… is the page itself and the client hydrates it
 * instead of replacing it. Built with `vite build --ssr` by apps/web/build/prerender.ts; never shipped to browsers.
 */
import type { Locale } from '@kindred/core';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { localeAtom } from '../features/appearance/atoms';
import { i18n } from '../lib/i18n';
import { store } from '../lib/store';

/**
 * The page at `url` as a visitor with no saved theme sees it in `lng`, once every lazy part has loaded, and the
 * translation namespaces it used (the client loads them before it hydrates).
 */
export async function renderPage(url: string, lng: Locale): Promise<{ html: string; namespaces: string[] }> {
  store.set(localeAtom, lng);
  await i18n.changeLanguage(lng);
  const used = i18n.reportNamespaces as { usedNamespaces?: Record<string, boolean> } | undefined;
  if (used) used.usedNamespaces = {};
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // Every boundary inline, whatever its size: no out-of-order segments, which need an inline script to swap in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [] };
}
