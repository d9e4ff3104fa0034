/**
 * Validation messages: stable keys → the spec's exact English copy (docs/product/messaging.md; docs/product/messaging.md; docs/product/messaging.md).
 * Where the spec gives no copy, the wording is ours and marked "(ours)". The Hebrew copy lives in locales/he/validation.json.
 * Placeholders are written `{name}`.
 */
export const validationMessages = {
  // registration step 1 (docs/product/messaging.md)
  nicknameRequired: 'Nickname is required',
  nicknameTooShort: 'Nickname must be at least 3 characters',
  nicknameTooLong: 'Nickname cannot exceed 50 characters',
  nicknameInvalid: 'Nickname can only contain letters, numbers, and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  /** Ours: bounds the work of hashing (argon2id) on the server. */
  passwordTooLong: 'Password cannot exceed 128 characters',
  passwordLowercase: 'Password must include at least one lowercase letter',
  passwordUppercase: 'Password must include at least one uppercase letter',
  passwordNumber: 'Password must include at least one number',
  passwordSpecial: 'Password must include at least one special character (@$!%*?&)',
  passwordsDoNotMatch: 'Passwords do not match',
  /** The shorter catalogue hint (docs/product/messaging.md). */
  passwordHint: 'Password must be at least 8 characters with one uppercase letter, one lowercase letter and one number',
  // login (ours: the spec gives the rule, not the copy)
  loginPasswordTooShort: 'Password must be at least 6 characters',
  // registration step 2
  dateOfBirthRequired: 'Date of birth is required',
  ageUnder18: 'You must be at least 18 years old',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  identityRequired: 'Please select who you are',
  locationRequired: 'Location is required',
  locationTooShort: 'Location must be at least 2 characters',
  locationTooLong: 'Location cannot exceed 100 characters',
  // registration step 3
  profilePhotoRequired: 'Please upload a profile photo',
  profilePhotoType: 'Please upload a valid image file (JPEG, JPG or PNG)',
  profilePhotoSize: 'Image size should be less than 5MB',
  // registration step 4
  maritalStatusRequired: 'Please select your marital status',
  lookingForRequired: "Please select what you're looking for",
  lookingForTooMany: 'Please select no more than 3 options',
  interestsRequired: 'Please select at least one interest',
  interestsTooMany: 'Please select no more than 10 interests',
  tagsTooMany: 'You can select up to 20 tags',
  termsRequired: 'You must agree to the Terms of Service',
  privacyRequired: 'You must agree to the Privacy Policy',
  // profile edit (docs/product/messaging.md keys; copy partly ours)
  ageRequired: 'Age is required',
  ageInvalid: 'Age must be a number',
  ageMinimum: 'You must be at least 18 years old',
  ageMaximum: 'Age cannot exceed 120',
  bioTooLong: 'Bio cannot exceed 500 characters',
  interestsLimit: 'You can select up to 10 interests',
  lookingForLimit: 'You can select up to 3 options',
  uploadTypeMismatch: 'Please upload an image file.',
  uploadSizeLimitExceeded: 'Image size should be less than 5MB',
  optionInvalid: 'Please choose one of the listed options',
  // stories (docs/product/messaging.md)
  storyTextRequired: 'Text stories require content',
  storyTextTooLong: 'Story text cannot exceed 150 characters',
  // the other fields of a text story, each message naming its field (ours)
  storyTextInvalid: 'Story text contains characters that are not allowed',
  storyBackgroundInvalid: 'Background style must be one of the story backgrounds',
  storyBackgroundColorInvalid: 'Background colour must be a hex colour such as #336699',
  storyFontInvalid: 'Font style must be one of the story fonts',
  storyTypeInvalid: 'Story type must be text (an image or a video is uploaded as a file)',
  storyTimestampInvalid: 'Timestamp must be a number or a date',
  // comments on stories (ours: the spec gives no copy)
  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment cannot exceed 500 characters',
  // messages (docs/product/messaging.md; decisions: 2,000 characters)
  messageEmpty: 'Message cannot be empty',
  messageTooLong: 'Message cannot exceed 2000 characters',
  messageToSelf: 'Cannot send messages to yourself',
  messageTypeInvalid: 'Unsupported message',
  // files (docs/product/messaging.md)
  fileTooLarge: 'File is too large. Maximum size is 5MB.',
  fileTypeUnsupported: 'File type ({type}) not supported.',
  // support form (ours)
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  supportMessageRequired: 'Message is required',
  // account, subscription, ids, report
  deletePasswordRequired: 'Please enter your password to confirm account deletion',
  subscriptionPlanInvalid: 'Invalid subscription plan. Please choose monthly or yearly.',
  invalidUserId: 'Invalid user ID',
  invalidStoryId: 'Invalid story ID',
  invalidReaction: 'Invalid reaction',
  invalidCommentId: 'Invalid comment ID',
  reportReasonRequired: 'Please give a reason for the report',
  reportReasonTooLong: 'Reason cannot exceed 500 characters',
  verificationTokenMissing: 'Verification token is missing. Please check your email link.',
  // text no database can hold (NUL, a lone UTF-16 surrogate) and free text without a spec limit (ours)
  passwordInvalid: 'Password contains characters that are not allowed',
  locationInvalid: 'Please enter a valid location',
  bioInvalid: 'Bio contains characters that are not allowed',
  reportReasonInvalid: 'Reason contains characters that are not allowed',
  textInvalid: 'Text contains characters that are not allowed',
  textTooLong: 'Text cannot exceed {max} characters',
} as const;

export type ValidationKey = keyof typeof validationMessages;

export interface ValidationIssue {
  readonly key: ValidationKey;
  readonly message: string;
}

/** Replaces `{name}` placeholders; unknown names are left as written. */
export function formatMessage(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function issue(key: ValidationKey, params?: Readonly<Record<string, string | number>>): ValidationIssue {
  return { key, message: formatMessage(validationMessages[key], params) };
}

/** A form's errors by field; a field is absent when valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationIssue>>;

export function collectErrors<F extends string>(
  checks: Readonly<Record<F, () => ValidationIssue | null>>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const found = checks[field]();
    if (found) errors[field] = found;
  }
  return errors;
}
