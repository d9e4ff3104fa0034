import { describe, expect, it } from 'vitest';
import { messageKeyOf } from '../i18n/catalogue';
import { rateLimitMessages, rateLimitRefusal } from './rateLimits';

describe('rate-limit refusals (decision 0119)', () => {
  it('an hour-long limit says the wait in minutes, rounded up; retryAfter is whole seconds', () => {
    expect(rateLimitRefusal('registerAddress', 359_001)).toEqual({
      message: 'Too many sign-ups from your network right now. Please try again in 6 minutes.',
      messageKey: { key: 'core:limits.registerAddress', params: { minutes: '6' } },
      retryAfter: 360,
    });
  });
  it('a short limit says seconds, and never less than one', () => {
    expect(rateLimitRefusal('messages', 12_400)).toMatchObject({
      retryAfter: 13,
      messageKey: { params: { seconds: '13' } },
    });
    expect(rateLimitRefusal('connection', 0).retryAfter).toBe(1);
  });
  it('every limit has a message of its own that the catalogue finds by its text', () => {
    const texts = Object.values(rateLimitMessages);
    expect(new Set(texts).size).toBe(texts.length);
    for (const name of Object.keys(rateLimitMessages) as (keyof typeof rateLimitMessages)[]) {
      const { message, messageKey } = rateLimitRefusal(name, 42_000);
      expect(messageKeyOf(message)).toEqual(messageKey);
    }
  });
});
