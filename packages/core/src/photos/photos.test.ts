import { describe, expect, it } from 'vitest';
import { canChangePhoto, canDeletePhoto, canUploadPhoto, photoAccessTransition, profilePhotoId } from './photoRules';
import { memberAvatarUrl, privatePhotoUrl, publicImageUrl, publicPhotoUrl, publicThumbUrl } from './urls';

const DAY = 24 * 3_600_000;
const p = (id: string, over: Partial<{ isProfile: boolean; isPrivate: boolean; isTemp: boolean }> = {}) => ({
  _id: id,
  isPrivate: false,
  ...over,
});

describe('photo rules (docs/product/photos-and-privacy.md; decisions: up to 10, only/profile photo kept)', () => {
  it.each([
    [[p('a')], 'a', 'You cannot delete your only photo.'],
    [[p('a'), p('b')], 'a', 'You cannot delete your profile photo. Set another photo as your profile photo first.'],
    [
      [p('a'), p('b', { isProfile: true })],
      'b',
      'You cannot delete your profile photo. Set another photo as your profile photo first.',
    ],
    [[p('a'), p('b', { isProfile: true })], 'a', null],
    [[p('a'), p('b', { isTemp: true })], 'b', 'Please wait until the upload finishes.'],
    [[p('a')], 'zz', 'Photo not found'],
  ])('%#: delete %s → %s', (photos, id, reason) => {
    const r = canDeletePhoto(photos, id);
    expect(r.ok ? null : r.reason).toBe(reason);
  });
  it.each([
    [[p('a'), p('b')], 'b', 'privacy', null],
    [[p('a'), p('b')], 'a', 'privacy', 'Your profile photo is always public.'],
    [[p('a', { isPrivate: true }), p('b')], 'a', 'privacy', null],
    [[p('a'), p('b', { isTemp: true })], 'b', 'profile', 'Please wait until the upload finishes.'],
    [[p('a'), p('b')], 'b', 'profile', null],
    [[p('a')], 'x', 'profile', 'Photo not found'],
  ] as const)('%#: %s %s → %s', (photos, id, change, reason) => {
    const r = canChangePhoto([...photos], id, change);
    expect(r.ok ? null : r.reason).toBe(reason);
  });
  it('profile photo is the flagged one, else the first; none for an empty gallery', () => {
    expect(profilePhotoId([p('a'), p('b', { isProfile: true })])).toBe('b');
    expect(profilePhotoId([p('a'), p('b')])).toBe('a');
    expect(profilePhotoId([])).toBeNull();
  });
  it.each([
    [9, true],
    [10, false],
  ])('%i photos → can upload %s', (n, ok) => {
    expect(canUploadPhoto(n).ok).toBe(ok);
  });
});

describe('photo access (decisions: none → pending → approved/rejected; re-ask after 7 days; revoke)', () => {
  it.each([
    [null, 'request', 0, 'pending'],
    [{ status: 'none', updatedAt: 0 }, 'request', 0, 'pending'],
    [{ status: 'pending', updatedAt: 0 }, 'request', 0, null],
    [{ status: 'approved', updatedAt: 0 }, 'request', 0, null],
    [{ status: 'rejected', updatedAt: 0 }, 'request', 7 * DAY - 1, null],
    [{ status: 'rejected', updatedAt: 0 }, 'request', 7 * DAY, 'pending'],
    [{ status: 'pending', updatedAt: 0 }, 'approve', 0, 'approved'],
    [{ status: 'rejected', updatedAt: 0 }, 'approve', 0, 'approved'],
    [null, 'approve', 0, null],
    [{ status: 'pending', updatedAt: 0 }, 'reject', 0, 'rejected'],
    [{ status: 'approved', updatedAt: 0 }, 'reject', 0, null],
    [{ status: 'approved', updatedAt: 0 }, 'revoke', 0, 'none'],
    [{ status: 'pending', updatedAt: 0 }, 'revoke', 0, null],
  ] as const)('%j %s at %i → %s', (current, action, now, next) => {
    expect(photoAccessTransition(current, action, now)).toBe(next);
  });
});

describe('photo and avatar URLs (docs/product/photos-and-privacy.md; decision 0081)', () => {
  it('public files, avatars and a private photo signed for one viewer', () => {
    expect(publicPhotoUrl('a1b2')).toBe('/uploads/images/a1b2.webp');
    expect(publicThumbUrl('a1b2')).toBe('/uploads/images/a1b2_thumb.webp');
    expect(publicImageUrl('me.png')).toBe('/uploads/images/me.png');
    expect(memberAvatarUrl('ab'.repeat(12))).toBe(`/api/avatars/${'ab'.repeat(12)}`);
    expect(
      privatePhotoUrl('https://kindred.example', 'p1', { size: 'thumb', viewerId: 'v1', exp: 7200, sig: 's-_' }),
    ).toBe('https://kindred.example/api/photos/private/p1?size=thumb&v=v1&exp=7200&sig=s-_');
  });
});
