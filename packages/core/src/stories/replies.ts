/**
 * Who may comment on a story (decisions: Stories and comments): the author's `privacy.allowStoryReplies` —
 * everyone, friends (= matches) or none. The author may always comment on their own story.
 */
import type { AllowStoryReplies } from '../options/options';
import { storyMessages } from './creation';

export type StoryReplyCheck = { allowed: true } | { allowed: false; reason: string };

export function canReplyToStory(
  allow: AllowStoryReplies | null | undefined,
  relation: { isAuthor: boolean; isMatch: boolean },
): StoryReplyCheck {
  if (relation.isAuthor) return { allowed: true };
  switch (allow ?? 'everyone') {
    case 'everyone':
      return { allowed: true };
    case 'friends':
      return relation.isMatch ? { allowed: true } : { allowed: false, reason: storyMessages.repliesMatchesOnly };
    default:
      return { allowed: false, reason: storyMessages.repliesOff };
  }
}
