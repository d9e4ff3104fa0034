export { AppHeader } from './AppHeader';
export type { AppHeaderNavItem, AppHeaderProps } from './AppHeader';
export { AccountMenu } from './AccountMenu';
export type { AccountMenuProps } from './AccountMenu';
