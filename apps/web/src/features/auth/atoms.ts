import { atom } from 'jotai';
import { emptyRegistrationValues, type RegistrationValues, type RegistrationWizardStep } from '@kindred/ui';

export const emptyRegistration: RegistrationValues = emptyRegistrationValues;

/** The wizard's answers while it is open (kept in memory only: a password never goes to storage). */
export const registrationAtom = atom<RegistrationValues>(emptyRegistration);
export const registrationStepAtom = atom<RegistrationWizardStep>(1);
/** The chosen profile photo, uploaded after the account exists. */
export const registrationPhotoAtom = atom<File | null>(null);

export { bannerDismissedAtAtom, verificationSentAtAtom } from './verification';
