export { InterestList } from './InterestList';
export type { InterestItem, InterestListProps } from './InterestList';
