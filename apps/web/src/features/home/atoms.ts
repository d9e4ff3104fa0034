import type { OnlinePerson } from '@kindred/ui';
import { atom } from 'jotai';
import { loadable } from 'jotai/utils';
import { tokenAtom } from '../session/atoms';
import { fetchPeopleOnline } from './api';

/** Bumped to fetch the list again. */
export const peopleOnlineRefreshAtom = atom(0);

const peopleOnlineAsyncAtom = atom<Promise<OnlinePerson[]>>((get) => {
  get(peopleOnlineRefreshAtom);
  return fetchPeopleOnline(get(tokenAtom));
});

/** The home page's people online: loading, then a list (empty means the sample is shown). */
export const peopleOnlineAtom = loadable(peopleOnlineAsyncAtom);
