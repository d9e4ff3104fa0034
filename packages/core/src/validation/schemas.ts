/**
 * zod schemas for the server's request validation, built from the same rule functions the web forms use, so a
 * message is identical on both sides. Each failing issue carries the stable message key in `params.key`.
 */
import { z } from 'zod';
import {
  genderOptions,
  interests as interestOptions,
  intoTagOptions,
  lookingForOptions,
  maritalStatusOptions,
  reactionTypes,
  allowStoryRepliesOptions,
  identityOptions,
  turnOnOptions,
  WINK_EMOJI,
} from '../options/options';
import { issue, validationMessages, type ValidationIssue, type ValidationKey } from './messages';
import {
  bioRule,
  dateOfBirthRule,
  deletePasswordRule,
  emailRule,
  identityRule,
  interestsRule,
  intoTagsRule,
  locationRule,
  loginPasswordRule,
  lookingForRule,
  maritalStatusRule,
  messageContentRule,
  messageTextRule,
  nicknameRule,
  passwordRule,
  profileAgeRule,
  profileInterestsRule,
  profileLookingForRule,
  reportReasonRule,
  storyCommentRule,
  storyTextRule,
  subscriptionPlanRule,
  subscriptionPlans,
  textRule,
  turnOnsRule,
  userIdRule,
} from './rules';
import type { Clock } from '../time/clock';
import { storyFontOf, storyGradientOf } from '../stories/styles';
import { limits } from './limits';

type Rule = (value: unknown) => ValidationIssue | null;

/** Runs `rule` on the raw input; when it passes, `output` parses (and may trim) the value. */
export function fromRule<T>(rule: Rule, output: z.ZodType<T>) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const found = rule(value);
      if (found) ctx.addIssue({ code: 'custom', message: found.message, params: { key: found.key } });
    })
    .pipe(output);
}

const trimmed = z.string().trim();
/**
 * The shared refinement for a string field without a rule of its own: at most `max` characters, no NUL and no
 * lone surrogate (which no database text can hold), with the stable key of each failure.
 */
export const safeTextSchema = (max: number) => fromRule(textRule(max), z.string());
const stringList = <T extends readonly [string, ...string[]]>(options: T) => z.array(z.enum(options));
/** An optional field: absent is fine; present values go through the rule. */
const optional = <T>(rule: Rule, output: z.ZodType<T>) => fromRule(rule, output).optional();
/** An optional list that defaults to empty. */
const optionalList = <T>(rule: Rule, output: z.ZodType<T[]>) =>
  fromRule(rule, output)
    .optional()
    .transform((v) => v ?? []);

export const emailSchema = fromRule(emailRule, trimmed.toLowerCase());
export const userIdSchema = fromRule(userIdRule, z.string().toLowerCase());
export const storyContentSchema = fromRule(storyTextRule, trimmed);

/** POST /auth/login (docs/product/accounts.md login). */
export const loginSchema = z.object({
  email: emailSchema,
  password: fromRule(loginPasswordRule, z.string()),
  rememberMe: z.boolean().optional(),
});

/** POST /auth/register; the age check needs today, so the schema is made from a clock (docs/product/accounts.md, decisions: 18+). */
export function makeRegistrationSchema(clock: Clock) {
  return z.object({
    nickname: fromRule(nicknameRule, trimmed),
    email: emailSchema,
    password: fromRule(passwordRule, z.string()),
    // accountTier from the client is ignored: the server derives it (decisions: Tiers).
    isCouple: z.boolean().optional(),
    details: z.object({
      dateOfBirth: fromRule((v) => dateOfBirthRule(v, clock.now()), trimmed),
      iAm: fromRule(identityRule, z.enum(identityOptions)),
      location: fromRule(locationRule, trimmed),
      gender: z.enum(genderOptions).optional(),
      maritalStatus: fromRule(maritalStatusRule, z.enum(maritalStatusOptions)),
      lookingFor: fromRule(lookingForRule, stringList(lookingForOptions)),
      interests: fromRule(interestsRule, stringList(interestOptions)),
      intoTags: optionalList(intoTagsRule, stringList(intoTagOptions)),
      turnOns: optionalList(turnOnsRule, stringList(turnOnOptions)),
      bio: optional(bioRule, z.string()),
    }),
  });
}
export const registrationSchema = makeRegistrationSchema({ now: () => Date.now() });

