export { DropdownMenu, menuItemTones, menuAligns } from './DropdownMenu';
export type { DropdownMenuProps, MenuEntry } from './DropdownMenu';
