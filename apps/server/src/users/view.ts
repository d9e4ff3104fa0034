/**
 * Member reply shapes: explicit allow-lists per viewer (decisions: API conventions). The owner sees their own
 * account; a match or a stranger sees the public profile, with private photos as locked placeholders unless
 * the owner approved the viewer. Email, password data, tokens and private URLs never leave through the others.
 */
import {
  resolveSettings,
  type Gender,
  type Identity,
  type Interest,
  type IntoTag,
  type LookingFor,
  type MaritalStatus,
  type PublicUser,
  type OwnProfile,
  type publicProfileSchema,
  type Settings as ContractSettings,
  type SubscriptionPlan,
  type TurnOn,
  type User,
  type UserDetails,
} from '@kindred/core';
import type { z } from 'zod';
import type { SqlRow } from '../db/rows';
import type { photos, users } from '../db/schema';
import { ageFromDateOfBirth } from '../validation/core';
import { deriveTier, isPremiumTier } from '../subscription/tier';
import { memberAvatarUrl } from '@kindred/core';
import { publicThumbUrl, publicUrl, type PhotoSigner } from '../photos/urls';

export type ViewerKind = 'owner' | 'match' | 'stranger';
/** Another member's profile as a handler returns it (the contract's `publicProfileSchema`). */
export type PublicProfileReply = z.input<typeof publicProfileSchema>;

/** A photo as `USER_COLUMNS` aggregates it (JSON: the schema's field names, the time as an ISO string). */
export type PhotoRow = Pick<typeof photos.$inferSelect, 'id' | 'fileName' | 'isPrivate'> & { createdAt: string };

/** Columns every view needs; `photos` is aggregated in the same query (no N+1). */
export const USER_COLUMNS = `u.id, u.nickname, u.email, u.role, u.base_tier, u.is_couple, u.is_verified,
  to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.location, u.interests, u.details, u.settings,
  u.profile_photo_id, u.online_visible, u.last_active, u.plan, u.paid_until, u.cancel_at_period_end, u.created_at,
  COALESCE((SELECT json_agg(json_build_object('id', p.id, 'fileName', p.file_name, 'isPrivate', p.is_private,
    'createdAt', p.created_at) ORDER BY p.created_at, p.id) FROM photos p WHERE p.user_id = u.id), '[]'::json) AS photos`;

/** A member as `USER_COLUMNS` reads them: the table's columns, the JSON ones as objects, and their photos. */
export type UserRow = Pick<
  SqlRow<typeof users>,
  | 'id'
  | 'nickname'
  | 'email'
  | 'role'
  | 'base_tier'
  | 'is_couple'
  | 'is_verified'
  | 'date_of_birth'
  | 'location'
  | 'interests'
  | 'profile_photo_id'
  | 'online_visible'
  | 'last_active'
  | 'plan'
  | 'paid_until'
  | 'cancel_at_period_end'
  | 'created_at'
> & {
  details: Record<string, unknown>;
  settings: Record<string, unknown>;
  photos: PhotoRow[];
};

