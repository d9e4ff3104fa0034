import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import * as styles from './ReportDialog.css';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reasons to pick from (value sent to the server, translated label). */
  reasons: readonly { value: string; label: string }[];
  onSubmit: (reason: string) => void;
  busy?: boolean;
  labels: { title: string; description: string; reason: string; submit: string; cancel: string; close: string };
  'data-testid'?: string;
}

/** Report a member: pick a reason, confirm. */
export function ReportDialog({
  open,
  onOpenChange,
  reasons,
  onSubmit,
  busy = false,
  labels,
  ...dom
}: ReportDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason('');
        onOpenChange(next);
      }}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      data-testid={dom['data-testid']}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" tone="neutral">
              {labels.cancel}
            </Button>
          </DialogClose>
          <Button tone="critical" disabled={!reason} loading={busy} onClick={() => onSubmit(reason)}>
            {labels.submit}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <RadioGroup
          label={labels.reason}
          options={reasons.map((r) => ({ value: r.value, label: r.label }))}
          value={reason}
          onValueChange={setReason}
        />
      </div>
    </Dialog>
  );
}
ReportDialog.displayName = 'ReportDialog';
