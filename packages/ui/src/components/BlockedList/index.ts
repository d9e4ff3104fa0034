export { BlockedList } from './BlockedList';
export type { BlockedListProps, BlockedMember } from './BlockedList';
