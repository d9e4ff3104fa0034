export { SaveChangesBar } from './SaveChangesBar';
export type { SaveChangesBarProps } from './SaveChangesBar';
