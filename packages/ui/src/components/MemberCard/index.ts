export { MemberCard, MemberCardSkeleton, memberCardLayouts } from './MemberCard';
export type { MemberCardLabels, MemberCardLayout, MemberCardProps } from './MemberCard';
