/**
 * A member's profile as the server sends it (apps/server/src/users/view.ts, one allow-list per viewer; decisions:
 * API conventions). The caller's own: the reply of sign-in, registration, GET /api/auth/me and PUT
 * /api/users/profile, and the data export's `profile`. Another member's (a match or a stranger): the matches list
 * and GET /api/users/{id} (routes/users.ts).
 */
import { z } from 'zod';
import {
  allowStoryRepliesOptions,
  genderOptions,
  identityOptions,
  interests,
  intoTagOptions,
  lookingForOptions,
  maritalStatusOptions,
  turnOnOptions,
} from '../../options/options';
import { accountTiers } from '../../tiers/permissions';
import { subscriptionPlans } from '../../validation/rules';
import type { PublicUser, Settings, User } from '../entities';
import { isoDate } from './common';

const id = z.string().describe('24-hex id');

export const settingsSchema = z.strictObject({
  notifications: z.strictObject({
    messages: z.boolean(),
    calls: z.boolean(),
    stories: z.boolean(),
    likes: z.boolean(),
    comments: z.boolean(),
    photoRequests: z.boolean(),
  }),
  privacy: z.strictObject({
    showOnlineStatus: z.boolean(),
    showReadReceipts: z.boolean(),
    showLastSeen: z.boolean(),
    allowStoryReplies: z.enum(allowStoryRepliesOptions),
  }),
});

/** A photo of a profile: a private one the viewer may not see is a locked placeholder (its id only). */
const profilePhoto = z.union([
  z.strictObject({ _id: id, isPrivate: z.literal(true) }),
  z.strictObject({
    _id: id,
    id,
    url: z.string(),
    thumbnailUrl: z.string(),
    isPrivate: z.boolean(),
    isProfile: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
]);

export const profileDetailsSchema = z.strictObject({
  age: z.number().int().optional(),
  gender: z.enum(genderOptions).optional(),
  location: z.string(),
  bio: z.string(),
  interests: z.array(z.enum(interests)),
  iAm: z.enum(identityOptions).optional(),
  lookingFor: z.array(z.enum(lookingForOptions)),
  intoTags: z.array(z.enum(intoTagOptions)),
  turnOns: z.array(z.enum(turnOnOptions)),
  maritalStatus: z.enum(maritalStatusOptions).optional(),
});
export type ProfileDetails = z.input<typeof profileDetailsSchema>;

export const memberFields = {
  _id: id,
  id,
  nickname: z.string(),
  /** The same as `nickname` (the spec's clients read either). */
  username: z.string(),
  role: z.enum(['user', 'premium']),
  accountTier: z.enum(accountTiers),
  isCouple: z.boolean(),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
  createdAt: isoDate,
  /** The profile photo first. */
  photos: z.array(profilePhoto),
  photo: z.string().nullable(),
  avatar: z.string(),
};

/** The owner's own view: their account, subscription and settings. */
export const ownProfileSchema = z.strictObject({
  ...memberFields,
  email: z.string(),
  lastActive: isoDate,
  isPaid: z.boolean(),
  isPremium: z.boolean(),
  subscription: z.strictObject({
    plan: z.enum(subscriptionPlans).nullable(),
    currentPeriodEnd: isoDate.nullable(),
    cancelAtPeriodEnd: z.boolean(),
  }),
  settings: settingsSchema,
  details: profileDetailsSchema.extend({ dateOfBirth: z.iso.date() }).strict(),
});
export type OwnProfile = z.input<typeof ownProfileSchema>;

/** Another member as a match or a stranger sees them: no account data; last seen only if they show it. */
export const publicProfileSchema = z.strictObject({
  ...memberFields,
  lastActive: isoDate.nullable(),
  details: profileDetailsSchema,
});
export type PublicProfile = z.output<typeof publicProfileSchema>;

// The owner's view is the entity the web's screens take (checked by the compiler).
const _ownIsEntity: z.output<typeof ownProfileSchema> extends User ? true : never = true;
const _publicIsEntity: PublicProfile extends PublicUser ? true : never = true;
const _settingsAreEntity: z.output<typeof settingsSchema> extends Settings ? true : never = true;
void _ownIsEntity;
void _publicIsEntity;
void _settingsAreEntity;
