export { StoriesStrip, StoriesStripSkeleton, storyRingStates } from './StoriesStrip';
export type {
  StoriesStripItem,
  StoriesStripLabels,
  StoriesStripProps,
  StoryRingState,
  StoriesStripSkeletonProps,
} from './StoriesStrip';
