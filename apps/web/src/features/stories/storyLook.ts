import {
  relativeDate,
  storyAuthorId,
  storyFontCss,
  storyFontOf,
  storyGradientCss,
  storyGradientIsLight,
  storyGradientOf,
  type Locale,
  type Story,
} from '@kindred/core';
import type { StoryViewerStory } from '@kindred/ui';

/** A story as the viewer draws it: the preset's CSS from core's table, media as served, the time in words. */
export function viewerStory(story: Story, nowMs: number, locale: Locale): StoryViewerStory {
  const gradient = storyGradientOf(story.backgroundStyle) ?? 'gradient-1';
  const font = storyFontOf(story.fontStyle) ?? 'font-1';
  const kind = story.mediaType === 'image' || story.mediaType === 'video' ? story.mediaType : 'text';
  return {
    id: story._id,
    kind,
    ...(story.content !== undefined ? { content: story.content } : {}),
    ...(kind === 'text'
      ? { background: storyGradientCss[gradient], font: storyFontCss[font], light: storyGradientIsLight(gradient) }
      : {}),
    ...(story.mediaUrl ? { mediaUrl: story.mediaUrl } : {}),
    timeLabel: relativeDate(Date.parse(story.createdAt), nowMs, locale),
  };
}

export const authorOf = storyAuthorId;
