import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What is loading, announced politely (e.g. "Loading…"). */
  label: string;
  /** Show the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
  size?: SpinnerSize;
  'data-testid'?: string;
}

export function Spinner({ label, showLabel = false, size = 'md', ...dom }: SpinnerProps) {
  return (
    <span className={styles.root} role="status" data-testid={dom['data-testid']}>
      <span className={styles.ring} data-size={size} aria-hidden="true" />
      {showLabel ? <span className={styles.label}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
Spinner.displayName = 'Spinner';
