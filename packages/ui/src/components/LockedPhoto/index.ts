export { LockedPhoto, lockedPhotoStatuses } from './LockedPhoto';
export type { LockedPhotoProps, LockedPhotoStatus } from './LockedPhoto';
