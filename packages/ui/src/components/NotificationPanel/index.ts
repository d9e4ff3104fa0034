export { NotificationPanel, notificationPanelVariants } from './NotificationPanel';
export type {
  NotificationPanelItem,
  NotificationPanelLabels,
  NotificationPanelProps,
  NotificationPanelVariant,
} from './NotificationPanel';
export { NotificationDropdown, notificationDropdownPresentations } from './NotificationDropdown';
export type { NotificationDropdownPresentation, NotificationDropdownProps } from './NotificationDropdown';
export { NOTIFICATION_LIST_MAX_HEIGHT } from './NotificationPanel.css';
