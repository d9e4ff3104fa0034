/**
 * Field rules: each returns the first failing issue (with the spec's message) or null.
 * Web forms call them directly; the zod schemas in this folder are built from the same functions.
 */
import { isValidId } from '../identity/id';
import {
  identityOptions,
  interests as interestOptions,
  intoTagOptions,
  lookingForOptions,
  maritalStatusOptions,
  turnOnOptions,
} from '../options/options';
import { ageFromDateOfBirth } from './age';
import { limits } from './limits';
import { issue, type ValidationIssue } from './messages';

type Rule<T> = (value: T) => ValidationIssue | null;

/**
 * NUL, or half of a UTF-16 surrogate pair without the other half: PostgreSQL text and jsonb cannot hold them
 * (a NUL byte is refused, `\ud800` is refused by jsonb and mangled by UTF-8), so no stored string may carry one.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `value` can be stored as text (no NUL, no lone surrogate). */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/**
 * A JSON value whose strings and keys can all be stored, at most `maxLength` characters once serialised
 * (free-form metadata and page-view queries).
 */
export function isSafeJson(value: unknown, maxLength: number): boolean {
  let serialised: string | undefined;
  try {
    serialised = JSON.stringify(value);
  } catch {
    return false;
  }
  return serialised !== undefined && serialised.length <= maxLength && safeStrings(value);
}

function safeStrings(value: unknown): boolean {
  if (typeof value === 'string') return isSafeText(value);
  if (Array.isArray(value)) return value.every(safeStrings);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => isSafeText(key) && safeStrings(item));
  }
  return true;
}

/**
 * Any free-text field without a rule of its own: a string of at most `max` characters that can be stored.
 * Absent (`undefined`) passes; the schema decides whether the field is required.
 */
export function textRule(max: number): Rule<unknown> {
  return (value) => {
    if (value === undefined) return null;
    if (typeof value !== 'string' || !isSafeText(value)) return issue('textInvalid');
    return value.length > max ? issue('textTooLong', { max }) : null;
  };
}

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Letters (any script, so Hebrew nicknames work), digits and underscores. */
const NICKNAME_PATTERN = /^[\p{L}\p{N}_]+$/u;
/** A simple valid email pattern (docs/product/accounts.md login). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_SPECIALS = '@$!%*?&';

export const nicknameRule: Rule<unknown> = (value) => {
  if (isBlank(value)) return issue('nicknameRequired');
  const v = text(value);
  if (v.length > limits.nicknameMax * 2) return issue('nicknameTooLong');
  if ([...v].length < limits.nicknameMin) return issue('nicknameTooShort');
  if ([...v].length > limits.nicknameMax) return issue('nicknameTooLong');
  if (!NICKNAME_PATTERN.test(v)) return issue('nicknameInvalid');
  return null;
};

export const emailRule: Rule<unknown> = (value) => {
  if (isBlank(value)) return issue('emailRequired');
  const v = text(value);
  return v.length <= limits.emailMax && isSafeText(v) && EMAIL_PATTERN.test(v) ? null : issue('emailInvalid');
};

/** Registration password: 8+ with lowercase, uppercase, digit and one of @$!%*?& (docs/product/accounts.md step 1). */
export const passwordRule: Rule<unknown> = (value) => {
  if (typeof value !== 'string' || value === '') return issue('passwordRequired');
  if (value.length < limits.passwordMin) return issue('passwordTooShort');
  if (value.length > limits.passwordMax) return issue('passwordTooLong');
  if (!isSafeText(value)) return issue('passwordInvalid');
  if (!/[a-z]/.test(value)) return issue('passwordLowercase');
  if (!/[A-Z]/.test(value)) return issue('passwordUppercase');
  if (!/\d/.test(value)) return issue('passwordNumber');
  if (![...PASSWORD_SPECIALS].some((c) => value.includes(c))) return issue('passwordSpecial');
  return null;
};

/** Login password: required, at least 6 (docs/product/accounts.md login). */
export const loginPasswordRule: Rule<unknown> = (value) => {
  if (typeof value !== 'string' || value === '') return issue('passwordRequired');
  if (value.length < limits.loginPasswordMin) return issue('loginPasswordTooShort');
  if (value.length > limits.passwordMax) return issue('passwordTooLong');
  return isSafeText(value) ? null : issue('passwordInvalid');
};

