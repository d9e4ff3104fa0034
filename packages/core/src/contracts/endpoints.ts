/**
 * The contract's routes as the web calls them (decision 0127): method and path, with the types of the zod entries
 * in `routes/` (imported as types only, so no zod reaches the web's bundle). The compiler checks each against its
 * entry.
 */
import { endpoint } from './http';
import type { notificationRoutes as notifications } from './routes/notifications';
import type { subscriptionRoutes as subscription } from './routes/subscription';
import type { safetyRoutes as safety } from './routes/safety';
import type { analyticsRoutes as analytics } from './routes/analytics';
import type { messageRoutes as messages } from './routes/messages';
import type { userRoutes as users } from './routes/users';
import type { photoRoutes as photos } from './routes/photos';
import type { photoAccessRoutes as photoAccess } from './routes/photoAccess';

// A bundler places a module, with every table of it that any chunk calls, in one chunk: a table here travels with
// the member shell, which calls the messages', notifications', safety, subscription and members lists' tables. A table
// that only one lazily loaded part calls is a module of its own and travels with that part (stories, auth's `me`
// for the profile, the account's for settings, the calls'). The members', photos' and photo access's tables stay
// here: the profile, settings and chat all call them, and a module of their own would be one more shared chunk, whose
// name the visitor entry's preload map would then carry.
export { storyEndpoints } from './endpoints/story';
export { authEndpoints } from './endpoints/auth';
export { accountEndpoints } from './endpoints/account';
export { callEndpoints } from './endpoints/calls';

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
