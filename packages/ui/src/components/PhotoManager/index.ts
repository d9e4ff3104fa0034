export { PhotoManager } from './PhotoManager';
export type { ManagedPhoto, PhotoManagerLabels, PhotoManagerProps } from './PhotoManager';
