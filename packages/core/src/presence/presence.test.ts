import { describe, expect, it } from 'vitest';
import { shouldSendReadReceipt } from './presence';

describe('presence (decisions: online while a socket is connected; offline after 10 s grace)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [undefined, undefined, true],
  ])('read receipts: reader %s, sender %s → %s', (a, b, send) => {
    expect(shouldSendReadReceipt(a, b)).toBe(send);
  });
});
