import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];
export const modalPlacements = ['center', 'bottom'] as const;

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** The element that opens the dialog (rendered as the trigger; focus returns to it on close). */
  trigger?: ReactElement;
  children?: ReactNode;
  /** Action buttons, at the inline end. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: DialogSize;
  'data-testid'?: string;
}

/** Shared by Dialog and Sheet: Radix Dialog (focus trap, Escape, return focus) in a portal on <body>. */
export function ModalBase({
  placement,
  title,
  description,
  closeLabel,
  trigger,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  ...dom
}: DialogProps & { placement: (typeof modalPlacements)[number] }) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={placement === 'bottom' ? styles.sheet : styles.content}
          data-size={size}
          data-placement={placement}
          data-testid={dom['data-testid']}
          // Without a description, tell Radix there is none (rather than pointing at a missing id).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {placement === 'bottom' ? <div className={styles.handle} aria-hidden="true" /> : null}
          <div className={styles.header}>
            <div className={styles.headerText}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            <div className={styles.close}>
              <RadixDialog.Close asChild>
                <IconButton icon={<CloseIcon />} aria-label={closeLabel} />
              </RadixDialog.Close>
            </div>
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
ModalBase.displayName = 'ModalBase';

/** A centred modal dialog. Theme and direction come from <html>, so the portal matches the page. */
export function Dialog(props: DialogProps) {
  return <ModalBase {...props} placement="center" />;
}
Dialog.displayName = 'Dialog';

/** Closes the surrounding Dialog or Sheet when its child is activated (e.g. a Cancel button). */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
DialogClose.displayName = 'DialogClose';