/** Settings update ({notifications, privacy}; docs/product/accounts.md, decisions: Settings). */
export const settingsUpdateSchema = z.object({
  notifications: z
    .object({
      messages: z.boolean(),
      calls: z.boolean(),
      stories: z.boolean(),
      likes: z.boolean(),
      comments: z.boolean(),
      photoRequests: z.boolean(),
    })
    .partial()
    .optional(),
  privacy: z
    .object({
      showOnlineStatus: z.boolean(),
      showReadReceipts: z.boolean(),
      showLastSeen: z.boolean(),
      allowStoryReplies: z.enum(allowStoryRepliesOptions),
    })
    .partial()
    .optional(),
});

/** PUT /users/profile: every field optional, each checked by the profile-edit rule when present (docs/product/accounts.md). */
export const profileUpdateSchema = z.object({
  nickname: optional(nicknameRule, trimmed),
  details: z
    .object({
      age: optional(profileAgeRule, z.coerce.number().int()),
      location: optional(locationRule, trimmed),
      bio: optional(bioRule, z.string()),
      gender: z.enum(genderOptions).optional(),
      iAm: z.enum(identityOptions).optional(),
      maritalStatus: optional(maritalStatusRule, z.enum(maritalStatusOptions)),
      interests: optional(profileInterestsRule, stringList(interestOptions)),
      lookingFor: optional(profileLookingForRule, stringList(lookingForOptions)),
      intoTags: optional(intoTagsRule, stringList(intoTagOptions)),
      turnOns: optional(turnOnsRule, stringList(turnOnOptions)),
    })
    .optional(),
  settings: settingsUpdateSchema.optional(),
});

/** A plain background colour: `#rgb` or `#rrggbb` (ours; the gradients are `backgroundStyle`). */
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const named = (key: ValidationKey, ok: (v: unknown) => boolean) => (v: unknown) => (ok(v) ? null : issue(key));
const STORY_TIMESTAMP = /^[0-9A-Za-z:.+\- ]{1,40}$/;

/**
 * POST /stories (text): content trimmed, 1–150 (docs/product/accounts.md); the background one of the eight gradients and the
 * font one of the five fonts of docs/product/accounts.md, each by its id or by the original client's CSS for it (stored as the
 * id); a plain colour as `#rgb` / `#rrggbb`. Every refusal names its field.
 */
export const storyTextSchema = z.object({
  content: storyContentSchema,
  backgroundStyle: fromRule(
    named('storyBackgroundInvalid', (v) => storyGradientOf(v) !== null),
    z.string().transform((v) => storyGradientOf(v)!),
  ).optional(),
  backgroundColor: fromRule(
    named('storyBackgroundColorInvalid', (v) => typeof v === 'string' && HEX_COLOUR.test(v)),
    z.string(),
  ).optional(),
  fontStyle: fromRule(
    named('storyFontInvalid', (v) => storyFontOf(v) !== null),
    z.string().transform((v) => storyFontOf(v)!),
  ).optional(),
  mediaType: fromRule(
    named('storyTypeInvalid', (v) => v === 'text'),
    z.literal('text'),
  ).optional(),
  type: fromRule(
    named('storyTypeInvalid', (v) => v === 'text'),
    z.literal('text'),
  ).optional(),
  /** The client's submission time (docs/product/accounts.md); the server keeps its own clock. */
  timestamp: fromRule(
    named(
      'storyTimestampInvalid',
      (v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && STORY_TIMESTAMP.test(v)),
    ),
    z.union([z.number(), z.string()]),
  ).optional(),
});
export type StoryTextRequest = z.output<typeof storyTextSchema>;

/** The reading of `GET /stories`: the list of stories (docs/product/accounts.md, the default) or the strip's groups. */
export const storiesListViews = ['list', 'groups'] as const;
export const storiesListQuery = z.object({ view: z.enum(storiesListViews).optional() });

/** A comment on a story (decisions: Stories and comments): 1–500 characters after trim (ours). */
export const storyCommentSchema = z.object({ content: fromRule(storyCommentRule, trimmed) });

/** The client's id for one message it sends (exactly-once: a resend with the same id stores nothing new). */
export const clientMessageIdSchema = safeTextSchema(100).pipe(z.string().min(1));

