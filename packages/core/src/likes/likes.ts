/**
 * Likes, matches, block and report (docs/product/likes-and-matches.md "Likes" profile modal; decisions: Likes, matches, blocks, reports).
 * Like is idempotent ('Already liked' counts as success); a match exists when both liked each other.
 */
export const ALREADY_LIKED = 'Already liked';

export const profileActionMessages = {
  likeFailed: 'Failed to update like status',
  blocked: 'User blocked successfully',
  blockFailed: 'Failed to block user',
  reported: 'User reported successfully',
  reportFailed: 'Failed to report user',
  startConversationFailed: 'Failed to start conversation',
  photoRequestsLoadFailed: 'Failed to load photo access requests',
  approveFailed: 'Failed to approve photo requests',
  rejectFailed: 'Failed to reject photo requests',
} as const;

/** A like reply counts as success when it succeeded or said 'Already liked' (no rollback then). */
export function likeSucceeded(reply: { success?: boolean; error?: string } | null | undefined): boolean {
  return reply?.success === true || reply?.error === ALREADY_LIKED;
}

/** Both liked each other. */
export function isMatch(aLikesB: boolean, bLikesA: boolean): boolean {
  return aLikesB && bLikesA;
}
