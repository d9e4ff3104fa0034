/**
 * The members area's HTTP routes (docs/product/browse-and-profiles.md): browse with the dashboard filters, one member's profile, the
 * caller's profile and settings edits, the likes given and received, matches and the blocked list. The profile
 * shapes themselves are `routes/profile.ts`. The server registers the literal `/api/users/<word>` paths before
 * `/api/users/:id`.
 */
import { z } from 'zod';
import { genderOptions, identityOptions, interests, type Interest } from '../../options/options';
import { accountTiers } from '../../tiers/permissions';
import { profileUpdateSchema, safeTextSchema, settingsUpdateSchema } from '../../validation/schemas';
import { okReply, route } from '../route';
import { cursorQuery, idParams, isoDate } from './common';
import { ownProfileSchema, publicProfileSchema, settingsSchema } from './profile';

const id = z.string().describe('24-hex id');

/** A browse flag as the spec's clients send it (`true`, `1`, …); absent or anything false-like is off. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** GET /api/users's filters (docs/product/browse-and-profiles.md); `verified` and `distance` are accepted, not applied. */
export const browseQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().describe('1 when absent; ignored with a cursor'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: cursorQuery,
  ageMin: z.coerce.number().int().min(18).max(120).optional(),
  ageMax: z.coerce.number().int().min(18).max(120).optional(),
  online: flag,
  withPhotos: flag,
  verified: flag,
  distance: z.coerce.number().optional(),
  interests: z
    .union([z.string().max(500), z.array(z.string().max(50)).max(20)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine(
      (list): list is Interest[] => list.every((i) => (interests as readonly string[]).includes(i)),
      'Unknown interest',
    )
    .optional()
    .describe('Any of these (comma-separated or repeated)'),
  timestamp: safeTextSchema(100).optional(),
  _t: safeTextSchema(100).optional(),
});

/**
 * One card of the browse list: what the dashboard card and list row show, each value once (no `id`/`username`
 * echoes). The full profile (all details, the gallery with private photos for approved viewers) is GET
 * /api/users/{id}.
 */
export const memberCardSchema = z.strictObject({
  _id: id,
  nickname: z.string(),
  role: z.enum(['user', 'premium']),
  accountTier: z.enum(accountTiers),
  isCouple: z.boolean(),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
  /** Null when the member hides when they were last seen. */
  lastActive: isoDate.nullable(),
  photo: z.string().nullable(),
  /** The public photos a card may flip through, the profile photo first; never a private one. */
  photos: z.array(z.strictObject({ url: z.string() })),
  /** Always-public avatar URL (the profile photo or a generated default). */
  avatar: z.string(),
  /** Public and private photos together (private ones stay locked in the profile until approved). */
  photoCount: z.number().int().nonnegative(),
  details: z.strictObject({
    age: z.number().int().optional(),
    gender: z.enum(genderOptions).optional(),
    iAm: z.enum(identityOptions).optional(),
    location: z.string(),
    bio: z.string(),
    interests: z.array(z.enum(interests)),
  }),
  /** The viewer already liked this member. */
  isLiked: z.boolean(),
});

export type MemberCard = z.output<typeof memberCardSchema>;

/** Another member's profile with the viewer's relation to them (GET /api/users/{id}, not oneself). */
export const viewedProfileSchema = publicProfileSchema.extend({
  commonInterests: z.array(z.string()),
  /** docs/product/browse-and-profiles.md, core's `compatibility`. */
  compatibility: z.strictObject({
    score: z.number(),
    factors: z.strictObject({ location: z.number(), age: z.number(), interests: z.number() }),
  }),
  isLiked: z.boolean(),
  isMatch: z.boolean(),
  photoAccessStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  hasRequestedMyPhotos: z.boolean(),
});

/** The member at `data`, `data.user` and `user`: every reading of docs/product/browse-and-profiles.md finds it. */
const ownProfileReply = okReply(ownProfileSchema.extend({ user: ownProfileSchema }), { user: ownProfileSchema });
const viewedProfileReply = okReply(viewedProfileSchema.extend({ user: viewedProfileSchema }), {
  user: viewedProfileSchema,
});

/**
 * One member of the public "people online" teaser (decision 0050, docs/product/public-pages.md): only members who
 * are online, show their online status and have a public profile photo. No id and no profile link — a visitor sees
 * a face, a first name, an age and a city, nothing to follow.
 */
export const onlineTeaserItemSchema = z.strictObject({
  nickname: z.string(),
  age: z.number().int(),
  /** The member's city (their profile location). */
  location: z.string(),
  /** The public profile photo's thumbnail (320 × 320). */
  photo: z.string(),
});

export type OnlineTeaserItem = z.output<typeof onlineTeaserItemSchema>;

/** A member in a likes list: the card the list shows. */
const listedMember = z.strictObject({ _id: id, nickname: z.string(), photo: z.string().nullable() });

export const userRoutes = {
  browse: route({
    method: 'GET',
    path: '/api/users',
    summary:
      'Member cards with the dashboard filters, online first then most recent activity (keyset cursor, or `page`).',
    query: browseQuerySchema,
    reply: okReply(z.array(memberCardSchema), {
      hasMore: z.boolean(),
      totalCount: z.number().int().nonnegative(),
      nextCursor: z.string().nullable(),
      pagination: z.strictObject({
        page: z.number().int(),
        limit: z.number().int(),
        hasNext: z.boolean(),
        totalPages: z.number().int(),
        total: z.number().int().nonnegative(),
        nextCursor: z.string().nullable(),
      }),
    }),
  }),
  onlineTeaser: route({
    method: 'GET',
    path: '/api/users/online-teaser',
    summary:
      'Public: at most 12 members online who show it and have a public profile photo — nickname, age, city and ' +
      'thumbnail only (no ids); one read for everyone per 30 s.',
    reply: okReply(z.array(onlineTeaserItemSchema)),
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/api/users/profile',
    summary: "Edits the caller's profile (each field checked by its rule when present), settings included.",
    body: profileUpdateSchema,
    reply: okReply(ownProfileSchema),
  }),
  settings: route({
    method: 'GET',
    path: '/api/users/settings',
    summary: "The caller's settings (what they saved over the defaults).",
    reply: okReply(settingsSchema),
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/users/settings',
    summary: "Saves the caller's settings, field by field over what they had.",
    body: settingsUpdateSchema,
    reply: okReply(settingsSchema, { message: z.string() }),
  }),
  likes: route({
    method: 'GET',
    path: '/api/users/likes',
    summary: 'The members the caller liked, latest first, without blocked members.',
    reply: okReply(z.array(z.strictObject({ recipient: listedMember, createdAt: isoDate }))),
  }),
  likesReceived: route({
    method: 'GET',
    path: '/api/users/likes/received',
    summary: 'The members who liked the caller, latest first (`matched`: liked back), without blocked members.',
    reply: okReply(z.array(z.strictObject({ sender: listedMember, createdAt: isoDate, matched: z.boolean() }))),
  }),
  matches: route({
    method: 'GET',
    path: '/api/users/matches',
    summary: "The caller's matches (liked both ways), latest match first, without blocked members.",
    reply: okReply(z.array(publicProfileSchema.extend({ matchedAt: isoDate }))),
  }),
  blocked: route({
    method: 'GET',
    path: '/api/users/blocked',
    summary: 'The members the caller blocked, latest first.',
    reply: okReply(
      z.array(
        z.strictObject({
          _id: id,
          id,
          nickname: z.string(),
          photos: z.array(z.strictObject({ url: z.string() })),
          photo: z.string().nullable(),
          blockedAt: isoDate,
        }),
      ),
    ),
  }),
  profile: route({
    method: 'GET',
    path: '/api/users/:id',
    summary: "One member's profile as the caller may see it (their own, a match's or a stranger's).",
    params: idParams,
    reply: z.union([ownProfileReply, viewedProfileReply]),
  }),
};
