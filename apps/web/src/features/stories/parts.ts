/**
 * The stories parts the member routes place in their slots (lib/slots.ts): one lazy chunk for both, so the app's
 * entry lists one more dynamic import, not two.
 */
export { default as StoriesSection } from './StoriesSection';
export { default as ProfileStories } from './ProfileStories';
