// Kindred's relational schema (drizzle). One table group per resource; migrations are generated from this file with
// `pnpm --filter @kindred/server db:generate` and committed under apps/server/drizzle. Only features PostgreSQL 15
// supports (PGlite is 18, production may be 15).
import { interests as interestOptions } from '@kindred/core';
import { browseInterestIndex, interestPredicate } from './browseIndexes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = <N extends string>(name: N) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Members. `base_tier` comes from registration identity; PAID is derived from `paid_until` (decisions: Tiers). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    role: text('role').notNull().default('member'),
    baseTier: text('base_tier').notNull().default('FREE'),
    isCouple: boolean('is_couple').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    verificationSentAt: ts('verification_sent_at'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    location: text('location').notNull(),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** gender, iAm, bio, lookingFor, intoTags, turnOns, maritalStatus. */
    details: jsonb('details').notNull().default({}),
    settings: jsonb('settings').notNull().default({}),
    profilePhotoId: text('profile_photo_id'),
    photoCount: integer('photo_count').notNull().default(0),
    isOnline: boolean('is_online').notNull().default(false),
    /** Online as others may see it (showOnlineStatus respected): the browse sort key. */
    onlineVisible: boolean('online_visible')
      .notNull()
      .generatedAlwaysAs(sql`is_online AND COALESCE((settings -> 'privacy' ->> 'showOnlineStatus')::boolean, true)`),
    lastActive: ts('last_active').notNull().defaultNow(),
    plan: text('plan'),
    paidUntil: ts('paid_until'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * When the member last posted a story: the 5 s gap and the FREE 72-hour allowance read it under the member's
     * row lock. It outlives the story itself (stories expire after 24 hours, or are deleted).
     */
    lastStoryAt: ts('last_story_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_browse_idx').on(t.onlineVisible.desc(), t.lastActive.desc(), t.id.desc()),
    // One browse order per interest (decision 0122): a filtered page walks only the members with it, up to its LIMIT.
    ...interestOptions.map((interest) =>
      index(browseInterestIndex(interest))
        .on(t.onlineVisible.desc(), t.lastActive.desc(), t.id.desc())
        .where(sql.raw(interestPredicate(interest))),
    ),
    index('users_paid_until_idx').on(t.paidUntil),
  ],
);

/** Refresh tokens: only the SHA-256 of the random token is stored; a family is one device's chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    remember: boolean('remember').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Single-use mail tokens (verify, reset), stored hashed, 24 h. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.kind)],
);

export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('photos_user_idx').on(t.userId, t.createdAt, t.id)],
);

/** Private-photo access per owner ↔ requester: pending, approved, rejected. */
export const photoAccess = pgTable(
  'photo_access',
  {
    id: text('id').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.requesterId] }),
    uniqueIndex('photo_access_id_key').on(t.id),
    index('photo_access_owner_status_idx').on(t.ownerId, t.status, t.updatedAt),
    index('photo_access_requester_idx').on(t.requesterId),
  ],
);

export const likes = pgTable(
  'likes',
  {
    likerId: text('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: text('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId),
    index('likes_liker_created_idx').on(t.likerId, t.createdAt.desc()),
  ],
);

/** FREE daily like allowance: one row per member per UTC day, incremented by a conditional upsert. */
export const likeCounters = pgTable(
  'like_counters',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Reports kept for moderation; the reported member is never told. They outlive both accounts: when either member
 * deletes theirs, its id is detached (set null) and only the pseudonymous reference stays (the SHA-256 of
 * `member:<id>`, `memberRef` in safety/routes.ts), so reports about one former member still group together.
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: text('reported_id').references(() => users.id, { onDelete: 'set null' }),
    reporterRef: text('reporter_ref').notNull(),
    reportedRef: text('reported_ref').notNull(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('reports_reported_idx').on(t.reportedId), index('reports_reported_ref_idx').on(t.reportedRef)],
);

/** Payments through the provider interface (sandbox by default). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
);

/** Analytics: page views counted per path per UTC day; no member attributes (decisions: Analytics). */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);

/**
 * One conversation per pair of members (`member_a` < `member_b`). `last_seq` numbers its messages (1, 2, …):
 * bumped under the row lock of the send transaction, so sequence numbers are gap-free and ordered, and catch-up
 * resumes after the last one a client saw. `read_seq_a/b`: how far each member has read. The member columns
 * have no foreign key: a conversation outlives one member's erasure (the partner keeps their own messages and
 * sees a deleted member).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    memberA: text('member_a').notNull(),
    memberB: text('member_b').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    readSeqA: integer('read_seq_a').notNull().default(0),
    readSeqB: integer('read_seq_b').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // `member_a` by the pair key's prefix, `member_b` by its own index; no index holds `last_seq`/`last_message_at`,
    // so a send's bump is a heap-only update (decision 0191; fillfactor 80 from drizzle/0011).
    uniqueIndex('conversations_pair_key').on(t.memberA, t.memberB),
    index('conversations_member_b_idx').on(t.memberB),
  ],
);

/**
 * Messages. Exactly-once by construction: (sender, client message id) is unique, so a resend finds the stored
 * message and stores nothing. The messages a member sent go with their account (decisions: account deletion).
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    metadata: jsonb('metadata'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientMessageId),
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
  ],
);

/**
 * Stories (decisions: Stories and comments): a text story (1–150 characters, a background and a font from the
 * options) or one image/video; lives 24 hours (`expires_at`), then the expiry job deletes it and its media file.
 * `dup_key` is the first 20 characters trimmed and lowercased (core's `storyDuplicateKey`), for the 10 s rule.
 */
export const stories = pgTable(
  'stories',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaType: text('media_type').notNull(),
    content: text('content'),
    dupKey: text('dup_key'),
    backgroundStyle: text('background_style'),
    backgroundColor: text('background_color'),
    fontStyle: text('font_style'),
    /** The media file under `<dataDir>/uploads/stories/` (image: `<name>.webp` with `<name>_thumb.webp`). */
    mediaFile: text('media_file'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    index('stories_active_idx').on(t.expiresAt),
    index('stories_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** Who viewed a story: once per member. */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: ts('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.viewerId] }), index('story_views_viewer_idx').on(t.viewerId)],
);

/** One reaction per member per story (like, love, laugh, wow, sad, angry); a new one replaces it. */
export const storyReactions = pgTable(
  'story_reactions',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: text('reaction_type').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] }), index('story_reactions_user_idx').on(t.userId)],
);

/** Comments on stories (the spec's "comments on posts"); who may comment follows the author's allowStoryReplies. */
export const storyComments = pgTable(
  'story_comments',
  {
    id: text('id').primaryKey(),
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('story_comments_story_idx').on(t.storyId, t.createdAt, t.id),
    index('story_comments_user_idx').on(t.userId),
  ],
);

/**
 * Notifications (decision 0022): an item per type and sender, merged within 5 minutes; kept 90 days after its last
 * update. The indexes hold `updated_minute`, not `updated_at`: a merge within a minute is heap-only (decision 0225).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    count: integer('count').notNull().default(1),
    read: boolean('read').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedMinute: ts('updated_minute').generatedAlwaysAs(sql`date_bin('1 minute', updated_at, 'epoch')`),
  },
  (t) => [
    index('notifications_recipient_recent_idx').on(t.recipientId, t.updatedMinute.desc()),
    index('notifications_merge_idx').on(t.recipientId, t.type, t.senderId, t.updatedMinute),
    index('notifications_updated_idx').on(t.updatedMinute),
  ],
);
