/**
 * @kindred/core's entry: what the web app, the server and the component library take from core, and nothing
 * else (`pnpm lint` fails on an export no one outside core imports — scripts/lib/core-exports.mjs). Rules used
 * only inside core stay in their modules.
 */
export { isValidId } from './identity/id';
export {
  detectLocaleFrom,
  type Direction,
  directionOf,
  isLocale,
  type Locale,
  locales,
  resolveTheme,
  type Theme,
  type ThemePreference,
  themePreferences,
} from './i18n/locales';
export { textDirection } from './i18n/textDirection';
export { type Clock, type KeyValueStorage, manualTime, memoryStorage, type Scheduler } from './time/clock';
export {
  type AllowStoryReplies,
  allowStoryRepliesOptions,
  citiesMatching,
  cityToStore,
  dashboardFilterInterests,
  type Gender,
  type Identity,
  identityOptions,
  type Interest,
  interests,
  type IntoTag,
  intoTagOptions,
  israeliCities,
  type LookingFor,
  lookingForOptions,
  type MaritalStatus,
  maritalStatusOptions,
  profileInterests,
  type ReactionType,
  reactionTypes,
  type StoryFontId,
  storyFonts,
  type StoryGradientId,
  storyGradients,
  type TurnOn,
  turnOnOptions,
  WINK_EMOJI,
} from './options/options';
export { optionKey } from './options/labels';
export { type FieldErrors, formatMessage, type ValidationKey, validationMessages } from './validation/messages';
export { limits } from './validation/limits';
export { ageFromDateOfBirth, maxDateOfBirth } from './validation/age';
export { confirmPasswordRule, emailRule, isSafeText, passwordRule, type SubscriptionPlan } from './validation/rules';
export {
  type AttachmentMime,
  attachmentMimeTypes,
  attachmentRule,
  attachmentTypes,
  photoMimeTypes,
  sniffMimeType,
} from './validation/files';
export {
  type RegistrationStep,
  toggleLimited,
  validateLogin,
  validateProfileEdit,
  validateRegistrationStep,
  validateSupportForm,
} from './validation/forms';
export {
  approveAllSchema,
  type ClientMessageIds,
  deleteAccountSchema,
  emailSchema,
  loginSchema,
  makeRegistrationSchema,
  photoAccessStatusSchema,
  reportSchema,
  type SendMessageRequest,
  type StoryTextRequest,
  storyTextSchema,
  subscriptionPlanSchema,
  verifyEmailSchema,
} from './validation/schemas';
export {
  type AccountTier,
  accountTiers,
  checkChatSend,
  deriveTier,
  FREE_DAILY_LIKES,
  FREE_STORY_COOLDOWN_HOURS,
  hasDailyLikeLimit,
  isPremium,
  likesRemaining,
  likesRemainingField,
  permissionMessages,
  storyCooldownHours,
  tierFromIdentity,
  utcDayKey,
} from './tiers/permissions';
export { formatUsd, periodEnd, planDetails, yearlySavingPercent } from './tiers/plans';
export { compatibility } from './match/compatibility';
export {
  type Conversation,
  type DashboardFilters,
  defaultSettings,
  type Message,
  type MessageMetadata,
  type Notification,
  type NotificationData,
  type NotificationSettings,
  type NotificationType,
  type Photo,
  type PhotoAccessRequest,
  type PhotoAccessStatus,
  type PrivacySettings,
  type PublicUser,
  resolveSettings,
  type Settings,
  type Story,
  type StoryMediaType,
  type StoryReaction,
  type SubscriptionStatus,
  type User,
  type UserDetails,
} from './contracts/entities';
export {
  apiErrorMessages,
  type ApiFailure,
  type ApiReply,
  type ErrorCode,
  errorCodes,
  ok,
  okFields,
} from './contracts/api';
export { fail } from './contracts/failure';
export { rateLimitMessages, type RateLimitName, rateLimitRefusal } from './limits/rateLimits';
export {
  type ClientToServerEvents,
  type SendMessagePayload,
  type ServerToClientEvents,
  type VideoSignal,
} from './contracts/socket';
export { endpoint, type Endpoint, type EndpointInput, endpointPath, type EndpointReply } from './contracts/http';
export { failureReply, type RouteContract, type RouteInput, type RouteReply } from './contracts/route';
export {
  type AccountExport,
  accountRoutes,
  analyticsRoutes,
  authRoutes,
  callRoutes,
  contractRoutes,
  type ConversationItem,
  CURSOR_MAX_LENGTH,
  cursorQuery,
  type IceServer,
  type MemberCard,
  type MessageItem,
  messageRoutes,
  type NotificationItem,
  notificationRoutes,
  type OnlineTeaserItem,
  type OwnPhoto,
  type OwnProfile,
  photoAccessRoutes,
  photoRoutes,
  type PublicProfile,
  publicProfileSchema,
  safetyRoutes,
  type SentMessageItem,
  type StoryCommentItem,
  type StoryGroupItem,
  type StoryItem,
  storyRoutes,
  subscriptionRoutes,
  userRoutes,
} from './contracts/routes';
export {
  accountEndpoints,
  analyticsEndpoints,
  authEndpoints,
  callEndpoints,
  messageEndpoints,
  notificationEndpoints,
  photoAccessEndpoints,
  photoEndpoints,
  safetyEndpoints,
  storyEndpoints,
  subscriptionEndpoints,
  userEndpoints,
} from './contracts/endpoints';
export { authCheckWithTimeout, createTokenManager, isTokenExpired, type TokenManager } from './session/tokenManager';
export { createResponseCache, NO_CACHE_PARAM, type ResponseCache, withNoCacheParam } from './request/responseCache';
export {
  createOfflineQueue,
  OFFLINE_QUEUE_KEY,
  type OfflineQueue,
  type QueuedRequest,
  shouldQueue,
} from './request/offlineQueue';
export { requestErrorFeedback } from './request/errorToast';
export {
  CONNECT_TIMEOUT_MS,
  initialSocketMachine,
  isRealtimeDisabled,
  REALTIME_DISABLED_KEY,
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_MAX_DELAY_MS,
  setRealtimeDisabled,
  SOCKET_MAX_ATTEMPTS,
  type SocketEvent,
  type SocketMachine,
  socketToastMessages,
  socketTransition,
  socketTransitionToast,
} from './realtime/socketMachine';
export { createNotificationPolling, startHeartbeat } from './realtime/timers';
export {
  type ClientEventName,
  clientEventNames,
  type ClientEventPayload,
  clientEventSchemas,
  isClientEventName,
  socketErrorMessages,
} from './realtime/events';
export {
  chatMessages,
  checkSend,
  confirmMessage,
  createOptimisticMessage,
  FAILED_SUFFIX,
  failMessage,
  SEND_CONFIRMATION_TIMEOUT_MS,
  UPLOAD_FAILED_SUFFIX,
} from './chat/optimistic';
export { PENDING_MAX_AGE_MS } from './chat/pendingQueue';
export { createMessageDeduper, mergeServerMessage } from './chat/dedupe';
export { fileKind, previewMessages, previewText } from './chat/previewText';
export { applyMessageToConversations, groupMessagesByDay, markConversationRead } from './chat/conversations';
export { totalUnread } from './chat/unread';
export { createTypingIndicator, createTypingSender, TYPING_SEND_DELAY_EMBEDDED_MS } from './chat/typing';
export { notificationModalTarget, notificationRoute, type NotificationTarget } from './notifications/routing';
export { notificationAllowed, notificationCategory } from './notifications/settings';
export { filterNotifications, type NotificationFilter, notificationFilters } from './notifications/filters';
export {
  badgeText,
  markAllRead,
  markRead,
  mergedNotificationText,
  mergeNotification,
  NOTIFICATION_MERGE_WINDOW_MS,
  notificationItemText,
  notificationMessages,
  notificationRetryDelay,
  notificationTitleText,
  unreadCount,
} from './notifications/merge';
export {
  checkStoryCreation,
  nextStoryIndex,
  previousStoryIndex,
  pruneStoryPosts,
  STORIES_REFRESH_MS,
  STORY_DUPLICATE_WINDOW_MS,
  STORY_LIFETIME_MS,
  STORY_MIN_GAP_MS,
  STORY_VIEWER_ADVANCE_MS,
  STORY_WAIT_REPLY_CLOSE_MS,
  storyDuplicateKey,
  storyMessages,
  type StoryPost,
  storyRejection,
  storySubmissionLocked,
} from './stories/creation';
export { canReplyToStory } from './stories/replies';
export { storyFontCss, storyFontOf, storyGradientCss, storyGradientIsLight, storyGradientOf } from './stories/styles';
export { groupStories, storyAuthorId } from './stories/groups';
export {
  CALL_CONNECTION_TIMEOUT_MS,
  CALL_CONTROLS_HIDE_MS,
  CALL_END_AFTER_MESSAGE_MS,
  CALL_INIT_TIMEOUT_MS,
  CALL_STATS_INTERVAL_MS,
  type CallEvent,
  callMessages,
  type CallState,
  callTransition,
  idleCall,
  shouldRollbackOffer,
} from './calls/callMachine';
export { connectionQuality, type ConnectionQuality, packetLossPercent } from './calls/quality';
export { createDisconnectRecovery } from './calls/recovery';
export { friendlyCallError, friendlyCallMessages } from './calls/errors';
export { relativeDate } from './time/relativeDate';
export { BANNER_DISMISSED_KEY, resendMinutesLeft, shouldShowBanner } from './verification/banner';
export {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  appendPage,
  DASHBOARD_REFRESH_MS,
  defaultDashboardFilters,
  DISTANCE_MAX_KM,
  DISTANCE_MIN_KM,
  INFINITE_SCROLL_THRESHOLD_PX,
} from './dashboard/users';
export { type MessageKey, messageKeyOf } from './i18n/catalogue';
export {
  canChangePhoto,
  canDeletePhoto,
  canUploadPhoto,
  MAX_PHOTOS,
  PHOTO_REREQUEST_AFTER_MS,
  type PhotoAccessAction,
  photoAccessTransition,
  photoMessages,
} from './photos/photoRules';
export { settingsDirty } from './settings/settingsForm';
export {
  guardedPaths,
  guardRoute,
  publicPaths,
  routeMessages,
  routeOfPath,
  type SettingsTab,
  settingsTabs,
} from './routing/routes';
export {
  memberAvatarUrl,
  PUBLIC_IMAGE_PREFIX,
  privatePhotoUrl,
  publicPhotoUrl,
  publicThumbUrl,
  type PhotoSize,
} from './photos/urls';
export {
  avatarUrl,
  LIKE_TOAST_MS,
  TOAST_AUTO_CLOSE_MS,
  TOAST_MAX_VISIBLE,
  UPLOAD_TIMEOUT_MS,
  uploadProgress,
} from './media/media';
export { likeSucceeded } from './likes/likes';
export { applyTabSync, NOTIFICATION_SYNC_CHANNEL, parseTabSync, type TabSyncMessage } from './notifications/tabSync';
export { shouldSendReadReceipt } from './presence/presence';
export { CHAT_LOADING_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './request/timeouts';
