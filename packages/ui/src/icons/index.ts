export * from './icons';
export * from './callIcons';
export * from './videoIcon';
export { iconNames } from './iconNames';
export type { IconName } from './iconNames';
export { directionalIcons, isDirectionalIcon } from './directional';
export { iconSizes } from './createIcon';
export type { IconProps, IconSize, IconComponent } from './createIcon';
