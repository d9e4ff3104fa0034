import { atom } from 'jotai';

export const supportTabs = ['contact', 'faq'] as const;
export type SupportTab = (typeof supportTabs)[number];

/** The support page's tab (contact by default) and the open FAQ question (one at a time). */
export const supportTabAtom = atom<SupportTab>('contact');
export const openFaqAtom = atom<string>('');