export function confirmPasswordRule(password: unknown, confirm: unknown): ValidationIssue | null {
  return password === confirm ? null : issue('passwordsDoNotMatch');
}

/** Date of birth: required, age 18–120 on `todayMs` (docs/product/accounts.md step 2). */
export function dateOfBirthRule(value: unknown, todayMs: number): ValidationIssue | null {
  if (isBlank(value)) return issue('dateOfBirthRequired');
  if (!isSafeText(value as string)) return issue('dateOfBirthInvalid');
  const age = ageFromDateOfBirth(text(value), todayMs);
  if (age === null || age > limits.ageMax || age < 0) return issue('dateOfBirthInvalid');
  if (age < limits.ageMin) return issue('ageUnder18');
  return null;
}

export const identityRule: Rule<unknown> = (value) =>
  (identityOptions as readonly unknown[]).includes(value) ? null : issue('identityRequired');

export const locationRule: Rule<unknown> = (value) => {
  if (isBlank(value)) return issue('locationRequired');
  const v = text(value);
  // Length first: a huge value is refused without walking all of it.
  if (v.length > limits.locationMax * 2) return issue('locationTooLong');
  const length = [...v].length;
  if (length < limits.locationMin) return issue('locationTooShort');
  if (length > limits.locationMax) return issue('locationTooLong');
  return isSafeText(v) ? null : issue('locationInvalid');
};

export const maritalStatusRule: Rule<unknown> = (value) =>
  (maritalStatusOptions as readonly unknown[]).includes(value) ? null : issue('maritalStatusRequired');

function listOf(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

function allIn(list: readonly unknown[], options: readonly string[]): boolean {
  return list.every((item) => options.includes(item as string)) && new Set(list).size === list.length;
}

/** Registration step 4: 1 to 3 (docs/product/accounts.md). */
export const lookingForRule: Rule<unknown> = (value) => {
  const list = listOf(value);
  if (!list || list.length === 0) return issue('lookingForRequired');
  if (list.length > limits.lookingForMax) return issue('lookingForTooMany');
  return allIn(list, lookingForOptions) ? null : issue('optionInvalid');
};

/** Registration step 4: 1 to 10 (docs/product/accounts.md). */
export const interestsRule: Rule<unknown> = (value) => {
  const list = listOf(value);
  if (!list || list.length === 0) return issue('interestsRequired');
  if (list.length > limits.interestsMax) return issue('interestsTooMany');
  return allIn(list, interestOptions) ? null : issue('optionInvalid');
};

function tagsRule(options: readonly string[], max: number): Rule<unknown> {
  return (value) => {
    if (value === undefined || value === null) return null;
    const list = listOf(value);
    if (!list) return issue('optionInvalid');
    if (list.length > max) return issue('tagsTooMany');
    return allIn(list, options) ? null : issue('optionInvalid');
  };
}
/** Into tags at most 20, turn-ons at most 20 (docs/product/accounts.md step 4). Optional. */
export const intoTagsRule = tagsRule(intoTagOptions, limits.intoTagsMax);
export const turnOnsRule = tagsRule(turnOnOptions, limits.turnOnsMax);

export const agreeTermsRule: Rule<unknown> = (value) => (value === true ? null : issue('termsRequired'));
export const agreePrivacyRule: Rule<unknown> = (value) => (value === true ? null : issue('privacyRequired'));

/** Profile edit: age required, numeric, 18 to 120 (docs/product/accounts.md profile edit). */
export const profileAgeRule: Rule<unknown> = (value) => {
  if (value === undefined || value === null || value === '') return issue('ageRequired');
  const age = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(age) || !Number.isInteger(age)) return issue('ageInvalid');
  if (age < limits.ageMin) return issue('ageMinimum');
  if (age > limits.ageMax) return issue('ageMaximum');
  return null;
};

