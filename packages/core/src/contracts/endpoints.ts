/**
 * The contract's routes as the web calls them (decision 0127): method and path, with the types of the zod entries
 * in `routes/` (imported as types only, so no zod reaches the web's bundle). The compiler checks each against its
 * entry.
 */
import { endpoint } from './http';
import type { notificationRoutes as notifications } from './routes/notifications';
import type { subscriptionRoutes as subscription } from './routes/subscription';
import type { authRoutes as auth } from './routes/auth';
import type { accountRoutes as account } from './routes/account';
import type { safetyRoutes as safety } from './routes/safety';
import type { analyticsRoutes as analytics } from './routes/analytics';
import type { photoRoutes as photos } from './routes/photos';
import type { photoAccessRoutes as photoAccess } from './routes/photoAccess';
import type { callRoutes as calls } from './routes/calls';
import type { messageRoutes as messages } from './routes/messages';
import type { userRoutes as users } from './routes/users';

// The stories' table is a module of its own: only the stories' lazy parts call it, so the member shell does not
// carry it.
export { storyEndpoints } from './endpoints/story';

export const subscriptionEndpoints = {
  status: endpoint<typeof subscription.status>('GET', '/api/subscription/status'),
  upgrade: endpoint<typeof subscription.upgrade>('POST', '/api/subscription/upgrade'),
  cancel: endpoint<typeof subscription.cancel>('POST', '/api/subscription/cancel'),
};

export const notificationEndpoints = {
  list: endpoint<typeof notifications.list>('GET', '/api/notifications'),
  read: endpoint<typeof notifications.read>('PUT', '/api/notifications/read'),
  readAll: endpoint<typeof notifications.readAll>('PUT', '/api/notifications/read-all'),
  readOne: endpoint<typeof notifications.readOne>('PUT', '/api/notifications/:id/read'),
};

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

export const accountEndpoints = {
  remove: endpoint<typeof account.remove>('DELETE', '/api/users/account'),
  export: endpoint<typeof account.export>('GET', '/api/users/me/export'),
};

export const safetyEndpoints = {
  like: endpoint<typeof safety.like>('POST', '/api/users/:id/like'),
  unlike: endpoint<typeof safety.unlike>('DELETE', '/api/users/:id/like'),
  block: endpoint<typeof safety.block>('POST', '/api/users/:id/block'),
  unblock: endpoint<typeof safety.unblock>('DELETE', '/api/users/:id/block'),
  report: endpoint<typeof safety.report>('POST', '/api/users/:id/report'),
};

export const analyticsEndpoints = {
  pageView: endpoint<typeof analytics.pageView>('POST', '/api/analytics/pageview'),
};

export const photoEndpoints = {
  upload: endpoint<typeof photos.upload>('POST', '/api/users/photos'),
  privacy: endpoint<typeof photos.privacy>('PUT', '/api/users/photos/:id/privacy'),
  profile: endpoint<typeof photos.profile>('PUT', '/api/users/photos/:id/profile'),
  remove: endpoint<typeof photos.remove>('DELETE', '/api/users/photos/:id'),
};

export const photoAccessEndpoints = {
  list: endpoint<typeof photoAccess.list>('GET', '/api/users/photos/permissions'),
  approveAll: endpoint<typeof photoAccess.approveAll>('POST', '/api/users/photos/approve-all'),
  request: endpoint<typeof photoAccess.request>('POST', '/api/users/:id/request-photo-access'),
  status: endpoint<typeof photoAccess.status>('GET', '/api/users/:id/photo-access-status'),
  approve: endpoint<typeof photoAccess.approve>('PUT', '/api/users/:id/approve-photo-access'),
  reject: endpoint<typeof photoAccess.reject>('PUT', '/api/users/:id/reject-photo-access'),
  revoke: endpoint<typeof photoAccess.revoke>('DELETE', '/api/users/:id/photo-access'),
  answer: endpoint<typeof photoAccess.answer>('PUT', '/api/photos/permissions/:id'),
  requestByPhoto: endpoint<typeof photoAccess.requestByPhoto>('POST', '/api/photos/:id/request'),
};

export const callEndpoints = {
  iceServers: endpoint<typeof calls.iceServers>('GET', '/api/calls/ice-servers'),
};

export const messageEndpoints = {
  conversations: endpoint<typeof messages.conversations>('GET', '/api/messages/conversations'),
  send: endpoint<typeof messages.send>('POST', '/api/messages'),
  history: endpoint<typeof messages.history>('GET', '/api/messages/:id'),
  read: endpoint<typeof messages.read>('PUT', '/api/messages/:id/read'),
  attachment: endpoint<typeof messages.attachment>('POST', '/api/messages/attachments'),
};

export const userEndpoints = {
  browse: endpoint<typeof users.browse>('GET', '/api/users'),
  onlineTeaser: endpoint<typeof users.onlineTeaser>('GET', '/api/users/online-teaser'),
  updateProfile: endpoint<typeof users.updateProfile>('PUT', '/api/users/profile'),
  settings: endpoint<typeof users.settings>('GET', '/api/users/settings'),
  saveSettings: endpoint<typeof users.saveSettings>('PUT', '/api/users/settings'),
  likes: endpoint<typeof users.likes>('GET', '/api/users/likes'),
  likesReceived: endpoint<typeof users.likesReceived>('GET', '/api/users/likes/received'),
  matches: endpoint<typeof users.matches>('GET', '/api/users/matches'),
  blocked: endpoint<typeof users.blocked>('GET', '/api/users/blocked'),
  profile: endpoint<typeof users.profile>('GET', '/api/users/:id'),
};
