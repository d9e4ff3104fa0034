import type { Ref } from 'react';
import * as styles from './CallOverlay.css';
import type { CallOverlayLabels } from './types';

/** Escape during a live call asks first: stay (focused) or end the call. */
export function EndCallConfirm({
  id,
  stayRef,
  onStay,
  onEnd,
  labels,
}: {
  id: string;
  stayRef: Ref<HTMLButtonElement>;
  onStay: () => void;
  onEnd: () => void;
  labels: CallOverlayLabels;
}) {
  return (
    <div className={styles.confirm} role="group" aria-labelledby={id}>
      <p className={styles.confirmTitle} id={id}>
        {labels.confirmTitle}
      </p>
      <div className={styles.confirmActions}>
        <button ref={stayRef} type="button" className={styles.pill} onClick={onStay}>
          {labels.confirmStay}
        </button>
        <button type="button" className={styles.pill} data-tone="critical" onClick={onEnd}>
          {labels.confirmEnd}
        </button>
      </div>
    </div>
  );
}