export const bioRule: Rule<unknown> = (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return issue('optionInvalid');
  if (value.length > limits.bioMax * 2 || [...value].length > limits.bioMax) return issue('bioTooLong');
  return isSafeText(value) ? null : issue('bioInvalid');
};

/** Profile edit lists: up to 10 interests (0 allowed), up to 3 looking-for (docs/product/accounts.md profile edit). */
export const profileInterestsRule: Rule<unknown> = (value) => {
  const list = listOf(value);
  if (!list) return issue('optionInvalid');
  if (list.length > limits.interestsMax) return issue('interestsLimit');
  return allIn(list, interestOptions) ? null : issue('optionInvalid');
};
export const profileLookingForRule: Rule<unknown> = (value) => {
  const list = listOf(value);
  if (!list) return issue('optionInvalid');
  if (list.length > limits.lookingForMax) return issue('lookingForLimit');
  return allIn(list, lookingForOptions) ? null : issue('optionInvalid');
};

/** Story text: required after trim, at most 150 characters (docs/product/accounts.md). */
export const storyTextRule: Rule<unknown> = (value) => {
  if (isBlank(value)) return issue('storyTextRequired');
  const v = text(value);
  if (v.length > limits.storyTextMax * 2 || [...v].length > limits.storyTextMax) return issue('storyTextTooLong');
  return isSafeText(v) ? null : issue('storyTextInvalid');
};

/** Message text: trimmed, not empty, at most 2,000 characters (docs/product/accounts.md; decisions: Messaging). */
export const messageTextRule: Rule<unknown> = (value) => {
  if (isBlank(value)) return issue('messageEmpty');
  return messageContentRule(text(value));
};

/**
 * The content of a message of any type (text, wink, file caption): a string ('Unsupported message' otherwise) of
 * at most 2000 characters — one message for every length, whatever the characters — and safe to store.
 */
export const messageContentRule: Rule<unknown> = (value) => {
  if (typeof value !== 'string') return issue('messageTypeInvalid');
  if (value.length > limits.messageTextMax * 2 || [...value].length > limits.messageTextMax) {
    return issue('messageTooLong');
  }
  return isSafeText(value) ? null : issue('textInvalid');
};

const requiredTextMax = {
  nameRequired: limits.supportNameMax,
  subjectRequired: limits.supportSubjectMax,
  supportMessageRequired: limits.supportMessageMax,
} as const;

/** A comment on a story: required after trim, at most 500 characters, storable (ours: the spec gives no limit). */
export const storyCommentRule: Rule<unknown> = (value) => {
  if (isBlank(value)) return issue('commentRequired');
  const v = text(value);
  if (v.length > limits.storyCommentMax * 2 || [...v].length > limits.storyCommentMax) return issue('commentTooLong');
  return isSafeText(v) ? null : issue('textInvalid');
};

/** A required free-text field of the support form: not blank, storable, within its limit (ours). */
export function requiredTextRule(key: keyof typeof requiredTextMax): Rule<unknown> {
  const checkText = textRule(requiredTextMax[key]);
  return (value) => (isBlank(value) ? issue(key) : checkText(text(value)));
}

export const deletePasswordRule: Rule<unknown> = (value) => {
  if (typeof value !== 'string' || value === '') return issue('deletePasswordRequired');
  if (value.length > limits.passwordMax) return issue('passwordTooLong');
  return isSafeText(value) ? null : issue('passwordInvalid');
};

export const subscriptionPlans = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
export const subscriptionPlanRule: Rule<unknown> = (value) =>
  (subscriptionPlans as readonly unknown[]).includes(value) ? null : issue('subscriptionPlanInvalid');

/** Ids in paths and bodies: exactly 24 hex (docs/product/accounts.md; decisions: API conventions). */
export const userIdRule: Rule<unknown> = (value) => (isValidId(value) ? null : issue('invalidUserId'));

export const reportReasonRule: Rule<unknown> = (value) => {
  if (isBlank(value)) return issue('reportReasonRequired');
  const v = text(value);
  if (v.length > limits.reportReasonMax * 2 || [...v].length > limits.reportReasonMax) {
    return issue('reportReasonTooLong');
  }
  return isSafeText(v) ? null : issue('reportReasonInvalid');
};
