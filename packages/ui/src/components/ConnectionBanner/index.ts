export { ConnectionBanner, connectionStatuses } from './ConnectionBanner';
export type { ConnectionBannerProps, ConnectionStatus } from './ConnectionBanner';
