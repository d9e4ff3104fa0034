/** Option lists of Kindred (docs/product/browse-and-profiles.md "Option lists" story creation). Values are stable keys; labels are translated. */

/** Interests at registration (17). The profile page omits Sports; dashboard filter tags are the first 11. */
export const interests = [
  'Dating',
  'Casual',
  'Friendship',
  'Long-term',
  'Travel',
  'Outdoors',
  'Movies',
  'Music',
  'Fitness',
  'Food',
  'Art',
  'Reading',
  'Gaming',
  'Photography',
  'Dancing',
  'Cooking',
  'Sports',
] as const;
export type Interest = (typeof interests)[number];
export const profileInterests = interests.filter((i) => i !== 'Sports');
export const dashboardFilterInterests = interests.slice(0, 11);

export const lookingForOptions = ['women', 'men', 'couples'] as const;
export type LookingFor = (typeof lookingForOptions)[number];

export const identityOptions = ['woman', 'man', 'couple'] as const;
export type Identity = (typeof identityOptions)[number];

export const genderOptions = ['female', 'male', 'other'] as const;
export type Gender = (typeof genderOptions)[number];

export const maritalStatusOptions = [
  'Single',
  'Married',
  'Divorced',
  'Separated',
  'Widowed',
  'In a relationship',
  "It's complicated",
  'Open relationship',
  'Polyamorous',
] as const;
export type MaritalStatus = (typeof maritalStatusOptions)[number];

/**
 * "I'm into" tags (28, Meetups through Tantra). The spec names 16 catalogue keys plus the last one (tantra);
 * the remaining keys are ours (decisions: where the spec is silent).
 */
export const intoTagOptions = [
  'meetups',
  'camera_chat',
  'power_play',
  'threesomes',
  'online_fun',
  'being_watched',
  'sexting',
  'full_swap',
  'fantasy_sharing',
  'chatting',
  'voice_messages',
  'photography',
  'fmf',
  'costumes',
  'oral',
  'planned',
  'spontaneous',
  'soft_swap',
  'mfm',
  'role_play',
  'toys',
  'kissing',
  'cuddling',
  'outdoor',
  'dancing',
  'dinner_dates',
  'massage',
  'tantra',
] as const;
export type IntoTag = (typeof intoTagOptions)[number];

/** Turn-on tags (17, Sexy ass through Pushing boundaries). */
export const turnOnOptions = [
  'sexy_ass',
  'dirty_talk',
  'pampering',
  'watching_porn',
  'slow_and_gentle',
  'in_a_public_place',
  'aggressive',
  'leather_latex_clothing',
  'chest',
  'hands',
  'good_listener',
  'long_hair',
  'massage',
  'beards',
  'tall',
  'ambition',
  'pushing_boundaries',
] as const;
export type TurnOn = (typeof turnOnOptions)[number];

/** Story backgrounds (docs/product/browse-and-profiles.md). */
export const storyGradients = [
  { id: 'gradient-1', name: 'Sunset' },
  { id: 'gradient-2', name: 'Ocean' },
  { id: 'gradient-3', name: 'Passion' },
  { id: 'gradient-4', name: 'Midnight' },
  { id: 'gradient-5', name: 'Forest' },
  { id: 'gradient-6', name: 'Berry' },
  { id: 'gradient-7', name: 'Dusk' },
  { id: 'gradient-8', name: 'Fire' },
] as const;
export type StoryGradientId = (typeof storyGradients)[number]['id'];

export const storyFonts = [
  { id: 'font-1', name: 'Classic' },
  { id: 'font-2', name: 'Elegant' },
  { id: 'font-3', name: 'Modern' },
  { id: 'font-4', name: 'Playful' },
  { id: 'font-5', name: 'Bold' },
] as const;
export type StoryFontId = (typeof storyFonts)[number]['id'];

export { citiesMatching, cityToStore, foldPlaceName, israeliCities, type CityLabel, type IsraeliCity } from './cities';

export const reactionTypes = ['like', 'love', 'laugh', 'wow', 'sad', 'angry'] as const;
export type ReactionType = (typeof reactionTypes)[number];

export const allowStoryRepliesOptions = ['everyone', 'friends', 'none'] as const;
export type AllowStoryReplies = (typeof allowStoryRepliesOptions)[number];

/** The 12 emojis of the chat picker (docs/product/browse-and-profiles.md); the wink emoji is the only text a FREE member may send. */
export { WINK_EMOJI } from './wink';
