import type { OnlinePerson } from '@kindred/ui';
import { atom } from 'jotai';

/** Bumped to fetch the list again. */
export const peopleOnlineRefreshAtom = atom(0);

/**
 * The home page's people online: `null` while loading, then a list (empty means the sample is shown). HomePage
 * fetches it (`fetchPeopleOnline`, which never rejects: a failure is an empty list) when it mounts, when the member
 * signs in or out and when `peopleOnlineRefreshAtom` is bumped.
 */
export const peopleOnlineAtom = atom<OnlinePerson[] | null>(null);
