import { ModalBase, type DialogProps } from '../Dialog/Dialog';

export type SheetProps = Omit<DialogProps, 'size'>;

/** Mobile modal that slides up from the bottom edge: same focus and Escape behaviour as Dialog. */
export function Sheet(props: SheetProps) {
  return <ModalBase {...props} placement="bottom" />;
}
Sheet.displayName = 'Sheet';
