export { VerificationBanner, verificationBannerStates } from './VerificationBanner';
export type { VerificationBannerProps, VerificationBannerState } from './VerificationBanner';
