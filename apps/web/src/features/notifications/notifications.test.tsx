import { badgeText, NOTIFICATION_MERGE_WINDOW_MS, type Notification } from '@kindred/core';
import { NotificationBell } from '@kindred/ui';
import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { callRequestAtom, matchMomentAtom, storyViewerRequestAtom } from '../../lib/bridges';
import { fakeRealtime } from '../../lib/fakeSocket.testing';
import { notificationsAtom, unreadNotificationsAtom } from './atoms';
import { createNotificationCenter, type NotificationRequests, type SyncChannel } from './center';
import { markAllNotificationsRead, markNotificationsRead, type ReadRequests } from './readMarks';
import { createLikeHandler, MATCH_REPEAT_MS } from './likes';
import { listenForNotifications } from './live';
import { followNotification } from './open';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const STORY = 'cccccccccccccccccccccccc';
const T0 = Date.UTC(2026, 10, 20, 12);
const MIN = 60_000;
let seq = 0;
const id = () => (seq += 1).toString(16).padStart(24, 'd');
const note = (over: Partial<Notification> = {}): Notification => ({
  _id: id(),
  type: 'like',
  sender: { _id: A, nickname: 'Dana', photo: '/uploads/images/dana_thumb.webp' },
  message: 'Dana liked you',
  read: false,
  count: 1,
  createdAt: new Date(T0).toISOString(),
  ...over,
});

/** Two tabs' BroadcastChannels on one origin: a message from one reaches every other, never itself. */
function channelPair(): [SyncChannel, SyncChannel] {
  const make = (): SyncChannel & { peer?: SyncChannel } => ({
    onmessage: null,
    postMessage(message: unknown) {
      const peer = this.peer;
      // BroadcastChannel delivers structured clones, later.
      const data = structuredClone(message);
      queueMicrotask(() => peer?.onmessage?.(new MessageEvent('message', { data })));
    },
    close() {
      this.onmessage = null;
    },
  });
  const [one, two] = [make(), make()];
  one.peer = two;
  two.peer = one;
  return [one, two];
}

function requests(list: Notification[] = []): NotificationRequests & ReadRequests & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    list: vi.fn(async () => {
      calls.push('list');
      return { data: structuredClone(list) };
    }),
    read: vi.fn(async (ids: string[]) => calls.push(`read ${ids.join(',')}`)),
    readAll: vi.fn(async () => calls.push('readAll')),
  };
}

