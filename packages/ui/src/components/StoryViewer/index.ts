export { StoryViewer, storyViewerReactions } from './StoryViewer';
export type {
  StoryViewerLabels,
  StoryViewerPerson,
  StoryViewerProps,
  StoryViewerReaction,
  StoryViewerStory,
} from './StoryViewer';
export { useStoryTimer } from './useStoryTimer';
export type { StoryTimerClock, StoryTimerOptions } from './useStoryTimer';
