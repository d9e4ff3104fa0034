export { StoryCreator, storyCreatorStatuses } from './StoryCreator';
export type {
  StoryCreatorFile,
  StoryCreatorLabels,
  StoryCreatorProps,
  StoryCreatorStatus,
  StoryCreatorValue,
} from './StoryCreator';
