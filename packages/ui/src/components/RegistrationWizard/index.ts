export { RegistrationWizard } from './RegistrationWizard';
export type { RegistrationWizardProps } from './RegistrationWizard';
export { RegistrationAccountStep } from './RegistrationAccountStep';
export { RegistrationProfileStep } from './RegistrationProfileStep';
export type { RegistrationProfileStepProps } from './RegistrationProfileStep';
export { RegistrationPhotoStep, registrationPhotoAccept } from './RegistrationPhotoStep';
export type { RegistrationPhotoStepProps } from './RegistrationPhotoStep';
export { RegistrationPreferencesStep } from './RegistrationPreferencesStep';
export type { RegistrationPreferencesStepProps } from './RegistrationPreferencesStep';
export { emptyRegistrationValues, registrationCopyKeys, registrationWizardSteps } from './types';
export type {
  RegistrationValues,
  RegistrationErrors,
  RegistrationErrorField,
  RegistrationCopy,
  RegistrationOptions,
  RegistrationLimits,
  RegistrationDate,
  RegistrationStepProps,
  RegistrationWizardStep,
} from './types';
