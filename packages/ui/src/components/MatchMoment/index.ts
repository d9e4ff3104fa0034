export { MatchMoment } from './MatchMoment';
export type { MatchMomentPerson, MatchMomentProps } from './MatchMoment';
