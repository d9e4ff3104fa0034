export { BlockConfirmDialog } from './BlockConfirmDialog';
export type { BlockConfirmDialogProps } from './BlockConfirmDialog';
