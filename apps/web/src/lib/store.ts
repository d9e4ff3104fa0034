import { createStore } from 'jotai';

/** The app's one jotai store; socket and HTTP handlers outside React use store.get/set. */
export const store = createStore();
