export { Sheet } from './Sheet';
export type { SheetProps } from './Sheet';
