import { useState } from 'react';
import * as styles from './InterestList.css';

export interface InterestItem {
  value: string;
  label: string;
  /** Shared with the viewer: highlighted. */
  common?: boolean;
}

export interface InterestListProps {
  items: readonly InterestItem[];
  /** How many show before '+N show more' (spec: 8). */
  limit?: number;
  labels: { showMore: (count: number) => string; showLess: string; common: string };
  'data-testid'?: string;
}

/** A member's interests as chips: the first few, then '+N show more'; common ones highlighted. */
export function InterestList({ items, limit = 8, labels, ...dom }: InterestListProps) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? items : items.slice(0, limit);
  const more = items.length - limit;
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={item.value} className={styles.chip} data-common={Boolean(item.common)}>
            {item.common ? <span aria-hidden="true">♥ </span> : null}
            {item.label}
            {item.common ? <span className={styles.hidden}> ({labels.common})</span> : null}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? labels.showLess : labels.showMore(more)}
        </button>
      ) : null}
    </div>
  );
}
InterestList.displayName = 'InterestList';
