import { createElement, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';

import { lazyPage, type LazyPage } from './pageLoads';
import { ErrorBoundary } from './routes/ErrorBoundary';
import { ErrorFallback } from './routes/ErrorFallback';
import { tokenAtom } from '../lib/http';
import { store } from '../lib/store';
import { Layout, loadMemberShell } from './routes/Layout';

/**
 * Every route is its own chunk: the page module's default export, rendered through React.lazy (the shell's
 * Suspense shows the loading state; decision 0043 — the declarative router, not the data router, for weight).
 */
const page = (load: Parameters<typeof lazyPage>[0]): Pick<RouteObject, 'element'> => ({
  element: createElement(lazyPage(load)),
});

/**
 * The members-only guard (RequireAuth) lives in the member shell's chunk (routes/MemberShell.tsx): visitors never
 * load it (decision 0043). With a stored session, `startLoading` fetches it at once, with the session check.
 */
export const MembersOnly = lazyPage(() => loadMemberShell().then((m) => ({ default: m.RequireAuth })));

const NotFoundPage = lazyPage(() => import('./routes/NotFoundPage'));

/** The route table of docs/product/public-pages.md (plus 001's /forgot-password, /user/{id} and decisions' /reset-password, /post/{id}). */
export const routes: RouteObject[] = [
  {
    // An error in a page keeps the header and footer (Layout's boundary); one in the shell replaces it (App).
    element: <Layout />,
    children: [
      {
        children: [
          { path: '/', ...page(() => import('../features/home/HomePage')) },
          { path: '/login', ...page(() => import('../features/auth/LoginPage')) },
          { path: '/register', ...page(() => import('../features/auth/RegisterPage')) },
          { path: '/forgot-password', ...page(() => import('../features/auth/ForgotPasswordPage')) },
          { path: '/reset-password', ...page(() => import('../features/auth/ResetPasswordPage')) },
          { path: '/verify-email', ...page(() => import('../features/auth/VerifyEmailPage')) },
          { path: '/about', ...page(() => import('../features/static/AboutPage')) },
          { path: '/safety', ...page(() => import('../features/static/SafetyPage')) },
          { path: '/support', ...page(() => import('../features/static/SupportPage')) },
          { path: '/terms', ...page(() => import('../features/static/TermsPage')) },
          { path: '/privacy', ...page(() => import('../features/static/PrivacyPage')) },
          {
            element: <MembersOnly />,
            children: [
              { path: '/dashboard', ...page(() => import('../features/dashboard/DashboardPage')) },
              { path: '/profile', ...page(() => import('../features/profile/MyProfilePage')) },
              { path: '/user/:id', ...page(() => import('../features/profile/UserProfilePage')) },
              { path: '/messages', ...page(() => import('../features/messages/MessagesPage')) },
              { path: '/messages/:userId', ...page(() => import('../features/messages/MessagesPage')) },
              { path: '/settings', ...page(() => import('../features/settings/SettingsPage')) },
              { path: '/subscription', ...page(() => import('../features/subscription/SubscriptionPage')) },
              { path: '/post/:storyId', ...page(() => import('../features/stories/PostPage')) },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * At start-up, before the first render (main.tsx): the current route's page chunk, and with a stored session the
 * member shell and the session check (GET /api/auth/me) — all at once, alongside the translations, instead of one
 * after the other as each renders. A members-only page is not fetched for a visitor (the guard sends them away).
 * Resolves when the page's chunk has arrived (or failed: the page's own loading and error states take over).
 */
export function startLoading(pathname: string): Promise<void> {
  const member = store.get(tokenAtom) !== null;
  if (member) {
    void loadMemberShell();
    void import('../features/session/session').then((session) => session.checkSession());
  }
  const matched = matchRoutes(routes, pathname) ?? [];
  if (!member && matched.some((m) => (m.route.element as ReactElement | undefined)?.type === MembersOnly)) {
    return Promise.resolve();
  }
  const page = (matched.at(-1)?.route.element as ReactElement | undefined)?.type as Partial<LazyPage> | undefined;
  return page?.preload?.() ?? Promise.resolve();
}

/** The app's routes, inside a `<BrowserRouter>` (main.tsx). An error in the shell itself replaces the page. */
export function AppRoutes() {
  return <ErrorBoundary fallback={<ErrorFallback />}>{useRoutes(routes)}</ErrorBoundary>;
}
