export { DeleteAccountDialog } from './DeleteAccountDialog';
export type { DeleteAccountDialogProps } from './DeleteAccountDialog';
