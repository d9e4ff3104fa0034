import * as styles from './Spinner.css';

/** Decorative spinner inside controls; the control itself carries aria-busy and its label. */
export function InlineSpinner() {
  return <span className={styles.spinner} aria-hidden="true" data-part="spinner" />;
}
InlineSpinner.displayName = 'InlineSpinner';