function tab(options: { channel?: SyncChannel | null; list?: Notification[]; settings?: object } = {}) {
  const store = createStore();
  const api = requests(options.list);
  const center = createNotificationCenter({
    store,
    requests: api,
    channel: options.channel ?? null,
    settings: () => options.settings,
    wait: async () => undefined,
  });
  const markRead = (ids: string[]) => markNotificationsRead(store, center, api, ids);
  const markAll = () => markAllNotificationsRead(store, center, api);
  return { store, api, center, markRead, markAll };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the notification center', () => {
  it('merges a second like from the same member within 5 minutes into one unread item, count 2 (docs/product/notifications.md)', () => {
    const { store, center } = tab();
    center.receive(note({ read: true }));
    center.receive(note({ createdAt: new Date(T0 + 4 * MIN).toISOString() }));
    expect(store.get(notificationsAtom)).toHaveLength(1);
    expect(store.get(notificationsAtom)[0]).toMatchObject({ count: 2, read: false, message: '2 new likes' });
    // After the window: a new item.
    center.receive(note({ createdAt: new Date(T0 + 4 * MIN + NOTIFICATION_MERGE_WINDOW_MS + 1).toISOString() }));
    expect(store.get(notificationsAtom)).toHaveLength(2);
  });

  it("takes the server's own merge of an item it holds (same id, count + 1) and puts it on top, unread again", () => {
    const first = note({ read: true });
    const other = note({
      type: 'message',
      sender: { _id: B, nickname: 'Noa' },
      createdAt: new Date(T0 + MIN).toISOString(),
    });
    const { store, center } = tab();
    center.receive(first);
    center.receive(other);
    center.receive({ ...first, count: 2, read: false, updatedAt: new Date(T0 + 2 * MIN).toISOString() });
    expect(store.get(notificationsAtom).map((n) => [n._id, n.count, n.read])).toEqual([
      [first._id, 2, false],
      [other._id, 1, false],
    ]);
  });

  it("shows '9+' on the bell above 9 unread items, and the unread count is of items, not of merged counts", async () => {
    const list = Array.from({ length: 12 }, (_, i) =>
      note({ sender: { _id: i.toString(16).padStart(24, '0'), nickname: `M${i}` }, count: 3 }),
    );
    const { store, center, markRead } = tab({ list });
    await center.refresh();
    expect(store.get(unreadNotificationsAtom)).toBe(12);
    render(
      <NotificationBell
        count={store.get(unreadNotificationsAtom)}
        label="Notifications, 12 unread"
        data-testid="bell"
      />,
    );
    expect(screen.getByTestId('bell-badge').textContent).toBe('9+');
    expect(badgeText(9)).toBe('9');
    markRead([list[0]!._id, list[1]!._id, list[2]!._id]);
    expect(badgeText(store.get(unreadNotificationsAtom))).toBe('9');
  });

  it('mark all read in one tab clears the badge in the other (two stores over one channel)', async () => {
    const list = [note(), note({ type: 'message', sender: { _id: B, nickname: 'Noa' } })];
    const [c1, c2] = channelPair();
    const one = tab({ channel: c1, list });
    const two = tab({ channel: c2, list });
    await Promise.all([one.center.refresh(), two.center.refresh()]);
    expect(two.store.get(unreadNotificationsAtom)).toBe(2);

    one.markRead([list[0]!._id]);
    await flush();
    expect(two.store.get(unreadNotificationsAtom)).toBe(1);
    expect(one.api.calls).toContain(`read ${list[0]!._id}`);

    one.markAll();
    expect(one.store.get(unreadNotificationsAtom)).toBe(0);
    await flush();
    expect(two.store.get(unreadNotificationsAtom)).toBe(0);
    expect(one.api.calls.filter((c) => c === 'readAll')).toHaveLength(1);
    // Nothing unread: mark all read does nothing, no request (docs/product/notifications.md).
    one.markAll();
    two.markAll();
    expect(one.api.calls.filter((c) => c === 'readAll')).toHaveLength(1);
    expect(two.api.readAll).not.toHaveBeenCalled();
  });

  it("a tab's malformed message changes nothing; a stopped tab hears nothing", async () => {
    const [c1, c2] = channelPair();
    const one = tab({ channel: c1, list: [note()] });
    await one.center.refresh();
    c2.postMessage({ type: 'read', ids: 'everything' });
    await flush();
    expect(one.store.get(unreadNotificationsAtom)).toBe(1);
    one.center.stop();
    c2.postMessage({ type: 'readAll' });
    await flush();
    expect(one.store.get(notificationsAtom)).toEqual([]);
  });

  it('retries a failed fetch 3 times from 2 s doubling, then gives up (docs/product/notifications.md)', async () => {
    const store = createStore();
    const waits: number[] = [];
    const list = vi.fn(async () => {
      throw new Error('offline');
    });
    const center = createNotificationCenter({
      store,
      requests: { list },
      channel: null,
      settings: () => undefined,
      wait: async (ms) => void waits.push(ms),
    });
    expect(await center.refresh()).toBe(false);
    expect(list).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([2000, 4000, 8000]);
  });

  it("respects the member's notification settings: a switched-off type is neither listed nor added", async () => {
    const settings = { likes: false };
    const { store, center } = tab({ list: [note(), note({ type: 'message' })], settings });
    await center.refresh();
    expect(store.get(notificationsAtom).map((n) => n.type)).toEqual(['message']);
    expect(center.receive(note({ type: 'match' }))).toBe(false);
    expect(store.get(notificationsAtom)).toHaveLength(1);
  });
});

