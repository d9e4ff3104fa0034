export { PhotoManager, photoActions } from './PhotoManager';
export type { ManagedPhoto, PhotoManagerLabels, PhotoManagerProps } from './PhotoManager';
