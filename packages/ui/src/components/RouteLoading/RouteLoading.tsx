import { Spinner } from '../Spinner/Spinner';
import * as styles from './RouteLoading.css';

export const routeLoadingSizes = ['page', 'screen', 'inline'] as const;
export type RouteLoadingSize = (typeof routeLoadingSizes)[number];

export interface RouteLoadingProps {
  /** What is loading, shown under the spinner and announced politely (e.g. "Loading the page…"). */
  label: string;
  /** page: the main area; screen: the whole viewport (first load); inline: inside a section. */
  size?: RouteLoadingSize;
  'data-testid'?: string;
}

/** What a lazy route or a session check shows while it loads: a calm spinner with its label, never a blank page. */
export function RouteLoading({ label, size = 'page', ...dom }: RouteLoadingProps) {
  return (
    <div className={styles.root} data-size={size} data-testid={dom['data-testid']}>
      <Spinner size={size === 'inline' ? 'md' : 'lg'} label={label} showLabel />
    </div>
  );
}
RouteLoading.displayName = 'RouteLoading';