/** A member's settings: what they saved over core's defaults, field by field (decisions: Settings). */
export function settingsOf(stored: Record<string, unknown> | null | undefined): ContractSettings {
  return resolveSettings(stored as Parameters<typeof resolveSettings>[0]);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function ageOf(row: Pick<UserRow, 'date_of_birth'>, now = Date.now()): number | null {
  return ageFromDateOfBirth(row.date_of_birth, now);
}

export interface ViewContext {
  kind: ViewerKind;
  viewerId: string;
  /** The owner approved this viewer's access to private photos. */
  accessApproved: boolean;
  signer: PhotoSigner;
  now?: number;
}

function photoView(row: UserRow, photo: PhotoRow, ctx: ViewContext) {
  const entitled = ctx.kind === 'owner' || ctx.accessApproved;
  const isProfile = photo.id === row.profile_photo_id;
  if (photo.isPrivate && !entitled) return { _id: photo.id, isPrivate: true as const };
  const url = photo.isPrivate ? ctx.signer.url(photo.id, ctx.viewerId, 'full', ctx.now) : publicUrl(photo.fileName);
  const thumbnailUrl = photo.isPrivate
    ? ctx.signer.url(photo.id, ctx.viewerId, 'thumb', ctx.now)
    : publicThumbUrl(photo.fileName);
  return {
    _id: photo.id,
    id: photo.id,
    url,
    thumbnailUrl,
    isPrivate: photo.isPrivate,
    isProfile,
    createdAt: photo.createdAt,
  };
}

/** The member as `ctx.kind` may see them: the owner their own profile, anyone else the public one. */
export function userView(row: UserRow, ctx: ViewContext & { kind: 'owner' }): OwnProfile;
export function userView(row: UserRow, ctx: ViewContext & { kind: 'match' | 'stranger' }): PublicProfileReply;
export function userView(row: UserRow, ctx: ViewContext): OwnProfile | PublicProfileReply;
export function userView(row: UserRow, ctx: ViewContext): OwnProfile | PublicProfileReply {
  const now = ctx.now ?? Date.now();
  const settings = settingsOf(row.settings);
  const tier = deriveTier(row.base_tier, row.paid_until, now);
  // Profile photo first (docs/product/browse-and-profiles.md: the first photo is treated as the profile photo).
  const ordered = [...row.photos].sort(
    (a, b) => Number(b.id === row.profile_photo_id) - Number(a.id === row.profile_photo_id),
  );
  const photos = ordered.map((p) => photoView(row, p, ctx));
  const profile = row.photos.find((p) => p.id === row.profile_photo_id);
  const photo = profile && !profile.isPrivate ? publicUrl(profile.fileName) : null;
  const d = row.details ?? {};
  const details = {
    age: ageOf(row, now) ?? undefined,
    gender: str(d.gender) as Gender | undefined,
    location: row.location,
    bio: str(d.bio) ?? '',
    interests: (row.interests ?? []) as Interest[],
    iAm: str(d.iAm) as Identity | undefined,
    lookingFor: list(d.lookingFor) as LookingFor[],
    intoTags: list(d.intoTags) as IntoTag[],
    turnOns: list(d.turnOns) as TurnOn[],
    maritalStatus: str(d.maritalStatus) as MaritalStatus | undefined,
  } satisfies UserDetails;
  const common = {
    _id: row.id,
    id: row.id,
    nickname: row.nickname,
    username: row.nickname,
    role: isPremiumTier(tier) ? ('premium' as const) : ('user' as const),
    accountTier: tier,
    isCouple: row.is_couple,
    isVerified: row.is_verified,
    isOnline: row.online_visible,
    createdAt: iso(row.created_at),
    photos,
    photo,
    avatar: memberAvatarUrl(row.id),
  };
  if (ctx.kind === 'owner') {
    const own = {
      ...common,
      email: row.email,
      isOnline: row.online_visible,
      lastActive: iso(row.last_active),
      isPaid: tier === 'PAID',
      isPremium: isPremiumTier(tier),
      subscription: {
        plan: row.plan as SubscriptionPlan | null,
        currentPeriodEnd: row.paid_until ? iso(row.paid_until) : null,
        cancelAtPeriodEnd: row.cancel_at_period_end,
      },
      settings,
      details: { ...details, dateOfBirth: row.date_of_birth },
    };
    const contract: User = own; // the shared contract type (@kindred/core) — checked at compile time
    void contract;
    return own;
  }
  const shown = {
    ...common,
    lastActive: settings.privacy.showLastSeen ? iso(row.last_active) : null,
    details,
  };
  const contract: PublicUser = shown;
  void contract;
  return shown;
}

/** A time as ISO text (what JSON makes of a Date), whether the driver gave a Date or text. */
export const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
