export { PullToRefresh } from './PullToRefresh';
export type { PullToRefreshProps } from './PullToRefresh';
