import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';

export interface BlockConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy?: boolean;
  labels: { title: string; body: string; confirm: string; cancel: string; close: string };
  'data-testid'?: string;
}

/** Confirms blocking a member (Cancel first: it gets the focus). */
export function BlockConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  busy = false,
  labels,
  ...dom
}: BlockConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={labels.title}
      description={labels.body}
      closeLabel={labels.close}
      data-testid={dom['data-testid']}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" tone="neutral">
              {labels.cancel}
            </Button>
          </DialogClose>
          <Button tone="critical" loading={busy} onClick={onConfirm}>
            {labels.confirm}
          </Button>
        </>
      }
    />
  );
}
BlockConfirmDialog.displayName = 'BlockConfirmDialog';
