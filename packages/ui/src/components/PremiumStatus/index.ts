export { PremiumStatus, premiumStatusKinds } from './PremiumStatus';
export type { PremiumStatusKind, PremiumStatusProps } from './PremiumStatus';
