import { describe, expect, it } from 'vitest';
import { callerPhoto } from './photo';

/** A stranger's profile as `GET /api/users/:id` sends it (apps/server/src/users/routes.ts `profileReply`). */
const profile = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  nickname: 'Noa',
  photo: '/uploads/images/noa-1.webp',
  photos: [
    {
      _id: 'p1',
      id: 'p1',
      url: '/uploads/images/noa-1.webp',
      thumbnailUrl: '/uploads/images/noa-1_thumb.webp',
      isPrivate: false,
    },
    { _id: 'p2', id: 'p2', url: '/uploads/images/noa-2.webp', thumbnailUrl: '/uploads/images/noa-2_thumb.webp' },
  ],
};
const reply = (member: object) => ({ success: true, data: { ...member, user: member }, user: member });

describe('the incoming-call banner’s photo of the caller', () => {
  it('is the profile photo’s thumbnail from the server’s reply', () => {
    expect(callerPhoto(reply(profile))).toBe('/uploads/images/noa-1_thumb.webp');
  });

  it('skips a locked private photo (no URL) for the first one the member may see', () => {
    const locked = { ...profile, photos: [{ _id: 'p0', isPrivate: true }, ...profile.photos.slice(1)] };
    expect(callerPhoto(reply(locked))).toBe('/uploads/images/noa-2_thumb.webp');
  });

  it('falls back to the public avatar, and to none (initials)', () => {
    expect(callerPhoto(reply({ ...profile, photos: [{ _id: 'p0', isPrivate: true }] }))).toBe(
      '/uploads/images/noa-1.webp',
    );
    expect(callerPhoto(reply({ _id: profile._id, nickname: 'Noa', photo: null, photos: [] }))).toBeNull();
  });

  it('reads the profile in data.user, user or directly (docs/product/photos-and-privacy.md)', () => {
    const thumb = '/uploads/images/noa-1_thumb.webp';
    expect(callerPhoto({ data: { user: profile } })).toBe(thumb);
    expect(callerPhoto({ user: profile })).toBe(thumb);
    expect(callerPhoto(profile)).toBe(thumb);
    expect(callerPhoto(null)).toBeNull();
  });
});
