/**
 * English labels of the option lists (docs/product/browse-and-profiles.md), keyed by their stable values. The same table is served as
 * the `options` translation namespace (locales/{en,he}/options.json), so every screen and story shows the
 * member's language while the API keeps the values.
 */
import {
  allowStoryRepliesOptions,
  genderOptions,
  identityOptions,
  interests,
  intoTagOptions,
  israeliCities,
  lookingForOptions,
  maritalStatusOptions,
  storyFonts,
  storyGradients,
  turnOnOptions,
  type AllowStoryReplies,
  type Gender,
  type Identity,
  type Interest,
  type IntoTag,
  type IsraeliCity,
  type LookingFor,
  type MaritalStatus,
  type StoryFontId,
  type StoryGradientId,
  type TurnOn,
} from './options';

import { optionKey } from './key';

export { optionKey } from './key';

const same = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [optionKey(v), v])) as unknown as Record<T, string>;

const intoTagLabels: Record<IntoTag, string> = {
  meetups: 'Meetups',
  camera_chat: 'Camera chat',
  power_play: 'Power play',
  threesomes: 'Threesomes',
  online_fun: 'Online fun',
  being_watched: 'Being watched',
  sexting: 'Sexting',
  full_swap: 'Full swap',
  fantasy_sharing: 'Fantasy sharing',
  chatting: 'Chatting',
  voice_messages: 'Voice messages',
  photography: 'Photography',
  fmf: 'FMF',
  costumes: 'Costumes',
  oral: 'Oral',
  planned: 'Planned',
  spontaneous: 'Spontaneous',
  soft_swap: 'Soft swap',
  mfm: 'MFM',
  role_play: 'Role play',
  toys: 'Toys',
  kissing: 'Kissing',
  cuddling: 'Cuddling',
  outdoor: 'Outdoor',
  dancing: 'Dancing',
  dinner_dates: 'Dinner dates',
  massage: 'Massage',
  tantra: 'Tantra',
};

const turnOnLabels: Record<TurnOn, string> = {
  sexy_ass: 'Sexy ass',
  dirty_talk: 'Dirty talk',
  pampering: 'Pampering',
  watching_porn: 'Watching porn',
  slow_and_gentle: 'Slow and gentle',
  in_a_public_place: 'In a public place',
  aggressive: 'Aggressive',
  leather_latex_clothing: 'Leather/latex clothing',
  chest: 'Chest',
  hands: 'Hands',
  good_listener: 'Good listener',
  long_hair: 'Long hair',
  massage: 'Massage',
  beards: 'Beards',
  tall: 'Tall',
  ambition: 'Ambition',
  pushing_boundaries: 'Pushing boundaries',
};

export const optionLabels = {
  interests: same<Interest>(interests),
  lookingFor: { women: 'Women', men: 'Men', couples: 'Couples' } satisfies Record<LookingFor, string>,
  identity: { woman: 'A woman', man: 'A man', couple: 'A couple' } satisfies Record<Identity, string>,
  gender: { female: 'Female', male: 'Male', other: 'Other' } satisfies Record<Gender, string>,
  maritalStatus: same<MaritalStatus>(maritalStatusOptions),
  intoTags: intoTagLabels,
  turnOns: turnOnLabels,
  cities: same<IsraeliCity>(israeliCities),
  allowStoryReplies: { everyone: 'Everyone', friends: 'Friends', none: 'No one' } satisfies Record<
    AllowStoryReplies,
    string
  >,
  storyGradients: Object.fromEntries(storyGradients.map((g) => [g.id, g.name])) as Record<StoryGradientId, string>,
  storyFonts: Object.fromEntries(storyFonts.map((f) => [f.id, f.name])) as Record<StoryFontId, string>,
} as const;

export type OptionGroup = keyof typeof optionLabels;

/** Every value of every group has a label (checked by the catalogue test). */
export const optionValues: { [G in OptionGroup]: readonly string[] } = {
  interests,
  lookingFor: lookingForOptions,
  identity: identityOptions,
  gender: genderOptions,
  maritalStatus: maritalStatusOptions,
  intoTags: intoTagOptions,
  turnOns: turnOnOptions,
  cities: israeliCities,
  allowStoryReplies: allowStoryRepliesOptions,
  storyGradients: storyGradients.map((g) => g.id),
  storyFonts: storyFonts.map((f) => f.id),
};

/** The i18next key of an option's label, e.g. `optionLabelKey('maritalStatus', "It's complicated")`. */
export const optionLabelKey = (group: OptionGroup, value: string): string => `${group}.${optionKey(value)}`;
