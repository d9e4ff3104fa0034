import { describe, expect, expectTypeOf, it } from 'vitest';
import { ok, type ApiReply } from './api';
import { fail } from './failure';
import { clientEventNames, clientEventSchemas, isClientEventName } from '../realtime/events';
import { defaultDashboardFilters } from '../dashboard/users';
import { defaultSettings, resolveSettings, type Message } from './entities';
import { type ClientToServerEvents, type ServerToClientEvents } from './socket';

describe('reply envelopes (decisions: API conventions)', () => {
  it('success carries data and the extra fields the client reads', () => {
    expect(ok([1])).toEqual({ success: true, data: [1] });
    expect(ok({ liked: true }, { likesRemaining: 2 })).toEqual({
      success: true,
      data: { liked: true },
      likesRemaining: 2,
    });
  });
  it('extra fields cannot override success or data', () => {
    expect(ok(1, { success: false, data: 2 } as object)).toEqual({ success: true, data: 1 });
  });
  it("failure carries the human message, a machine code and the message's catalogue key", () => {
    const reply: ApiReply<never> = fail('Invalid email or password', 'UNAUTHENTICATED');
    expect(reply).toEqual({
      success: false,
      error: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
      messageKey: 'core:errors.loginFailed',
    });
    expect(fail('Too many login attempts. Please wait 8 seconds.', 'RATE_LIMITED')).toMatchObject({
      messageKey: 'core:errors.loginThrottled',
      messageParams: { seconds: '8' },
    });
    expect(fail('x', 'VALIDATION_ERROR', { key: 'validation:textInvalid' }).messageKey).toBe('validation:textInvalid');
    expect(fail('not in any catalogue', 'VALIDATION_ERROR')).toEqual({
      success: false,
      error: 'not in any catalogue',
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('settings defaults and resolution (docs/product/README.md)', () => {
  it('all on, story replies from everyone', () => {
    const s = defaultSettings();
    expect(Object.values(s.notifications).every(Boolean)).toBe(true);
    expect(s.privacy).toEqual({
      showOnlineStatus: true,
      showReadReceipts: true,
      showLastSeen: true,
      allowStoryReplies: 'everyone',
    });
    expect(defaultSettings()).not.toBe(s);
  });
  it('server first, then the user settings, then defaults', () => {
    const resolved = resolveSettings(
      { notifications: { likes: false } },
      { notifications: { likes: true, calls: false }, privacy: { allowStoryReplies: 'none' } },
      null,
    );
    expect(resolved.notifications.likes).toBe(false);
    expect(resolved.notifications.calls).toBe(false);
    expect(resolved.notifications.messages).toBe(true);
    expect(resolved.privacy.allowStoryReplies).toBe('none');
  });
  it('dashboard filter defaults (docs/product/README.md)', () => {
    expect(defaultDashboardFilters).toMatchObject({ ageMin: 18, ageMax: 99, distance: 100 });
  });
});

describe('socket event maps (docs/product/README.md, docs/product/README.md)', () => {
  it('every client event has exactly one payload schema (realtime/events.ts), and nothing else does', () => {
    expect(clientEventNames.every(isClientEventName)).toBe(true);
    expect(['constructor', '__proto__', 'toString', 'connect', 42, null].some(isClientEventName)).toBe(false);
  });
  it.each([
    ['typing', { recipientId: 'A'.repeat(24) }, true],
    ['typing', { recipientId: 'x' }, false],
    ['ping', undefined, true],
    ['authenticate', { token: '' }, false],
    ['messageRead', { senderId: 'a'.repeat(24), upToSeq: 3 }, true],
    ['videoSignal', { recipientId: 'a'.repeat(24), signal: { type: 'offer', sdp: 'v=0' } }, true],
    ['videoSignal', { recipientId: 'a'.repeat(24), signal: { type: 'bogus' } }, false],
  ] as const)('%s payload %j passes its schema: %s', (name, payload, ok) => {
    expect(clientEventSchemas[name].safeParse(payload).success).toBe(ok);
  });
  it('payload types', () => {
    expectTypeOf<Parameters<ServerToClientEvents['messageReceived']>[0]>().toEqualTypeOf<Message>();
    expectTypeOf<Parameters<ClientToServerEvents['typing']>[0]>().toEqualTypeOf<{ recipientId: string }>();
    expectTypeOf<Parameters<ServerToClientEvents['newLike']>[0]['isMatch']>().toEqualTypeOf<boolean>();
  });
});
