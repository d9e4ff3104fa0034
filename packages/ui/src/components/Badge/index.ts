export { Badge, BadgeAnchor, badgeTones, badgeVariants, badgeSizes, formatCount } from './Badge';
export type { BadgeProps, BadgeAnchorProps, BadgeTone, BadgeVariant, BadgeSize } from './Badge';
