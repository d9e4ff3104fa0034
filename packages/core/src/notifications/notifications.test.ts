import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationTypes, type Notification } from '../contracts/entities';
import { filterNotifications } from './filters';
import { badgeText, markAllRead, markRead, mergeNotification, notificationRetryDelay, unreadCount } from './merge';
import { notificationModalTarget, notificationRoute } from './routing';
import { notificationSenderId } from './sender';
import { notificationAllowed } from './settings';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const POST = 'cccccccccccccccccccccccc';
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
let seq = 0;
const note = (over: Partial<Notification> = {}): Notification => ({
  _id: `n${(seq += 1)}`,
  type: 'like',
  sender: { _id: A, nickname: 'Dana' },
  message: 'Dana liked you',
  read: false,
  createdAt: iso(0),
  ...over,
});

describe('notification destinations, route form (docs/product/notifications.md)', () => {
  it.each([
    [{ type: 'message' }, { kind: 'route', path: `/messages/${A}` }],
    [{ type: 'newMessage' }, { kind: 'route', path: `/messages/${A}` }],
    [
      { type: 'message', sender: undefined },
      { kind: 'route', path: '/messages' },
    ],
    [{ type: 'like' }, { kind: 'route', path: `/user/${A}` }],
    [
      { type: 'match', sender: undefined, data: { matchedUser: B } },
      { kind: 'route', path: `/user/${B}` },
    ],
    [
      { type: 'like', sender: undefined },
      { kind: 'route', path: '/dashboard' },
    ],
    [{ type: 'photoRequest' }, { kind: 'route', path: '/settings?tab=privacy' }],
    [
      { type: 'photoResponse', sender: undefined, data: { owner: B } },
      { kind: 'route', path: `/user/${B}` },
    ],
    [
      { type: 'comment', data: { postId: POST } },
      { kind: 'route', path: `/post/${POST}` },
    ],
    [
      { type: 'comment', data: { referenceId: POST } },
      { kind: 'route', path: `/post/${POST}` },
    ],
    [{ type: 'comment' }, { kind: 'route', path: '/dashboard' }],
    [
      { type: 'story', data: { storyId: POST } },
      { kind: 'storyViewer', userId: A, storyId: POST },
    ],
    [{ type: 'story' }, { kind: 'storyViewer', userId: A, storyId: null }],
    [{ type: 'call' }, { kind: 'call', userId: A }],
    [{ type: 'generic' }, { kind: 'route', path: '/dashboard' }],
    [{ type: 'unknown' as never }, { kind: 'route', path: '/dashboard' }],
  ] as const)('%j → %j', (over, target) => {
    expect(notificationRoute(note(over as Partial<Notification>))).toEqual(target);
  });
});

describe('notification destinations, profile-modal form (docs/product/notifications.md)', () => {
  it.each([
    [{ type: 'message' }, { kind: 'route', path: `/messages/${A}` }],
    [
      { type: 'message', sender: undefined },
      { kind: 'route', path: '/messages' },
    ],
    [{ type: 'like' }, { kind: 'profileModal', userId: A }],
    [
      { type: 'photoRequest', sender: undefined, data: { requester: B } },
      { kind: 'profileModal', userId: B },
    ],
    [
      { type: 'comment', sender: undefined, data: { commenter: B } },
      { kind: 'profileModal', userId: B },
    ],
    [
      { type: 'like', sender: undefined, data: { user: `ObjectId("${B}")` } },
      { kind: 'profileModal', userId: B },
    ],
    [
      { type: 'generic', sender: undefined },
      { kind: 'route', path: '/dashboard' },
    ],
  ] as const)('%j → %j', (over, target) => {
    expect(notificationModalTarget(note(over as Partial<Notification>))).toEqual(target);
  });
  it('sender id prefers sender, then data fields in order', () => {
    expect(notificationSenderId({ data: { sender: A, requester: B } })).toBe(A);
    expect(notificationSenderId({})).toBeNull();
  });
});

describe('notification settings gate (decisions: each respects the recipient settings)', () => {
  it.each([
    ['message', { messages: false }, false],
    ['like', { likes: false }, false],
    ['match', { likes: true }, true],
    ['photoResponse', { photoRequests: false }, false],
    ['call', undefined, true],
    ['generic', { messages: false }, true],
  ] as const)('%s with %j → %s', (type, settings, allowed) => {
    expect(notificationAllowed(type, settings)).toBe(allowed);
  });
});

