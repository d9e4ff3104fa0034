import { atom } from 'jotai';
import { emptyRegistrationValues, type RegistrationValues, type RegistrationWizardStep } from '@kindred/ui';

/** The wizard's answers while it is open (kept in memory only: a password never goes to storage). */
export const registrationAtom = atom<RegistrationValues>(emptyRegistrationValues);
export const registrationStepAtom = atom<RegistrationWizardStep>(1);
/** The chosen profile photo, uploaded after the account exists. */
export const registrationPhotoAtom = atom<File | null>(null);

export { bannerDismissedAtAtom, verificationSentAtAtom } from './verification';