/** What a file message keeps about its attachment (url, name, type, size; decisions: Messaging). */
export const messageFileMetadataSchema = z.object({
  url: safeTextSchema(500).pipe(z.string().min(1)).optional(),
  fileName: safeTextSchema(255).optional(),
  fileType: safeTextSchema(100).optional(),
  mimeType: safeTextSchema(100).optional(),
  fileSize: z
    .number()
    .int()
    .min(0)
    .max(100 * 1024 * 1024)
    .optional(),
  width: z.number().int().min(0).max(100_000).optional(),
  height: z.number().int().min(0).max(100_000).optional(),
  uploadId: safeTextSchema(100).optional(),
  /** Accepted at the edge (the spec's client may put its id here); the output carries `clientMessageId` only. */
  clientMessageId: clientMessageIdSchema.optional(),
});

/** The ids a client gave one send, under the names it used: echoed back to it in `messageSent` (docs/product/accounts.md/002 §7). */
export interface ClientMessageIds {
  tempId?: string;
  tempMessageId?: string;
  /** `metadata.clientMessageId` as sent. */
  metadataClientMessageId?: string;
}

/**
 * sendMessage (socket) / POST message: recipient 24-hex (`recipientId`, or `recipient` as docs/product/accounts.md names it);
 * text 1–2000 after trim; a wink is exactly the wink emoji.
 * The client message id has one name, `clientMessageId`. An explicit one (top level, else `metadata.clientMessageId`)
 * is the idempotency key; the spec's temporary ids (`tempMessageId`, else `tempId`) only when none is given — a
 * client that resends one message under a new temporary id keeps its `clientMessageId`. The names the client used
 * are kept in `clientIds` so the sender's confirmation carries them back.
 */
export const sendMessageSchema = z
  .object({
    recipientId: userIdSchema.optional(),
    recipient: userIdSchema.optional(),
    type: z.enum(['text', 'wink', 'file'], { error: () => validationMessages.messageTypeInvalid }).default('text'),
    content: fromRule(messageContentRule, z.string()).default(''),
    metadata: messageFileMetadataSchema.optional(),
    clientMessageId: clientMessageIdSchema.optional(),
    tempMessageId: clientMessageIdSchema.optional(),
    tempId: clientMessageIdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    let found: ValidationIssue | null = null;
    if (value.recipientId === undefined && value.recipient === undefined) {
      found = issue('invalidUserId');
      ctx.addIssue({ code: 'custom', message: found.message, path: ['recipientId'], params: { key: found.key } });
      return;
    }
    if (value.type === 'text') found = messageTextRule(value.content);
    if (value.type === 'wink' && value.content !== WINK_EMOJI) found = issue('messageTypeInvalid');
    if (found) {
      ctx.addIssue({ code: 'custom', message: found.message, path: ['content'], params: { key: found.key } });
    }
  })
  .transform(({ tempMessageId, tempId, metadata, recipient, ...value }) => {
    const { clientMessageId: inMetadata, ...fileMetadata } = metadata ?? {};
    const clientMessageId = value.clientMessageId ?? inMetadata ?? tempMessageId ?? tempId;
    const clientIds: ClientMessageIds = {
      ...(tempId !== undefined ? { tempId } : {}),
      ...(tempMessageId !== undefined ? { tempMessageId } : {}),
      ...(inMetadata !== undefined ? { metadataClientMessageId: inMetadata } : {}),
    };
    return {
      recipientId: (value.recipientId ?? recipient)!,
      type: value.type,
      content: value.type === 'text' ? value.content.trim() : value.content,
      ...(value.type === 'file' ? { metadata: fileMetadata } : {}),
      ...(clientMessageId !== undefined ? { clientMessageId } : {}),
      ...(Object.keys(clientIds).length > 0 ? { clientIds } : {}),
    };
  });
export type SendMessageRequest = z.output<typeof sendMessageSchema>;

export const subscriptionPlanSchema = z.object({ plan: fromRule(subscriptionPlanRule, z.enum(subscriptionPlans)) });
export const deleteAccountSchema = z.object({ password: fromRule(deletePasswordRule, z.string()) });
export const reportSchema = z.object({ reason: fromRule(reportReasonRule, trimmed) });
export const storyReactionSchema = z.object({
  reactionType: fromRule(
    (v) => ((reactionTypes as readonly unknown[]).includes(v) ? null : issue('invalidReaction')),
    z.enum(reactionTypes),
  ),
});
export const photoAccessStatusSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export const approveAllSchema = z.object({ requesterId: userIdSchema });
export const verifyEmailSchema = z.object({
  token: fromRule(
    (v) =>
      typeof v === 'string' && v.trim() !== '' ? textRule(limits.tokenMax)(v) : issue('verificationTokenMissing'),
    trimmed,
  ),
});
