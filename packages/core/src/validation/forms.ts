/** Form validators (all fields at once) for web forms; each error carries the spec's message and a stable key. */
import { profilePhotoRule, type FileLike } from './files';
import { collectErrors, type FieldErrors } from './messages';
import {
  agreePrivacyRule,
  agreeTermsRule,
  bioRule,
  confirmPasswordRule,
  dateOfBirthRule,
  emailRule,
  identityRule,
  interestsRule,
  intoTagsRule,
  locationRule,
  lookingForRule,
  loginPasswordRule,
  maritalStatusRule,
  nicknameRule,
  passwordRule,
  profileAgeRule,
  profileInterestsRule,
  profileLookingForRule,
  requiredTextRule,
  turnOnsRule,
} from './rules';

export const registrationSteps = [1, 2, 3, 4] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** The registration form (docs/product/accounts.md: payload fields plus form-only fields). */
export interface RegistrationForm {
  nickname?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  dateOfBirth?: unknown;
  iAm?: unknown;
  location?: unknown;
  profilePhoto?: FileLike | null;
  maritalStatus?: unknown;
  lookingFor?: unknown;
  interests?: unknown;
  intoTags?: unknown;
  turnOns?: unknown;
  agreeTerms?: unknown;
  agreePrivacy?: unknown;
  newsletter?: unknown;
}

/** Validates one wizard step (docs/product/accounts.md steps 1–4); `todayMs` decides the age. */
export function validateRegistrationStep(step: RegistrationStep, form: RegistrationForm, todayMs: number): FieldErrors {
  switch (step) {
    case 1:
      return collectErrors({
        nickname: () => nicknameRule(form.nickname),
        email: () => emailRule(form.email),
        password: () => passwordRule(form.password),
        confirmPassword: () => confirmPasswordRule(form.password, form.confirmPassword),
      });
    case 2:
      return collectErrors({
        dateOfBirth: () => dateOfBirthRule(form.dateOfBirth, todayMs),
        iAm: () => identityRule(form.iAm),
        location: () => locationRule(form.location),
      });
    case 3:
      return collectErrors({ profilePhoto: () => profilePhotoRule(form.profilePhoto) });
    case 4:
      return collectErrors({
        maritalStatus: () => maritalStatusRule(form.maritalStatus),
        lookingFor: () => lookingForRule(form.lookingFor),
        interests: () => interestsRule(form.interests),
        intoTags: () => intoTagsRule(form.intoTags),
        turnOns: () => turnOnsRule(form.turnOns),
        agreeTerms: () => agreeTermsRule(form.agreeTerms),
        agreePrivacy: () => agreePrivacyRule(form.agreePrivacy),
      });
  }
}

/**
 * A tag toggle at the limit is ignored (docs/product/accounts.md step 4: "Over-limit clicks show a warning and are ignored").
 * Returns the new selection and whether the limit stopped the click.
 */
export function toggleLimited<T>(selected: readonly T[], value: T, max: number): { selected: T[]; limited: boolean } {
  if (selected.includes(value)) return { selected: selected.filter((v) => v !== value), limited: false };
  if (selected.length >= max) return { selected: [...selected], limited: true };
  return { selected: [...selected, value], limited: false };
}

export function validateLogin(form: { email?: unknown; password?: unknown }): FieldErrors {
  return collectErrors({ email: () => emailRule(form.email), password: () => loginPasswordRule(form.password) });
}

export interface ProfileEditForm {
  nickname?: unknown;
  age?: unknown;
  location?: unknown;
  bio?: unknown;
  interests?: unknown;
  lookingFor?: unknown;
  intoTags?: unknown;
  turnOns?: unknown;
}

/** Profile edit (docs/product/accounts.md). */
export function validateProfileEdit(form: ProfileEditForm): FieldErrors {
  return collectErrors({
    nickname: () => nicknameRule(form.nickname),
    age: () => profileAgeRule(form.age),
    location: () => locationRule(form.location),
    bio: () => bioRule(form.bio),
    interests: () => profileInterestsRule(form.interests ?? []),
    lookingFor: () => profileLookingForRule(form.lookingFor ?? []),
    intoTags: () => intoTagsRule(form.intoTags),
    turnOns: () => turnOnsRule(form.turnOns),
  });
}

/** Support contact form: all four fields required, email typed as email (docs/product/accounts.md). */
export function validateSupportForm(form: {
  name?: unknown;
  email?: unknown;
  subject?: unknown;
  message?: unknown;
}): FieldErrors {
  return collectErrors({
    name: () => requiredTextRule('nameRequired')(form.name),
    email: () => emailRule(form.email),
    subject: () => requiredTextRule('subjectRequired')(form.subject),
    message: () => requiredTextRule('supportMessageRequired')(form.message),
  });
}
