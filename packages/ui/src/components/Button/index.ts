export { Button, buttonVariants, buttonTones, buttonSizes } from './Button';
export type { ButtonProps, ButtonVariant, ButtonTone, ButtonSize } from './Button';
