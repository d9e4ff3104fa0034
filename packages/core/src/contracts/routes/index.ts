/** Every route of the HTTP contract (decision 0127), area by area; the areas not yet here are hand-written. */
import type { RouteContract } from '../route';
import { notificationRoutes } from './notifications';
import { subscriptionRoutes } from './subscription';
import { authRoutes } from './auth';
import { accountRoutes } from './account';
import { safetyRoutes } from './safety';
import { analyticsRoutes } from './analytics';
import { photoRoutes } from './photos';
import { photoAccessRoutes } from './photoAccess';
import { callRoutes } from './calls';
import { messageRoutes } from './messages';
import { storyRoutes } from './stories';
import { userRoutes } from './users';

export { CURSOR_MAX_LENGTH, cursorQuery } from './common';
export { notificationItemSchema, notificationRoutes, type NotificationItem } from './notifications';
export { subscriptionRoutes, subscriptionStatusSchema } from './subscription';
export { ownProfileSchema, publicProfileSchema, type OwnProfile, type PublicProfile } from './profile';
export {
  browseQuerySchema,
  memberCardSchema,
  onlineTeaserItemSchema,
  userRoutes,
  viewedProfileSchema,
  type MemberCard,
  type OnlineTeaserItem,
} from './users';
export { authRoutes } from './auth';
export { accountExportSchema, accountRoutes, type AccountExport } from './account';
export { safetyRoutes } from './safety';
export { analyticsRoutes, pageViewSchema } from './analytics';
export { ownPhotoSchema, photoRoutes, type OwnPhoto } from './photos';
export { photoAccessRequestSchema, photoAccessRoutes } from './photoAccess';
export { callRoutes, iceServerSchema, type IceServer } from './calls';
export {
  attachmentSchema,
  conversationSchema,
  messageMetadataSchema,
  messageRoutes,
  messageSchema,
  sentMessageSchema,
  type ConversationItem,
  type MessageItem,
  type SentMessageItem,
} from './messages';
export {
  storyCommentItemSchema,
  storyGroupItemSchema,
  storyItemSchema,
  storyReactionItemSchema,
  storyRoutes,
  type StoryCommentItem,
  type StoryGroupItem,
  type StoryItem,
} from './stories';

export const contractRoutes: readonly RouteContract[] = [
  ...Object.values(subscriptionRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(authRoutes),
  ...Object.values(accountRoutes),
  ...Object.values(safetyRoutes),
  ...Object.values(analyticsRoutes),
  ...Object.values(photoRoutes),
  ...Object.values(photoAccessRoutes),
  ...Object.values(callRoutes),
  ...Object.values(messageRoutes),
  ...Object.values(storyRoutes),
  ...Object.values(userRoutes),
];
