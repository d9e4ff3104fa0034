import { vars } from '../../theme/contract.css';

/**
 * The fixed bar's height on phones (its 56 px items, padding and top border, plus the safe area): things fixed or
 * sticky at the bottom of a member's page (the Save Changes bar, the toasts) sit this far up so the navigation never
 * covers them. A plain module, so a style file can use it without taking the bar's own styles along.
 */
export const bottomNavBlockSize = `calc(56px + ${vars.space['1']} + max(${vars.space['1']}, env(safe-area-inset-bottom)) + 1px)`;

/** Where the bar shows (BottomNav `responsive`): under this width. */
export const bottomNavMedia = 'screen and (max-width: 768px)';
