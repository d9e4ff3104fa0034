import { describe, expect, it } from 'vitest';
import { avatarUrl, uploadProgress } from './media';

const ID = '0123456789abcdef01234567';

describe('avatar sources (docs/product/photos-and-privacy.md)', () => {
  it.each([
    [ID, `/api/avatars/${ID}`],
    [ID.toUpperCase(), `/api/avatars/${ID}`],
    ['/uploads/images/a.jpg', '/uploads/images/a.jpg'],
    ['/api/photos/x', '/api/photos/x'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['photo-1.webp', '/uploads/images/photo-1.webp'],
    ['javascript:alert(1)', null],
    ['../etc/passwd.png', null],
    ['  ', null],
    [null, null],
  ])('%j → %s', (value, url) => {
    expect(avatarUrl(value)).toBe(url);
  });
});

describe('upload progress (docs/product/photos-and-privacy.md: starts at 10, up to 100; embedded +10 to 90)', () => {
  it.each([
    [0, 100, 10],
    [50, 100, 55],
    [100, 100, 100],
    [200, 100, 100],
    [5, 0, 10],
  ])('%i/%i → %i', (loaded, total, pct) => {
    expect(uploadProgress(loaded, total)).toBe(pct);
  });
});
