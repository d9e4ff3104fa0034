// The auth routes the profile calls (its own profile, `me`); the visitor pages take their types only.
// Called only by lazily loaded parts of the web, so a module of its own (see ../endpoints.ts).
import { endpoint } from '../http';
import type { authRoutes as auth } from '../routes/auth';

export const authEndpoints = {
  register: endpoint<typeof auth.register>('POST', '/api/auth/register'),
  login: endpoint<typeof auth.login>('POST', '/api/auth/login'),
  refresh: endpoint<typeof auth.refresh>('POST', '/api/auth/refresh-token'),
  logout: endpoint<typeof auth.logout>('POST', '/api/auth/logout'),
  me: endpoint<typeof auth.me>('GET', '/api/auth/me'),
  verify: endpoint<typeof auth.verify>('GET', '/api/auth/verify'),
  testConnection: endpoint<typeof auth.testConnection>('GET', '/api/auth/test-connection'),
  verifyEmail: endpoint<typeof auth.verifyEmail>('POST', '/api/auth/verify-email'),
  resendVerification: endpoint<typeof auth.resendVerification>('POST', '/api/auth/resend-verification'),
  forgotPassword: endpoint<typeof auth.forgotPassword>('POST', '/api/auth/forgot-password'),
  resetPassword: endpoint<typeof auth.resetPassword>('POST', '/api/auth/reset-password'),
};
