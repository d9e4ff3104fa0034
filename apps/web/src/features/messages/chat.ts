/**
 * The app's chat engine (engine.ts) for the signed-in member: one per member and store, created when the messages
 * page, the embedded panel or a waiting outbox first needs it, stopped when the member signs out.
 */
import { isPremium, totalUnread, type AccountTier } from '@kindred/core';
import { flushSync } from 'react-dom';
import { browserStorage } from '../../lib/storage';
import { store } from '../../lib/store';
import { currentMemberAtom } from '../session/atoms';
import { chatApi } from './api';
import { activePartnerAtom, conversationsAtom, threadsAtom, typingAtom, uploadProgressAtom } from './atoms';
import { createChatEngine, type ChatEngine } from './engine';
import { chatUnreadAtom } from './unread';

let current: { memberId: string; engine: ChatEngine; stop: () => void } | null = null;

const newId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * `run` after the browser paints what this task changed. React renders the change in a task of its own, which
 * may come after the next animation frame: so the frame after that one, then a task (that frame's style, layout
 * and paint come between). A hidden page paints no frames, and a busy one may wait long for them: `run` then comes
 * after a task, or 250 ms, whichever is first — once.
 */
function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(run, 0);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, 250);
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
}

/** The engine of the member signed in now (their tier and privacy read live, so an upgrade applies at once). */
export function chatEngine(memberId: string): ChatEngine {
  if (current?.memberId === memberId) return current.engine;
  stopChat();
  const member = () => store.get(currentMemberAtom);
  const engine = createChatEngine({
    store,
    me: {
      id: memberId,
      get tier(): AccountTier {
        const m = member();
        return m && isPremium(m) ? (m.accountTier === 'FREE' ? 'PAID' : (m.accountTier as AccountTier)) : 'FREE';
      },
      get showReadReceipts() {
        return member()?.settings?.privacy?.showReadReceipts !== false;
      },
    },
    api: chatApi,
    storage: browserStorage('localStorage'),
    clock: { now: () => Date.now() },
    scheduler: {
      setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    newId,
    afterPaint,
    // A message for the conversation on screen renders in its socket frame's task, not in a later one (0240).
    showNow: (run) => flushSync(run),
  });
  const online = () => void engine.flush();
  window.addEventListener('online', online);
  // The nav badge: the list's unread total once the list is loaded.
  const offUnread = store.sub(conversationsAtom, () => {
    const s = store.get(conversationsAtom);
    if (s.status === 'loaded') store.set(chatUnreadAtom, totalUnread(s.list));
  });
  current = {
    memberId,
    engine,
    stop: () => {
      window.removeEventListener('online', online);
      offUnread();
      engine.stop();
    },
  };
  return engine;
}

/** Sign-out: the next member starts from nothing. */
export function stopChat(): void {
  if (!current) return;
  current.stop();
  current = null;
  store.set(conversationsAtom, { status: 'idle', list: [] });
  store.set(threadsAtom, new Map());
  store.set(activePartnerAtom, null);
  store.set(typingAtom, []);
  store.set(uploadProgressAtom, new Map());
}
