import type { ReactNode } from 'react';
import type { DatePart } from '../DateField/DateField';
import type { TagOption } from '../TagPicker/TagPicker';

export const registrationWizardSteps = [1, 2, 3, 4] as const;
export type RegistrationWizardStep = (typeof registrationWizardSteps)[number];

/** What the wizard edits (docs/product/accounts.md: the registration payload plus the form-only fields). */
export interface RegistrationValues {
  nickname: string;
  email: string;
  password: string;
  confirmPassword: string;
  dateOfBirth: string;
  iAm: string;
  location: string;
  maritalStatus: string;
  lookingFor: string[];
  interests: string[];
  intoTags: string[];
  turnOns: string[];
  agreeTerms: boolean;
  agreePrivacy: boolean;
  newsletter: boolean;
}

export type RegistrationErrorField = keyof RegistrationValues | 'profilePhoto';
export type RegistrationErrors = Partial<Record<RegistrationErrorField, ReactNode>>;

/** The catalogue keys of the wizard's plain copy (`auth:register.<key>`), one text each. */
export const registrationCopyKeys = [
  'nickname',
  'nicknameHint',
  'email',
  'password',
  'passwordHint',
  'confirmPassword',
  'dateOfBirth',
  'dateOfBirthHint',
  'iAm',
  'location',
  'locationPlaceholder',
  'locationHint',
  'noCities',
  'photo',
  'photoHint',
  'photoDropHint',
  'choosePhoto',
  'changePhoto',
  'removePhoto',
  'photoPreviewAlt',
  'maritalStatus',
  'maritalStatusPlaceholder',
  'lookingFor',
  'interests',
  'intoTags',
  'turnOns',
  'lookingForLimit',
  'interestsLimit',
  'tagsLimit',
  'showFewerTags',
  'agreeTermsBefore',
  'termsLink',
  'agreePrivacyBefore',
  'privacyLink',
  'opensInNewTab',
  'newsletter',
  'tierTitle',
  'continue',
  'back',
  'submit',
  'submitting',
] as const;

export interface RegistrationCopy {
  nickname: string;
  nicknameHint: string;
  email: string;
  password: string;
  passwordHint: string;
  showPassword: string;
  hidePassword: string;
  confirmPassword: string;
  dateOfBirth: string;
  dateOfBirthHint: string;
  iAm: string;
  location: string;
  locationPlaceholder: string;
  locationHint: string;
  noCities: string;
  photo: string;
  photoHint: string;
  photoDropHint: string;
  choosePhoto: string;
  changePhoto: string;
  removePhoto: string;
  photoPreviewAlt: string;
  maritalStatus: string;
  maritalStatusPlaceholder: string;
  lookingFor: string;
  interests: string;
  intoTags: string;
  turnOns: string;
  lookingForLimit: string;
  interestsLimit: string;
  tagsLimit: string;
  /** (count, max) → "3 of 10". */
  countOf: (count: number, max: number) => string;
  /** (hidden) → "Show 20 more": a long tag list starts collapsed. */
  showMoreTags: (hidden: number) => string;
  showFewerTags: string;
  agreeTermsBefore: string;
  termsLink: string;
  agreePrivacyBefore: string;
  privacyLink: string;
  opensInNewTab: string;
  newsletter: string;
  tierTitle: string;
  continue: string;
  back: string;
  submit: string;
  submitting: string;
}

export interface RegistrationOptions {
  identity: { value: string; label: string }[];
  maritalStatus: { value: string; label: string }[];
  lookingFor: TagOption[];
  interests: TagOption[];
  intoTags: TagOption[];
  turnOns: TagOption[];
  /** Location suggestions (the city list of core's options, in the member's language). */
  cities: readonly string[];
  /** Which suggestions match what is typed (default: the suggestion contains it), e.g. by another language's name. */
  cityFilter?: (cities: readonly string[], query: string) => string[];
}

export interface RegistrationLimits {
  lookingFor: number;
  interests: number;
  intoTags: number;
  turnOns: number;
}

export interface RegistrationDate {
  /** BCP 47 locale for month names and the order of day, month and year. */
  locale: string;
  partLabels: Record<DatePart, string>;
  /** The latest allowed birth date (18 years ago, YYYY-MM-DD). */
  max: string;
  min?: string;
}

/** Props every step receives. */
export interface RegistrationStepProps {
  values: RegistrationValues;
  errors: RegistrationErrors;
  onChange: (patch: Partial<RegistrationValues>) => void;
  copy: RegistrationCopy;
}

/** The wizard before any answer (the app's form state and the stories start from it). */
export const emptyRegistrationValues: RegistrationValues = {
  nickname: '',
  email: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  iAm: '',
  location: '',
  maritalStatus: '',
  lookingFor: [],
  interests: [],
  intoTags: [],
  turnOns: [],
  agreeTerms: false,
  agreePrivacy: false,
  newsletter: false,
};