describe('merge within 5 minutes (docs/product/notifications.md)', () => {
  it('same type and sender within 5 min → count + 1, reworded, unread again, on top', () => {
    const first = note({ read: true, createdAt: iso(0) });
    const other = note({ type: 'message', createdAt: iso(MIN) });
    const next = mergeNotification([other, first], note({ createdAt: iso(5 * MIN) }));
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({
      _id: first._id,
      count: 2,
      message: '2 new likes',
      read: false,
      updatedAt: iso(5 * MIN),
    });
    const third = mergeNotification(next, note({ createdAt: iso(9 * MIN) }));
    expect(third[0]).toMatchObject({ count: 3, message: '3 new likes' });
  });
  it.each([
    ['after 5 minutes', { createdAt: iso(5 * MIN + 1) }],
    ['another type', { type: 'match' as const }],
    ['another sender', { sender: { _id: B, nickname: 'B' } }],
    ['no sender', { sender: undefined }],
  ])('%s → separate item', (_name, over) => {
    const next = mergeNotification([note()], note(over));
    expect(next).toHaveLength(2);
    expect(next[0]?.count).toBe(1);
  });
  it('the same id twice is ignored', () => {
    const n = note();
    expect(mergeNotification([n], n)).toEqual([n]);
  });
  it("the server's merged copy of a known item replaces it on top, unread again; an older copy changes nothing", () => {
    const first = note({ createdAt: iso(0), read: true });
    const other = note({ sender: { _id: B, nickname: 'B' }, createdAt: iso(MIN) });
    const merged = { ...first, count: 2, message: '2 new likes', read: false, updatedAt: iso(2 * MIN) };
    const next = mergeNotification([other, first], merged);
    expect(next).toEqual([merged, other]);
    expect(mergeNotification(next, first)).toEqual(next);
    const sameTimeMoreCount = { ...first, count: 3 };
    expect(mergeNotification([first], sameTimeMoreCount)[0]?.count).toBe(3);
  });
  it('property: counts are conserved and no two items of one type and sender fall within the window', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 4 * MIN }),
            type: fc.constantFrom('like', 'message'),
            sender: fc.constantFrom(A, B),
          }),
          { maxLength: 30 },
        ),
        (events) => {
          let t = 0;
          let list: Notification[] = [];
          for (const e of events) {
            t += e.gap;
            list = mergeNotification(
              list,
              note({ type: e.type as 'like', sender: { _id: e.sender, nickname: 'x' }, createdAt: iso(t) }),
            );
          }
          expect(list.reduce((s, n) => s + (n.count ?? 1), 0)).toBe(events.length);
          for (const n of list.filter((x) => (x.count ?? 1) > 1)) expect(n.read).toBe(false);
          for (const [i, x] of list.entries()) {
            for (const y of list.slice(i + 1)) {
              if (x.type !== y.type || x.sender?._id !== y.sender?._id) continue;
              const gap = Math.abs(Date.parse(x.updatedAt ?? x.createdAt) - Date.parse(y.updatedAt ?? y.createdAt));
              expect(gap).toBeGreaterThan(5 * MIN);
            }
          }
          const latest = list[0];
          if (latest) expect(Date.parse(latest.updatedAt ?? latest.createdAt)).toBe(t);
        },
      ),
    );
  });
});

describe('unread count, badge, mark read (docs/product/notifications.md)', () => {
  it('counts unread items, not merged counts', () => {
    expect(unreadCount([note({ count: 5 }), note({ read: true }), note()])).toBe(2);
  });
  it.each([
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [120, '9+'],
  ])('badge %i → %s', (n, text) => {
    expect(badgeText(n)).toBe(text);
  });
  it('mark one, mark all; mark all does nothing when none are unread', () => {
    const list = [note({ _id: 'x' }), note({ _id: 'y' })];
    expect(unreadCount(markRead(list, ['x']))).toBe(1);
    const all = markAllRead(list);
    expect(unreadCount(all)).toBe(0);
    expect(markAllRead(all)).toBe(all);
  });
});

describe('filter tabs All, Unread, Messages, Likes, Photos (docs/product/notifications.md)', () => {
  const list = notificationTypes.map((type, i) => note({ _id: type, type, read: i % 2 === 0 }));
  it.each([
    ['all', [...notificationTypes]],
    ['unread', notificationTypes.filter((_, i) => i % 2 === 1)],
    ['messages', ['message', 'newMessage']],
    ['likes', ['like', 'match']],
    ['photos', ['photoRequest', 'photoResponse']],
  ] as const)('%s', (filter, ids) => {
    expect(filterNotifications(list, filter).map((n) => n._id)).toEqual(ids);
  });
});

describe('fetch retries: 3, from 2 s doubling, abort ignored (docs/product/notifications.md)', () => {
  it.each([
    [0, new Error('x'), 2000],
    [1, new Error('x'), 4000],
    [2, 'x', 8000],
    [3, new Error('x'), null],
    [0, Object.assign(new Error('aborted'), { name: 'AbortError' }), null],
  ])('attempt %i → %s', (attempt, error, delay) => {
    expect(notificationRetryDelay(attempt, error)).toBe(delay);
  });
});
