import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { IconButton } from '../IconButton/IconButton';
import { keepOpenForFloatingLayers } from '../private/floatingLayer';
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

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * Where focus goes when a modal opens: the first control of its content (a field, or the first footer
 * button — Cancel before a destructive action), never the close button in the corner; with nothing to
 * operate, the dialog itself, so a screen reader starts at its title.
 */
function focusOnOpen(event: Event, content: HTMLElement | null, close: HTMLElement | null) {
  if (!content) return;
  event.preventDefault();
  const first = [...content.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => !close?.contains(el));
  (first ?? content).focus();
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
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => focusOnOpen(event, contentRef.current, closeRef.current)}
          onPointerDownOutside={keepOpenForFloatingLayers}
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
            <div className={styles.close} ref={closeRef}>
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

/**
 * Radix's dialog parts, for a full-screen modal that draws its own layout (the call screen). Taken from here rather
 * than from radix-ui directly, so every modal shares one chunk of dialog code in an app's build.
 */
export const ModalParts = RadixDialog;
