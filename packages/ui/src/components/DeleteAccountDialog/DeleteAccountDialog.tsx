import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { PasswordField } from '../PasswordField/PasswordField';
import * as styles from './DeleteAccountDialog.css';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (password: string) => void;
  busy?: boolean;
  /** The failure, shown in the dialog. */
  error?: string | null;
  labels: {
    title: string;
    body: string;
    password: string;
    show: string;
    hide: string;
    confirm: string;
    cancel: string;
    close: string;
  };
  'data-testid'?: string;
}

/** Deleting the account asks for the password; closing clears it and the error. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  busy = false,
  error,
  labels,
  ...dom
}: DeleteAccountDialogProps) {
  const [password, setPassword] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPassword('');
        onOpenChange(next);
      }}
      size="sm"
      title={labels.title}
      description={labels.body}
      closeLabel={labels.close}
      data-testid={dom['data-testid']}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" tone="neutral" disabled={busy}>
              {labels.cancel}
            </Button>
          </DialogClose>
          <Button tone="critical" type="submit" form="kd-delete-account" disabled={!password} loading={busy}>
            {labels.confirm}
          </Button>
        </>
      }
    >
      <form
        id="kd-delete-account"
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (password) onConfirm(password);
        }}
      >
        <PasswordField
          label={labels.password}
          showLabel={labels.show}
          hideLabel={labels.hide}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={error ?? undefined}
          required
        />
      </form>
    </Dialog>
  );
}
DeleteAccountDialog.displayName = 'DeleteAccountDialog';
