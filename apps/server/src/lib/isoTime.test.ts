import { describe, expect, it } from 'vitest';
import { isoTime } from './isoTime';

describe('isoTime', () => {
  it("writes PostgreSQL's JSON times exactly as Date's toISOString does", () => {
    const texts = [
      '2026-11-29T21:15:27.123456+00:00',
      '2026-11-29T21:15:27.123999+00:00',
      '2026-11-29T21:15:27.999999+00:00',
      '2026-11-29T21:15:27.1+00:00',
      '2026-11-29T21:15:27.12+00:00',
      '2026-11-29T21:15:27.000001+00:00',
      '2026-11-29T21:15:27+00:00',
      '2024-02-29T00:00:00.000000+00:00',
      // Other offsets and shapes take Date's own path.
      '2026-11-29T23:15:27.5+02:00',
      '2026-11-29T21:15:27.123456-05:30',
      '2026-11-29T21:15:27.123Z',
      '2026-11-29 21:15:27.123456+00',
    ];
    for (const text of texts) expect(isoTime(text), text).toBe(new Date(text).toISOString());
    // Random instants written with microseconds, as PostgreSQL writes them.
    for (let i = 0; i < 2000; i++) {
      const ms = Math.floor(Math.random() * 4_102_444_800_000);
      const micros = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
      const text = new Date(ms).toISOString().replace('Z', `${micros}+00:00`);
      expect(isoTime(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('writes a Date as toISOString does', () => {
    const at = new Date('2026-11-29T21:15:27.123Z');
    expect(isoTime(at)).toBe(at.toISOString());
  });
});
