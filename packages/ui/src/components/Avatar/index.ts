export { Avatar, avatarSizes, initialsOf } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
