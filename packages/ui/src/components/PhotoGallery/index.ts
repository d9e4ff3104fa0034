export { PhotoGallery } from './PhotoGallery';
export type { GalleryItem, PhotoGalleryLabels, PhotoGalleryProps } from './PhotoGallery';
