/** Business constants (docs/product/README.md, docs/product/README.md, docs/product/README.md, decisions.md): one row per constant. */
import { describe, expect, it } from 'vitest';
import * as calls_callMachine from './calls/callMachine';
import * as calls_recovery from './calls/recovery';
import * as chat_dedupe from './chat/dedupe';
import * as chat_optimistic from './chat/optimistic';
import * as chat_pendingQueue from './chat/pendingQueue';
import * as chat_previewText from './chat/previewText';
import * as chat_typing from './chat/typing';
import * as dashboard_users from './dashboard/users';
import * as likes_likes from './likes/likes';
import * as media_media from './media/media';
import * as notifications_merge from './notifications/merge';
import * as photos_photoRules from './photos/photoRules';
import * as presence_presence from './presence/presence';
import * as realtime_socketMachine from './realtime/socketMachine';
import * as realtime_timers from './realtime/timers';
import * as request_offlineQueue from './request/offlineQueue';
import * as request_responseCache from './request/responseCache';
import * as request_timeouts from './request/timeouts';
import * as routing_routes from './routing/routes';
import * as session_tokenManager from './session/tokenManager';
import * as stories_constants from './stories/constants';
import * as tiers_permissions from './tiers/permissions';
import * as verification_banner from './verification/banner';
import { limits } from './validation/limits';

// The modules that hold the constants (the entry exports only what the rest of the workspace takes).
const core: Record<string, unknown> = Object.assign(
  {},
  calls_callMachine,
  calls_recovery,
  chat_dedupe,
  chat_optimistic,
  chat_pendingQueue,
  chat_previewText,
  chat_typing,
  dashboard_users,
  likes_likes,
  media_media,
  notifications_merge,
  photos_photoRules,
  presence_presence,
  realtime_socketMachine,
  realtime_timers,
  request_offlineQueue,
  request_responseCache,
  request_timeouts,
  routing_routes,
  session_tokenManager,
  stories_constants,
  tiers_permissions,
  verification_banner,
);

