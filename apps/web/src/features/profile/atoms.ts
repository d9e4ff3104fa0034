import { photoMessages, type Photo, type User } from '@kindred/core';
import { atom } from 'jotai';

/** My photos as the photo manager shows them; temporary entries carry their upload progress. */
export interface MyPhoto extends Photo {
  isTemp?: boolean;
  progress?: number;
}

export const myPhotosAtom = atom<MyPhoto[]>([]);
export const meAtom = atom<User | null>(null);

/** The members catalogue key for one of core's photo rule messages. */
export function photoMessageKey(reason: string): string {
  const key = (Object.keys(photoMessages) as (keyof typeof photoMessages)[]).find((k) => photoMessages[k] === reason);
  return key ? `myProfile.${key}` : 'myProfile.actionFailed';
}
