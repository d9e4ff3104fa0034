export { RouteLoading, routeLoadingSizes } from './RouteLoading';
export type { RouteLoadingProps, RouteLoadingSize } from './RouteLoading';