describe('business constants', () => {
  it.each([
    // session (docs/product/README.md)
    ['EXPIRY_MARGIN_MS', 30_000],
    ['PROACTIVE_REFRESH_MS', 300_000],
    ['IMMEDIATE_REFRESH_BELOW_MS', 60_000],
    ['REFRESH_DEDUPE_MS', 1_000],
    ['AUTH_CHECK_TIMEOUT_MS', 8_000],
    // request layer
    ['CACHE_MAX_ENTRIES', 100],
    ['CACHE_DEFAULT_TTL_MS', 60_000],
    ['CACHE_SINGLE_USER_TTL_MS', 120_000],
    ['CACHE_MESSAGES_TTL_MS', 10_000],
    ['OFFLINE_MAX_TRIES', 3],
    // socket
    ['SOCKET_MAX_ATTEMPTS', 5],
    ['RECONNECT_BASE_DELAY_MS', 5_000],
    ['RECONNECT_MAX_DELAY_MS', 30_000],
    ['CONNECT_TIMEOUT_MS', 30_000],
    ['HEARTBEAT_INTERVAL_MS', 30_000],
    ['HEARTBEAT_TIMEOUT_MS', 60_000],
    ['POLL_INTERVAL_MS', 60_000],
    ['POLL_FIRST_DELAY_MS', 5_000],
    ['VISIBLE_REFRESH_AFTER_MS', 30_000],
    // chat
    ['SEND_CONFIRMATION_TIMEOUT_MS', 10_000],
    ['PENDING_MAX_AGE_MS', 300_000],
    ['PROCESSED_ID_WINDOW_MS', 1_500],
    ['PLACEHOLDER_MATCH_WINDOW_MS', 60_000],
    ['PREVIEW_MAX_CHARS', 25],
    ['TYPING_SEND_DELAY_MS', 500],
    ['TYPING_SEND_DELAY_EMBEDDED_MS', 400],
    ['TYPING_INDICATOR_MS', 3_000],
    // notifications
    ['NOTIFICATION_MERGE_WINDOW_MS', 300_000],
    ['NOTIFICATION_FETCH_RETRIES', 3],
    ['NOTIFICATION_RETRY_BASE_MS', 2_000],
    // stories
    ['STORY_MIN_GAP_MS', 5_000],
    ['STORY_DUPLICATE_WINDOW_MS', 10_000],
    ['STORY_DUPLICATE_PREFIX', 20],
    ['STORY_LIFETIME_MS', 86_400_000],
    ['STORY_VIEWER_ADVANCE_MS', 5_000],
    ['STORIES_LIST_CACHE_MS', 60_000],
    ['STORIES_REFRESH_MS', 300_000],
    ['STORIES_INITIAL_LOAD_DELAY_MS', 500],
    ['STORY_REQUEST_DEBOUNCE_MS', 300],
    ['STORY_WAIT_REPLY_CLOSE_MS', 1_500],
    ['DOUBLE_TAP_HEART_PX', 80],
    ['REQUEST_TIMEOUT_MS', 15_000],
    ['CHAT_LOADING_TIMEOUT_MS', 10_000],
    ['AUTH_ERROR_PANEL_MS', 3_000],
    ['TOAST_AUTO_CLOSE_MS', 3_000],
    ['TOAST_MAX_VISIBLE', 5],
    ['LIKE_TOAST_MS', 5_000],
    ['UPLOAD_TIMEOUT_MS', 60_000],
    // tiers (decisions)
    ['FREE_DAILY_LIKES', 3],
    ['FREE_STORY_COOLDOWN_HOURS', 72],
    // calls (docs/product/README.md)
    ['CALL_MAX_ATTEMPTS', 3],
    ['CALL_UNANSWERED_TIMEOUT_MS', 45_000],
    ['CALL_END_AFTER_MESSAGE_MS', 5_000],
    ['CALL_INIT_TIMEOUT_MS', 5_000],
    ['CALL_CONNECTION_TIMEOUT_MS', 30_000],
    ['CALL_STATS_INTERVAL_MS', 5_000],
    ['CALL_CONTROLS_HIDE_MS', 3_000],
    ['DISCONNECT_GRACE_MS', 3_000],
    // verification, dashboard, photos
    ['BANNER_DISMISS_MS', 86_400_000],
    ['RESEND_COOLDOWN_MS', 3_600_000],
    ['AGE_FILTER_MIN', 18],
    ['AGE_FILTER_MAX', 99],
    ['DISTANCE_MIN_KM', 5],
    ['DISTANCE_MAX_KM', 100],
    ['INFINITE_SCROLL_THRESHOLD_PX', 300],
    ['DASHBOARD_REFRESH_MS', 300_000],
    ['MAX_PHOTOS', 10],
    ['PHOTO_REREQUEST_AFTER_MS', 604_800_000],
  ] as const)('%s = %i', (name, value) => {
    expect((core as unknown as Record<string, unknown>)[name]).toBe(value);
  });

  it.each([
    ['nicknameMin', 3],
    ['nicknameMax', 50],
    ['passwordMin', 8],
    ['passwordMax', 128],
    ['loginPasswordMin', 6],
    ['locationMin', 2],
    ['locationMax', 100],
    ['ageMin', 18],
    ['ageMax', 120],
    ['bioMax', 500],
    ['lookingForMax', 3],
    ['interestsMax', 10],
    ['intoTagsMax', 20],
    ['turnOnsMax', 20],
    ['storyTextMax', 150],
    ['messageTextMax', 2000],
    ['fileMaxBytes', 5 * 1024 * 1024],
    ['photosMax', 10],
    ['usersPageSize', 20],
  ] as const)('limits.%s = %i', (name, value) => {
    expect(limits[name]).toBe(value);
  });
});
