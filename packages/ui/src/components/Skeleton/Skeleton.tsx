import { inlineVars } from '../private/inlineVars';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'circle', 'rect'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Number of text lines (shape="text"). */
  lines?: number;
  /** Side of a circle or height of a rect, in px. */
  size?: number;
  /** Width of a rect or circle; defaults to 100% (rect) or `size` (circle). */
  width?: number | string;
  'data-testid'?: string;
}

/**
 * Decorative placeholder while content loads (hidden from assistive technology: put aria-busy on the
 * region and a Spinner or status text for the announcement).
 */
export function Skeleton({ shape = 'text', lines = 1, size = 40, width, ...dom }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={styles.lines} aria-hidden="true" data-testid={dom['data-testid']}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={styles.root} data-shape="text" />
        ))}
      </span>
    );
  }
  const inlineSize = width ?? (shape === 'circle' ? size : '100%');
  return (
    <span
      className={styles.root}
      data-shape={shape}
      aria-hidden="true"
      data-testid={dom['data-testid']}
      style={inlineVars({
        [styles.inlineSize]: typeof inlineSize === 'number' ? `${inlineSize}px` : inlineSize,
        [styles.blockSize]: `${size}px`,
      })}
    />
  );
}
Skeleton.displayName = 'Skeleton';
