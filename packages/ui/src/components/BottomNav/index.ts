export { BottomNav, bottomNavPlacements } from './BottomNav';
export type { BottomNavItem, BottomNavProps } from './BottomNav';
