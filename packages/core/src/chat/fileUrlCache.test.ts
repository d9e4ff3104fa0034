import { describe, expect, it } from 'vitest';
import { manualTime, memoryStorage } from '../time/clock';
import { contentHash, createFileUrlCache, FILE_URL_CACHE_BY_HASH_KEY, FILE_URL_CACHE_BY_ID_KEY } from './fileUrlCache';

const setup = (initial: Record<string, string> = {}) => {
  const time = manualTime();
  const storage = memoryStorage(initial);
  return { time, storage, cache: createFileUrlCache({ storage, clock: time, scheduler: time }) };
};

describe('file URL cache (spec 002 §9: two keys, 30 s cleanup to 300, 75 kept over 150, 60 s upload marker)', () => {
  it('remembers by message id and by content, and persists in two keys', () => {
    const { cache, storage } = setup();
    cache.remember('m1', 'photo.png|123', '/f/1');
    cache.remember(null, 'other', '/f/2');
    cache.remember('m3', null, '/f/3');
    expect(cache.byMessageId('m1')).toBe('/f/1');
    expect(cache.byContent('photo.png|123')).toBe('/f/1');
    expect(cache.byContent('other')).toBe('/f/2');
    expect(cache.byMessageId('nope')).toBeNull();
    expect(JSON.parse(storage.getItem(FILE_URL_CACHE_BY_ID_KEY) ?? '{}')).toHaveProperty('m3');
    expect(Object.keys(JSON.parse(storage.getItem(FILE_URL_CACHE_BY_HASH_KEY) ?? '{}'))).toHaveLength(2);
  });
  it('cleanup 30 s after a change caps each map at 300 newest', () => {
    const { cache, time } = setup();
    for (let i = 0; i < 320; i += 1) {
      time.advance(1);
      cache.remember(`m${i}`, `c${i}`, `/f/${i}`);
    }
    expect(cache.sizes()).toEqual({ byId: 320, byHash: 320 });
    time.advance(29_999 - 319);
    expect(cache.sizes().byId).toBe(320);
    time.advance(1);
    expect(cache.sizes()).toEqual({ byId: 300, byHash: 300 });
    expect(cache.byMessageId('m19')).toBeNull();
    expect(cache.byMessageId('m20')).toBe('/f/20');
  });
  it.each([
    [150, 150],
    [151, 75],
  ])('on receive, %i entries → %i', (n, kept) => {
    const { cache, time } = setup();
    for (let i = 0; i < n; i += 1) {
      time.advance(1);
      cache.remember(`m${i}`, `c${i}`, `/f/${i}`);
    }
    cache.received();
    expect(cache.sizes()).toEqual({ byId: kept, byHash: kept });
    expect(cache.byMessageId(`m${n - 1}`)).toBe(`/f/${n - 1}`);
  });
  it('last-uploaded marker lasts 60 s', () => {
    const { cache, time } = setup();
    expect(cache.lastUploaded()).toBeNull();
    cache.markUploaded('/f/x');
    time.advance(59_999);
    expect(cache.lastUploaded()).toBe('/f/x');
    time.advance(1);
    expect(cache.lastUploaded()).toBeNull();
  });
  it.each(['nope', '[1]', 'null'])('reads corrupt storage safely: %s', (raw) => {
    const { cache } = setup({ [FILE_URL_CACHE_BY_ID_KEY]: raw });
    expect(cache.sizes().byId).toBe(0);
  });
  it('content hash is stable and distinguishes texts', () => {
    expect(contentHash('abc')).toBe(contentHash('abc'));
    expect(contentHash('abc')).not.toBe(contentHash('abd'));
    expect(contentHash('')).toBe((5381).toString(36));
  });
});
