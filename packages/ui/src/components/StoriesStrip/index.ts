export { StoriesStrip, storyRingStates } from './StoriesStrip';
export type { StoriesStripItem, StoriesStripLabels, StoriesStripProps, StoryRingState } from './StoriesStrip';
