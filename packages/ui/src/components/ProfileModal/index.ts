export { ProfileModal, profileModalStates } from './ProfileModal';
export type { ProfileModalLabels, ProfileModalProfile, ProfileModalProps, ProfileModalState } from './ProfileModal';
