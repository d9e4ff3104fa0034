/** The viewer and the creator, loaded together on demand (a ring or the create button pressed; decision 0098). */
export { default as StoryPlayer } from './StoryPlayer';
export { default as CreatorDialog } from './CreatorDialog';
