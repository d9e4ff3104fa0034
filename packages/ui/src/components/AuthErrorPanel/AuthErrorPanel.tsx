import { LockIcon } from '../../icons/icons';
import { StatusView } from '../private/StatusView';

export interface AuthErrorPanelProps {
  /** 'Authentication Error' (docs/product/accounts.md). */
  title: string;
  /** The failure, or 'Authentication failed'. */
  message: string;
  /** What happens next, e.g. "Taking you to sign in…". */
  note?: string;
  'data-testid'?: string;
}

/** Shown for 3 s when the session check fails, before the guard sends the visitor to sign in (docs/product/accounts.md). */
export function AuthErrorPanel({ title, message, note, ...dom }: AuthErrorPanelProps) {
  return (
    <StatusView
      role="alert"
      tone="critical"
      art={<LockIcon size="xl" />}
      title={title}
      body={note ? `${message} ${note}` : message}
      testId={dom['data-testid']}
    />
  );
}
AuthErrorPanel.displayName = 'AuthErrorPanel';
