/** Entities shared by web and server (docs/product/README.md; decisions.md). Ids are 24-hex strings. */
import type {
  AllowStoryReplies,
  Gender,
  Identity,
  IntoTag,
  Interest,
  LookingFor,
  MaritalStatus,
  ReactionType,
  TurnOn,
} from '../options/options';
import type { AccountTier } from '../tiers/permissions';
import type { SubscriptionPlan } from '../validation/rules';
import type { z } from 'zod';
import type { subscriptionStatusSchema } from './routes/subscription';

export type Id = string;
/** ISO-8601 date-time text as sent over JSON. */
export type IsoDate = string;

export interface NotificationSettings {
  messages: boolean;
  calls: boolean;
  stories: boolean;
  likes: boolean;
  comments: boolean;
  photoRequests: boolean;
}

export interface PrivacySettings {
  showOnlineStatus: boolean;
  showReadReceipts: boolean;
  showLastSeen: boolean;
  allowStoryReplies: AllowStoryReplies;
}

export interface Settings {
  notifications: NotificationSettings;
  privacy: PrivacySettings;
}

export interface UserDetails {
  age?: number;
  gender?: Gender;
  location?: string;
  bio?: string;
  interests?: Interest[];
  iAm?: Identity;
  lookingFor?: LookingFor[];
  intoTags?: IntoTag[];
  turnOns?: TurnOn[];
  maritalStatus?: MaritalStatus;
  dateOfBirth?: string;
}

export interface Photo {
  _id: Id;
  /** Absent for a private photo the viewer may not see (decisions: locked placeholder). */
  url?: string;
  thumbnailUrl?: string;
  isPrivate: boolean;
  isProfile?: boolean;
  createdAt?: IsoDate;
}

export type PhotoAccessStatus = 'none' | 'pending' | 'approved' | 'rejected';

export interface PhotoAccessRequest {
  _id: Id;
  requestedBy: Pick<PublicUser, '_id' | 'nickname' | 'photo'>;
  owner: Id;
  status: PhotoAccessStatus;
  createdAt: IsoDate;
  updatedAt?: IsoDate;
}

/** What any member may see of another member (decisions: explicit allow-list per viewer). */
export interface PublicUser {
  _id: Id;
  id?: Id;
  nickname: string;
  photo?: string | null;
  photos?: Photo[];
  isOnline?: boolean;
  lastActive?: IsoDate | null;
  createdAt?: IsoDate;
  accountTier: AccountTier;
  isVerified?: boolean;
  role?: 'user' | 'premium';
  details?: UserDetails;
}

/** The owner's own view (GET /auth/me). */
export interface User extends PublicUser {
  email: string;
  username?: string;
  isCouple?: boolean;
  isPaid?: boolean;
  subscription?: { plan: SubscriptionPlan | null; currentPeriodEnd?: IsoDate | null };
  settings: Settings;
}

