import { avatarUrl, type PublicUser } from '@kindred/core';

type ProfilePhotos = Partial<Pick<PublicUser, 'photo' | 'photos'>>;

/**
 * The caller's photo for the incoming-call banner, from `GET /api/users/:id` as the server answers it: the profile in
 * `data` (and again in `data.user` and `user`; docs/product/browse-and-profiles.md "user in data.user, user, or directly"), its `photos`
 * profile photo first, each photo the member may see with a `url` and a small `thumbnailUrl` (a locked private one
 * has neither). The banner's avatar is small: the first visible photo's thumbnail, else the always-public `photo`.
 */
export function callerPhoto(reply: unknown): string | null {
  const r = (reply ?? {}) as ProfilePhotos & { data?: ProfilePhotos & { user?: ProfilePhotos }; user?: ProfilePhotos };
  const profile = r.data?.user ?? r.data ?? r.user ?? r;
  const seen = (Array.isArray(profile.photos) ? profile.photos : []).find((p) => p?.thumbnailUrl || p?.url);
  return avatarUrl(seen?.thumbnailUrl ?? seen?.url) ?? avatarUrl(profile.photo);
}
