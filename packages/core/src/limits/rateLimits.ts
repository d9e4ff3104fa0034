/**
 * The refusals of Kindred's rate limits (decision 0119): one message per limit, each saying when to try again.
 * A limit whose window is an hour speaks in minutes, the others in seconds; the refusal also carries
 * `retryAfter` (seconds) and HTTP's `Retry-After`. Served as `core:limits.<name>`.
 */
export const rateLimitMessages = {
  registerAddress: 'Too many sign-ups from your network right now. Please try again in {minutes} minutes.',
  registerEmail: 'Too many sign-up attempts with this email address. Please try again in {minutes} minutes.',
  login: 'Too many sign-in attempts from your network. Please try again in {seconds} seconds.',
  sessionRefresh: 'Too many session renewals. Please try again in {seconds} seconds.',
  verifyEmail: 'Too many verification attempts. Please try again in {seconds} seconds.',
  forgotPassword: 'Too many password reset requests. Please try again in {minutes} minutes.',
  resetPassword: 'Too many attempts to set a new password. Please try again in {minutes} minutes.',
  passwordCheck: 'Too many password attempts. Please try again in {seconds} seconds.',
  likes: 'You are liking very quickly. Please try again in {seconds} seconds.',
  reports: 'Too many reports. Please try again in {minutes} minutes.',
  photoUploads: 'Too many photo uploads. Please try again in {minutes} minutes.',
  attachments: 'Too many attachments. Please try again in {seconds} seconds.',
  pageViews: 'Too many page views recorded. Please try again in {seconds} seconds.',
  storyPosts: 'Too many story posts. Please try again in {seconds} seconds.',
  storyActions: 'Too many story views and reactions. Please try again in {seconds} seconds.',
  storyComments: 'Too many story comments. Please try again in {seconds} seconds.',
  messages: 'You are sending messages too quickly. Please try again in {seconds} seconds.',
  chatSignals: 'Too many typing and read updates. Please try again in {seconds} seconds.',
  calls: 'Too many call requests. Please try again in {seconds} seconds.',
  callSignals: 'Too many call signals. Please try again in {seconds} seconds.',
  privacy: 'Too many privacy changes. Please try again in {seconds} seconds.',
  connection: 'Too many requests on this connection. Please try again in {seconds} seconds.',
} as const;

export type RateLimitName = keyof typeof rateLimitMessages;

export interface RateLimitRefusal {
  /** The English message with its wait filled in. */
  message: string;
  /** `core:limits.<name>` and the placeholder's value, for `t(messageKey, messageParams)`. */
  messageKey: { key: string; params: Record<string, string> };
  /** Whole seconds until a retry can succeed (at least 1). */
  retryAfter: number;
}

/** The refusal of limit `name` when a retry can succeed in `waitMs`. */
export function rateLimitRefusal(name: RateLimitName, waitMs: number): RateLimitRefusal {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  const template: string = rateLimitMessages[name];
  const params: Record<string, string> = template.includes('{minutes}')
    ? { minutes: String(Math.max(1, Math.ceil(retryAfter / 60))) }
    : { seconds: String(retryAfter) };
  const message = template.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');
  return { message, messageKey: { key: `core:limits.${name}`, params }, retryAfter };
}
