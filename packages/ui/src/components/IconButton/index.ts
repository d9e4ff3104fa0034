export { IconButton, iconButtonVariants, iconButtonTones, iconButtonSizes } from './IconButton';
export type { IconButtonProps, IconButtonVariant, IconButtonTone, IconButtonSize } from './IconButton';