export const notificationTypes = [
  'generic',
  'message',
  'newMessage',
  'like',
  'match',
  'photoRequest',
  'photoResponse',
  'comment',
  'call',
  'story',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface NotificationData {
  sender?: Id;
  requester?: Id;
  owner?: Id;
  user?: Id;
  matchedUser?: Id;
  commenter?: Id;
  status?: PhotoAccessStatus;
  postId?: Id;
  referenceId?: Id;
  storyId?: Id;
  callId?: string;
}

export interface Notification {
  _id: Id;
  id?: Id;
  type: NotificationType;
  title?: string;
  message?: string;
  content?: string;
  sender?: { _id: Id; nickname: string; photo?: string | null };
  data?: NotificationData;
  read: boolean;
  createdAt: IsoDate;
  updatedAt?: IsoDate;
  /** Defaults to 1; grows when notifications merge (docs/product/README.md). */
  count?: number;
  isMatch?: boolean;
}

export type StoryMediaType = 'text' | 'image' | 'video';

export interface StoryReaction {
  user: Id;
  reactionType: ReactionType;
  createdAt?: IsoDate;
}

export interface Story {
  _id: Id;
  user: Id | { _id: Id; nickname: string; profilePicture?: string | null; avatar?: string | null };
  content?: string;
  mediaType: StoryMediaType;
  mediaUrl?: string;
  /** A small image for the strip (image stories). */
  thumbnailUrl?: string;
  type?: StoryMediaType;
  backgroundStyle?: string;
  backgroundColor?: string;
  fontStyle?: string;
  createdAt: IsoDate;
  expiresAt?: IsoDate;
  /** The author sees every viewer; anyone else sees only themself, once they viewed it. */
  viewers: Id[];
  /** The author sees every reaction; anyone else sees only their own. */
  reactions: StoryReaction[];
  /** The viewer has seen this story (their own stories count as seen). */
  seen?: boolean;
  reactionCount?: number;
  commentCount?: number;
  /** The viewer may comment (the author's allowStoryReplies). */
  canComment?: boolean;
}

/** The stories strip: one entry per member, the most recent poster first (the viewer's own first). */
export interface StoryGroup<S extends Story = Story> {
  user: { _id: Id; nickname: string; avatar?: string | null };
  /** In posting order (oldest first), as the viewer plays them. */
  stories: S[];
  latestAt: IsoDate;
  /** Some story of the member is not yet seen by the viewer (the ring colour). */
  hasUnseen: boolean;
}

export interface StoryComment {
  _id: Id;
  story: Id;
  user: { _id: Id; nickname: string; photo?: string | null };
  content: string;
  createdAt: IsoDate;
}

export const messageTypes = ['text', 'wink', 'file', 'video', 'system'] as const;
export type MessageType = (typeof messageTypes)[number];
export type MessageStatus = 'pending' | 'sending' | 'sending-api' | 'sent' | 'error' | 'uploading';

export interface MessageMetadata {
  fileName?: string;
  fileType?: string;
  mimeType?: string;
  fileSize?: number;
  url?: string;
  fileUrl?: string;
  serverUrl?: string;
  width?: number;
  height?: number;
  isPlaceholder?: boolean;
  uploadId?: string;
  callDuration?: number;
  /** Only in the sender's confirmation, when the client sent its id here (docs/product/README.md). */
  clientMessageId?: string;
}

export interface Message {
  _id: Id;
  /**
   * The sender's id for this message (one name everywhere; a resend with it returns the stored message). On a
   * local unsent copy it is also the temporary `_id`.
   */
  clientMessageId?: string;
  /** Position in its conversation (server messages): catch-up resumes after the last one seen. */
  seq?: number;
  conversationId?: Id;
  sender: Id;
  recipient: Id;
  type: MessageType;
  content: string;
  metadata?: MessageMetadata;
  createdAt: IsoDate;
  read: boolean;
  status?: MessageStatus;
  pending?: boolean;
  error?: boolean;
  senderName?: string;
  senderPhoto?: string | null;
}

export interface Conversation {
  user: Pick<PublicUser, '_id' | 'nickname' | 'photo' | 'isOnline' | 'accountTier'>;
  lastMessage: Message | null;
  unreadCount: number;
}

/** GET /api/subscription/status: one shape, the contract's (contracts/routes/subscription.ts). */
export type SubscriptionStatus = z.output<typeof subscriptionStatusSchema>;

/**
 * The dashboard's filters (docs/product/browse-and-profiles.md, decision 0185): the one shape the web's filter state,
 * ui's FilterPanel and the server's browse filter are written in. Bounds and defaults are `dashboard/users.ts`.
 */
export interface DashboardFilters {
  ageMin: number;
  ageMax: number;
  /** Kilometres. Kept for when distance is applied: the browse list does not apply it yet, nor does the web offer it. */
  distance?: number;
  online: boolean;
  verified: boolean;
  withPhotos: boolean;
  /** Any of these. */
  interests: Interest[];
}

/** All notification categories and privacy switches on; story replies from everyone (docs/product/README.md; decisions). */
export function defaultSettings(): Settings {
  return {
    notifications: { messages: true, calls: true, stories: true, likes: true, comments: true, photoRequests: true },
    privacy: { showOnlineStatus: true, showReadReceipts: true, showLastSeen: true, allowStoryReplies: 'everyone' },
  };
}

/** Settings from the server first, then the user's stored settings, then defaults (docs/product/README.md), field by field. */
export function resolveSettings(
  ...sources: readonly (
    Partial<{ notifications: Partial<NotificationSettings>; privacy: Partial<PrivacySettings> }> | null | undefined
  )[]
): Settings {
  const result = defaultSettings();
  for (const source of [...sources].reverse()) {
    if (!source) continue;
    Object.assign(result.notifications, source.notifications);
    Object.assign(result.privacy, source.privacy);
  }
  return result;
}