describe('the socket', () => {
  it('a `notification` goes into the list live; polling while the socket is down fetches the list', async () => {
    const store = createStore();
    const api = requests([note({ type: 'message' })]);
    const center = createNotificationCenter({ store, requests: api, channel: null, settings: () => undefined });
    const { realtime, socket, time } = fakeRealtime({
      store,
      connected: true,
      deps: { pollNotifications: () => void center.refresh() },
    });
    listenForNotifications(realtime.on, { center, settings: () => undefined, onLike: vi.fn() });
    socket().serverSends('notification', note());
    expect(store.get(unreadNotificationsAtom)).toBe(1);
    // Malformed items are dropped.
    socket().serverSends('notification', { type: 'like' });
    expect(store.get(notificationsAtom)).toHaveLength(1);

    socket().serverSends('disconnect', 'transport close');
    expect(api.list).not.toHaveBeenCalled();
    time.advance(5_000);
    await flush();
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(store.get(notificationsAtom).map((n) => n.type)).toEqual(['message']);
    time.advance(60_000);
    await flush();
    expect(api.list).toHaveBeenCalledTimes(2);
    realtime.stop();
  });

  it('`newLike` shows the like toast with the photo of the item just received; a match opens the match moment once', () => {
    const store = createStore();
    const center = createNotificationCenter({ store, requests: requests(), channel: null, settings: () => undefined });
    const { realtime, socket } = fakeRealtime({ store, connected: true });
    let now = T0;
    const likeToast = vi.fn();
    const onLike = createLikeHandler({ store, likeToast, now: () => now });
    listenForNotifications(realtime.on, { center, settings: () => undefined, onLike });

    socket().serverSends('notification', note());
    socket().serverSends('newLike', { sender: { _id: A, nickname: 'Dana' }, isMatch: false });
    expect(likeToast).toHaveBeenCalledWith({ name: 'Dana', photo: '/uploads/images/dana_thumb.webp' });
    expect(store.get(matchMomentAtom)).toBeNull();

    socket().serverSends('notification', note({ type: 'match', sender: { _id: B, nickname: 'Noa', photo: null } }));
    socket().serverSends('newLike', { sender: { _id: B, nickname: 'Noa' }, isMatch: true });
    expect(store.get(matchMomentAtom)).toEqual({ id: B, name: 'Noa', photo: null });
    expect(likeToast).toHaveBeenCalledTimes(1);

    // Closed, then the same match heard again within a minute (the liker's own reply opened it first): not again.
    store.set(matchMomentAtom, null);
    now += MATCH_REPEAT_MS - 1;
    socket().serverSends('newLike', { sender: { _id: B, nickname: 'Noa' }, isMatch: true });
    expect(store.get(matchMomentAtom)).toBeNull();
    realtime.stop();
  });

  it("the member's like setting off: no toast and no match moment", () => {
    const store = createStore();
    const center = createNotificationCenter({ store, requests: requests(), channel: null, settings: () => undefined });
    const { realtime, socket } = fakeRealtime({ store, connected: true });
    const likeToast = vi.fn();
    const onLike = createLikeHandler({ store, likeToast });
    listenForNotifications(realtime.on, { center, settings: () => ({ likes: false }), onLike });
    socket().serverSends('newLike', { sender: { _id: A, nickname: 'Dana' }, isMatch: false });
    socket().serverSends('newLike', { sender: { _id: B, nickname: 'Noa' }, isMatch: true });
    expect(likeToast).not.toHaveBeenCalled();
    expect(store.get(matchMomentAtom)).toBeNull();
    realtime.stop();
  });
});

describe('where a click goes (docs/product/notifications.md, every type of the table)', () => {
  const follow = (n: Notification, pathname = '/messages') => {
    const store = createStore();
    const navigate = vi.fn();
    const target = followNotification(n, { store, pathname, navigate });
    return { store, navigate, target };
  };

  it.each([
    { type: 'message', over: {}, path: `/messages/${A}` },
    { type: 'newMessage', over: {}, path: `/messages/${A}` },
    { type: 'like', over: {}, path: `/user/${A}` },
    { type: 'match', over: {}, path: `/user/${A}` },
    { type: 'photoRequest', over: {}, path: '/settings?tab=privacy' },
    { type: 'photoResponse', over: {}, path: `/user/${A}` },
    { type: 'comment', over: { data: { postId: STORY } }, path: `/post/${STORY}` },
    { type: 'comment', over: { data: { referenceId: STORY } }, path: `/post/${STORY}` },
    { type: 'generic', over: {}, path: '/dashboard' },
  ] as const)('$type → $path', ({ type, over, path }) => {
    const { navigate } = follow(note({ type, ...over }));
    expect(navigate).toHaveBeenCalledWith(path);
  });

  it('a profile opened from the dashboard keeps the list underneath', () => {
    const { navigate } = follow(note({ type: 'like' }), '/dashboard');
    expect(navigate).toHaveBeenCalledWith(`/user/${A}`, { state: { backdrop: 'dashboard' } });
  });

  it('story: no route, the story viewer opens (on the dashboard)', () => {
    const { store, navigate } = follow(note({ type: 'story', data: { storyId: STORY } }));
    expect(store.get(storyViewerRequestAtom)).toEqual({ userId: A, storyId: STORY });
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('call: no route, a call starts with the sender', () => {
    const { store, navigate } = follow(note({ type: 'call' }));
    expect(store.get(callRequestAtom)).toEqual({
      id: A,
      nickname: 'Dana',
      photoUrl: '/uploads/images/dana_thumb.webp',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the profile-modal form where the profile modal hosts the page: messages still open the chat', () => {
    const like = follow(note({ type: 'comment', data: { postId: STORY } }), `/user/${B}`);
    expect(like.target).toEqual({ kind: 'profileModal', userId: A });
    expect(like.navigate).toHaveBeenCalledWith(`/user/${A}`, { replace: true, state: { backdrop: 'dashboard' } });
    const message = follow(note({ type: 'message' }), `/user/${B}`);
    expect(message.navigate).toHaveBeenCalledWith(`/messages/${A}`);
  });
});
