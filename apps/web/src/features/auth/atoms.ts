import { BANNER_DISMISSED_KEY } from '@kindred/core';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { RegistrationValues, RegistrationWizardStep } from '@kindred/ui';

export const emptyRegistration: RegistrationValues = {
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

/** The wizard's answers while it is open (kept in memory only: a password never goes to storage). */
export const registrationAtom = atom<RegistrationValues>(emptyRegistration);
export const registrationStepAtom = atom<RegistrationWizardStep>(1);
/** The chosen profile photo, uploaded after the account exists. */
export const registrationPhotoAtom = atom<File | null>(null);

const numberStorage = createJSONStorage<number | null>(() => localStorage);
/** When the verification banner was dismissed (hidden for 24 h; spec 000 §4). */
export const bannerDismissedAtAtom = atomWithStorage<number | null>(BANNER_DISMISSED_KEY, null, numberStorage, {
  getOnInit: true,
});
/** When a verification email was last requested here (the resend button counts down 60 minutes). */
export const verificationSentAtAtom = atomWithStorage<number | null>('verificationSentAt', null, numberStorage, {
  getOnInit: true,
});
