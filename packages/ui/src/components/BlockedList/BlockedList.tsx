import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import * as styles from './BlockedList.css';

export interface BlockedMember {
  id: string;
  name: string;
  photo?: string | null;
}

export interface BlockedListProps {
  members: readonly BlockedMember[];
  labels: { unblock: string; unblockName: (name: string) => string; empty: string };
  onUnblock?: (id: string) => void;
  /** Ids being unblocked right now. */
  busyIds?: readonly string[];
  'data-testid'?: string;
}

/** Members I blocked, each with Unblock. */
export function BlockedList({ members, labels, onUnblock, busyIds = [], ...dom }: BlockedListProps) {
  if (members.length === 0) {
    return (
      <p className={styles.empty} data-testid={dom['data-testid']}>
        {labels.empty}
      </p>
    );
  }
  return (
    <ul className={styles.root} data-testid={dom['data-testid']}>
      {members.map((m) => (
        <li key={m.id} className={styles.row}>
          <Avatar name={m.name} src={m.photo ?? undefined} size="md" decorative />
          <bdi className={styles.name} dir="auto">
            {m.name}
          </bdi>
          <Button
            size="sm"
            variant="soft"
            tone="neutral"
            aria-label={labels.unblockName(m.name)}
            loading={busyIds.includes(m.id)}
            onClick={() => onUnblock?.(m.id)}
          >
            {labels.unblock}
          </Button>
        </li>
      ))}
    </ul>
  );
}
BlockedList.displayName = 'BlockedList';
