import { describe, expect, it, vi } from 'vitest';
import { manualTime } from '../time/clock';
import { canCommentOnStory, createPresenceTracker, shouldSendReadReceipt, visibleOnline } from './presence';

describe('presence (decisions: online while a socket is connected; offline after 10 s grace)', () => {
  it('goes online once, survives a quick reconnect, and goes offline 10 s after the last socket', () => {
    const time = manualTime();
    const onOnline = vi.fn();
    const onOffline = vi.fn();
    const p = createPresenceTracker({ scheduler: time, onOnline, onOffline });
    p.connect('u', 's1');
    p.connect('u', 's2');
    expect(onOnline).toHaveBeenCalledTimes(1);
    p.disconnect('u', 's1');
    p.disconnect('u', 'unknown');
    time.advance(20_000);
    expect(onOffline).not.toHaveBeenCalled();
    p.disconnect('u', 's2');
    time.advance(9_999);
    expect(p.isOnline('u')).toBe(true);
    p.connect('u', 's3');
    time.advance(20_000);
    expect(onOffline).not.toHaveBeenCalled();
    expect(onOnline).toHaveBeenCalledTimes(1);
    p.disconnect('u', 's3');
    time.advance(10_000);
    expect(onOffline).toHaveBeenCalledWith('u');
    expect(p.isOnline('u')).toBe(false);
    p.connect('u', 's4');
    expect(onOnline).toHaveBeenCalledTimes(2);
  });
  it.each([
    [true, true, true],
    [true, undefined, true],
    [true, false, false],
    [false, true, false],
  ])('online %s, shows status %s → visible %s', (online, shows, visible) => {
    expect(visibleOnline(online, shows)).toBe(visible);
  });
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [undefined, undefined, true],
  ])('read receipts: reader %s, sender %s → %s', (a, b, send) => {
    expect(shouldSendReadReceipt(a, b)).toBe(send);
  });
});

describe('story comments follow allowStoryReplies (decisions: Stories and comments)', () => {
  it.each([
    ['everyone', false, false, false, true],
    [undefined, false, false, false, true],
    ['friends', false, false, false, false],
    ['friends', false, true, false, true],
    ['none', false, true, false, false],
    ['none', true, false, false, true],
    ['everyone', false, true, true, false],
  ] as const)('%s author=%s match=%s blocked=%s → %s', (rule, isAuthor, isMatch, blocked, ok) => {
    expect(canCommentOnStory({ allowStoryReplies: rule, isAuthor, isMatch, blocked })).toBe(ok);
  });
});
