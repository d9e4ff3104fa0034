export { PeopleOnlineGrid } from './PeopleOnlineGrid';
export type { PeopleOnlineGridProps, OnlinePerson } from './PeopleOnlineGrid';
