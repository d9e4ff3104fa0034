import { atom } from 'jotai';

/** Whether the browser is online (docs/product/README.md "Connection status"), kept in step with the online/offline events. */
export const onlineAtom = atom<boolean>(typeof navigator === 'undefined' || navigator.onLine !== false);
onlineAtom.onMount = (set) => {
  const online = () => set(true);
  const offline = () => set(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  set(navigator.onLine !== false);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
};
