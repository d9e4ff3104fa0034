import { Button } from '../Button/Button';
import * as styles from './SaveChangesBar.css';

export interface SaveChangesBarProps {
  dirty: boolean;
  saving?: boolean;
  labels: { unsaved: string; save: string; discard: string };
  onSave?: () => void;
  onDiscard?: () => void;
  'data-testid'?: string;
}

/** The one Save Changes bar of the settings page: says when something is unsaved; Save only then. */
export function SaveChangesBar({ dirty, saving = false, labels, onSave, onDiscard, ...dom }: SaveChangesBarProps) {
  return (
    <div className={styles.root} data-dirty={dirty} data-testid={dom['data-testid']}>
      <p className={styles.text} role="status">
        {dirty ? labels.unsaved : ''}
      </p>
      <div className={styles.actions}>
        {dirty ? (
          <Button variant="ghost" tone="neutral" onClick={onDiscard} disabled={saving}>
            {labels.discard}
          </Button>
        ) : null}
        <Button onClick={onSave} disabled={!dirty || saving} loading={saving}>
          {labels.save}
        </Button>
      </div>
    </div>
  );
}
SaveChangesBar.displayName = 'SaveChangesBar';
