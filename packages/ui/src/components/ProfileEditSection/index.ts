export { ProfileEditSection } from './ProfileEditSection';
export type { ProfileEditSectionProps } from './ProfileEditSection';
