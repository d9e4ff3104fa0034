export { EmptyState, emptyStateHeadingLevels } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
