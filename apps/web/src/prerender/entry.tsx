/**
 * The build's prerenderer (decision 0045): renders a visitor page to HTML in one language, in Node, with the app's
 * own components, so the first paint of `/`, `/login`, `/register`… is the page itself and the client hydrates it
 * instead of replacing it. Built with `vite build --ssr` by apps/web/build/prerender.ts; never shipped to browsers.
 */
import {
  accountTiers,
  defaultSettings,
  hasDailyLikeLimit,
  type AccountTier,
  type Locale,
  type User,
} from '@kindred/core';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { localeAtom } from '../features/appearance/atoms';
import { browseQuery, browseUrl } from '../features/dashboard/api';
import { defaultFilters } from '../features/dashboard/atoms';
import { authCheckAtom, currentMemberAtom, tokenAtom } from '../features/session/atoms';
import { i18n } from '../lib/i18n';
import { store } from '../lib/store';

/**
 * The page at `url` as a visitor with no saved theme sees it in `lng`, once every lazy part has loaded, and the
 * translation namespaces it used (the client loads them before it hydrates).
 */
export async function renderPage(url: string, lng: Locale): Promise<{ html: string; namespaces: string[] }> {
  const used = i18n.reportNamespaces as { usedNamespaces?: Record<string, boolean> } | undefined;
  if (used) used.usedNamespaces = {};
  const html = await renderApp(url, lng);
  return { html, namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [] };
}

/** The app at `url` in `lng`, as HTML, once every lazy part has loaded (the store as the caller has set it). */
async function renderApp(url: string, lng: Locale): Promise<string> {
  store.set(localeAtom, lng);
  await i18n.changeLanguage(lng);
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
  return new Response(prelude).text();
}

/** The tiers with a daily like limit (core): their dashboard has the likes-left row, and so does their preview. */
export const limitedTiers: AccountTier[] = accountTiers.filter(hasDailyLikeLimit);
/** One tier of each kind, for the two previews: without and with the likes-left row. */
export const previewTiers: AccountTier[] = [
  accountTiers.find((tier) => !hasDailyLikeLimit(tier))!,
  accountTiers.find(hasDailyLikeLimit)!,
];
/** The dashboard's first request (default filters), which index.html's pre-paint script asks for early. */
export const firstBrowseUrl = browseUrl(browseQuery(defaultFilters));

/** The member the preview is rendered for: signed in and verified, no name, no photo. */
const PREVIEW_MEMBER: User = {
  _id: 'preview',
  // A space: the header's avatar is an empty circle (an empty name would show the initials of 'My profile').
  nickname: ' ',
  email: '',
  accountTier: 'FREE',
  isVerified: true,
  settings: defaultSettings(),
};

/**
 * The member's dashboard as it looks before its first page of members has arrived (the shell, the toolbar and the
 * skeleton cards, on a phone-width layout), in `lng`, for the dashboard's first-photos preview (decision 0062): the
 * page's own components and styles, so the preview has the page's geometry. Rendered for a signed-in member of `tier`
 * with no name or photo (the tiers with a daily like limit have the likes-left row); nothing of a member is in it (the
 * preview script puts the first photos into the skeletons).
 */
export async function renderMemberPreview(url: string, lng: Locale, tier: AccountTier): Promise<string> {
  store.set(tokenAtom, 'preview');
  store.set(authCheckAtom, { status: 'done', error: null });
  store.set(currentMemberAtom, { ...PREVIEW_MEMBER, accountTier: tier });
  try {
    return await renderApp(url, lng);
  } finally {
    store.set(tokenAtom, null);
    store.set(currentMemberAtom, null);
    store.set(authCheckAtom, { status: 'idle', error: null });
  }
}
