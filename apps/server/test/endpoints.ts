/** Every HTTP endpoint of the API with an example body, for the IDOR, allow-list and fuzz suites. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:id` is replaced per test. */
  path: string;
  body?: unknown;
  multipart?: boolean;
}

export const endpoints: Endpoint[] = [
  { method: 'POST', path: '/api/auth/register', body: {} },
  { method: 'POST', path: '/api/auth/login', body: {} },
  { method: 'POST', path: '/api/auth/refresh-token', body: {} },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'GET', path: '/api/auth/me' },
  { method: 'GET', path: '/api/auth/verify' },
  { method: 'GET', path: '/api/auth/test-connection' },
  { method: 'POST', path: '/api/auth/verify-email', body: { token: 'x' } },
  { method: 'POST', path: '/api/auth/resend-verification' },
  { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'a@b.cd' } },
  { method: 'POST', path: '/api/auth/reset-password', body: { token: 'x', password: 'x' } },
  { method: 'GET', path: '/api/users' },
  { method: 'GET', path: '/api/users/:id' },
  { method: 'PUT', path: '/api/users/profile', body: {} },
  { method: 'GET', path: '/api/users/settings' },
  { method: 'PUT', path: '/api/users/settings', body: {} },
  { method: 'GET', path: '/api/users/likes' },
  { method: 'GET', path: '/api/users/matches' },
  { method: 'GET', path: '/api/users/blocked' },
  { method: 'POST', path: '/api/users/:id/like' },
  { method: 'DELETE', path: '/api/users/:id/like' },
  { method: 'POST', path: '/api/users/:id/block' },
  { method: 'DELETE', path: '/api/users/:id/block' },
  { method: 'POST', path: '/api/users/:id/report', body: { reason: 'spam' } },
  { method: 'POST', path: '/api/users/photos', multipart: true },
  { method: 'PUT', path: '/api/users/photos/:id/privacy', body: { isPrivate: true } },
  { method: 'PUT', path: '/api/users/photos/:id/profile' },
  { method: 'DELETE', path: '/api/users/photos/:id' },
  { method: 'GET', path: '/api/users/photos/permissions' },
  { method: 'POST', path: '/api/users/photos/approve-all', body: {} },
  { method: 'POST', path: '/api/users/:id/request-photo-access' },
  { method: 'GET', path: '/api/users/:id/photo-access-status' },
  { method: 'PUT', path: '/api/users/:id/approve-photo-access' },
  { method: 'PUT', path: '/api/users/:id/reject-photo-access' },
  { method: 'DELETE', path: '/api/users/:id/photo-access' },
  { method: 'PUT', path: '/api/photos/permissions/:id', body: { status: 'approved' } },
  { method: 'POST', path: '/api/photos/:id/request' },
  { method: 'GET', path: '/api/photos/private/:id' },
  { method: 'GET', path: '/api/avatars/:id' },
  { method: 'GET', path: '/api/subscription/status' },
  { method: 'POST', path: '/api/subscription/upgrade', body: { plan: 'monthly' } },
  { method: 'POST', path: '/api/subscription/cancel' },
  { method: 'DELETE', path: '/api/users/account', body: {} },
  { method: 'GET', path: '/api/users/me/export' },
  { method: 'POST', path: '/api/analytics/pageview', body: { path: '/' } },
  { method: 'GET', path: '/api/messages/conversations' },
  { method: 'POST', path: '/api/messages', body: { recipientId: 'a'.repeat(24), content: 'hi' } },
  { method: 'GET', path: '/api/messages/:id' },
  { method: 'PUT', path: '/api/messages/:id/read' },
];

/** Endpoints that are public by design; every other one must answer 401 without a token. */
export const publicPaths = new Set([
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/refresh-token',
  '/api/auth/logout',
  '/api/auth/test-connection',
  '/api/auth/verify-email',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  '/api/photos/private/:id',
  '/api/avatars/:id',
  '/api/analytics/pageview',
]);
