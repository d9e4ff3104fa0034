/**
 * Route table and guards (docs/product/public-pages.md "Route table"; docs/product/public-pages.md "Route guard behaviour"; docs/product/public-pages.md login
 * redirect; docs/product/public-pages.md route user id).
 */
export const publicPaths = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/about',
  '/safety',
  '/support',
  '/terms',
  '/privacy',
] as const;
export const guardedPaths = [
  '/dashboard',
  '/profile',
  '/messages',
  '/settings',
  '/subscription',
  '/user',
  '/post',
] as const;

/**
 * The app's route table (docs/product/public-pages.md, with the member pages of docs/product/public-pages.md and decisions: `/user/{id}` profile,
 * `/post/{storyId}`): a parameter segment is written `:name`.
 */
export const appRoutes = [
  ...publicPaths,
  '/dashboard',
  '/profile',
  '/messages',
  '/messages/:userId',
  '/settings',
  '/subscription',
  '/user/:id',
  '/post/:storyId',
] as const;
export type AppRoute = (typeof appRoutes)[number];
/** Where page views of paths the app does not serve are counted. */
export const OTHER_ROUTE = 'other';

/**
 * The route-table entry a visited path belongs to (query, hash and trailing slashes dropped; `/user/abc` →
 * `/user/:id`), or 'other' for a path the app does not serve: page views count per route, so neither ids nor
 * arbitrary paths become keys (decisions: Analytics).
 */
export function routeOfPath(path: string): AppRoute | typeof OTHER_ROUTE {
  const segments = pathOnly(path).split('/');
  const found = appRoutes.find((route) => {
    const parts = route.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
  return found ?? OTHER_ROUTE;
}

export const AUTH_ERROR_PANEL_MS = 3_000;
export const routeMessages = {
  authError: 'Authentication Error',
  authFailed: 'Authentication failed',
  invalidUserId: 'Invalid User ID provided.',
  loginRequired: 'You must be logged in to access this page.',
} as const;

const pathOnly = (path: string) => (path.split(/[?#]/, 1)[0] as string).replace(/\/+$/, '') || '/';

export type GuardDecision =
  | { kind: 'loading' }
  | { kind: 'authError'; title: string; message: string; durationMs: number }
  | { kind: 'redirect'; to: '/login'; from: string }
  | { kind: 'render' };

/** While loading a spinner; on an auth error the panel for 3 s; unauthenticated → /login keeping 'from'. */
export function guardRoute(input: {
  loading: boolean;
  error: string | null;
  authenticated: boolean;
  path: string;
}): GuardDecision {
  if (input.loading) return { kind: 'loading' };
  if (input.error !== null) {
    return {
      kind: 'authError',
      title: routeMessages.authError,
      message: input.error || routeMessages.authFailed,
      durationMs: AUTH_ERROR_PANEL_MS,
    };
  }
  if (!input.authenticated) return { kind: 'redirect', to: '/login', from: input.path };
  return { kind: 'render' };
}

/** Settings tabs (docs/product/public-pages.md); `?tab=privacy` is where photo-request notifications lead. */
export const settingsTabs = ['notifications', 'privacy', 'appearance', 'account'] as const;
export type SettingsTab = (typeof settingsTabs)[number];
