import { describe, expect, it } from 'vitest';
import type { Notification } from '../contracts/entities';
import { applyTabSync, parseTabSync } from './tabSync';

const n = (id: string, read = false): Notification => ({
  _id: id,
  type: 'generic',
  read,
  createdAt: '2026-11-21T00:00:00.000Z',
});

describe('notification tab sync (docs/product/notifications.md: received, read, cleared)', () => {
  it('applies each message', () => {
    let list: readonly Notification[] = [n('a')];
    list = applyTabSync(list, { type: 'received', notification: n('b') });
    expect(list.map((x) => x._id)).toEqual(['b', 'a']);
    list = applyTabSync(list, { type: 'read', ids: ['a'] });
    expect(list.map((x) => x.read)).toEqual([false, true]);
    list = applyTabSync(list, { type: 'readAll' });
    expect(list.every((x) => x.read)).toBe(true);
    expect(applyTabSync(list, { type: 'cleared' })).toEqual([]);
  });
  it.each([
    ['{"type":"cleared"}', { type: 'cleared' }],
    [{ type: 'readAll' }, { type: 'readAll' }],
    [
      { type: 'read', ids: ['x'] },
      { type: 'read', ids: ['x'] },
    ],
    [{ type: 'read', ids: [1] }, null],
    [
      { type: 'received', notification: { _id: 'x', type: 'like', createdAt: 'c' } },
      { type: 'received', notification: { _id: 'x', type: 'like', createdAt: 'c', read: false } },
    ],
    [{ type: 'received', notification: { _id: 'x' } }, null],
    [{ type: 'received', notification: null }, null],
    [{ type: 'other' }, null],
    ['not json', null],
    [null, null],
    [5, null],
  ])('parses %j', (raw, message) => {
    expect(parseTabSync(raw)).toEqual(message);
  });
});
