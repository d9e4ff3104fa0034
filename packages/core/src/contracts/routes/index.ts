/** Every route of the HTTP contract (decision 0127), area by area; the areas not yet here are hand-written. */
import type { RouteContract } from '../route';
import { notificationRoutes } from './notifications';
import { subscriptionRoutes } from './subscription';
import { photoRoutes } from './photos';
import { photoAccessRoutes } from './photoAccess';
import { callRoutes } from './calls';
import { messageRoutes } from './messages';

export { CURSOR_MAX_LENGTH, cursorQuery } from './common';
export { notificationItemSchema, notificationRoutes, type NotificationItem } from './notifications';
export { subscriptionRoutes, subscriptionStatusSchema } from './subscription';
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

export const contractRoutes: readonly RouteContract[] = [
  ...Object.values(subscriptionRoutes),
  ...Object.values(notificationRoutes),
  ...Object.values(photoRoutes),
  ...Object.values(photoAccessRoutes),
  ...Object.values(callRoutes),
  ...Object.values(messageRoutes),
];
