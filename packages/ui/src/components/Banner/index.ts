export { Banner, bannerTones } from './Banner';
export type { BannerProps, BannerTone } from './Banner';
