/** Limits from docs/product/accounts.md and decisions.md. */
export const limits = {
  nicknameMin: 3,
  nicknameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  loginPasswordMin: 6,
  locationMin: 2,
  locationMax: 100,
  ageMin: 18,
  ageMax: 120,
  bioMax: 500,
  lookingForMax: 3,
  interestsMax: 10,
  intoTagsMax: 20,
  turnOnsMax: 20,
  storyTextMax: 150,
  /** Ours: a comment on a story. */
  storyCommentMax: 500,
  messageTextMax: 2000,
  fileMaxBytes: 5 * 1024 * 1024,
  photosMax: 10,
  reportReasonMax: 500,
  usersPageSize: 20,
  /** Ours: the longest address SMTP carries (RFC 5321), and it keeps the email index small. */
  emailMax: 254,
  /** Ours: free-text fields the spec gives no limit for (support form, tokens, short labels). */
  supportNameMax: 100,
  supportSubjectMax: 200,
  supportMessageMax: 5000,
  tokenMax: 200,
  /** Ours: page views (decisions: Analytics). */
  pageViewPathMax: 300,
  pageViewQueryMax: 2000,
} as const;
