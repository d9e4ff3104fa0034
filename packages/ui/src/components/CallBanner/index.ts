export { CallBanner, callBannerVariants } from './CallBanner';
export type { CallBannerProps, CallBannerLabels, CallBannerVariant } from './CallBanner';
