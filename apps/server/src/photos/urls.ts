import { createHmac, timingSafeEqual } from 'node:crypto';

export const PUBLIC_IMAGE_PREFIX = '/uploads/images/';

/** Public photo files: `<name>.webp` (resized) and `<name>_thumb.webp`. */
export const publicUrl = (fileName: string) => `${PUBLIC_IMAGE_PREFIX}${fileName}.webp`;
export const publicThumbUrl = (fileName: string) => `${PUBLIC_IMAGE_PREFIX}${fileName}_thumb.webp`;

/**
 * Private photos are never under a public path. An entitled viewer (owner or approved requester) receives a
 * short-lived URL signed for that viewer; the endpoint re-checks access on every fetch, so a revocation takes
 * effect at once (decisions: Photos and private access).
 */
export function createPhotoSigner(secret: string) {
  const sign = (photoId: string, viewerId: string, exp: number, size: string) =>
    createHmac('sha256', secret).update(`photo:${photoId}:${viewerId}:${exp}:${size}`).digest('base64url');
  return {
    url(photoId: string, viewerId: string, size: 'full' | 'thumb', now = Date.now()): string {
      // Rounded to the hour (+1 h) so a viewer's URL is stable and cacheable for a while.
      const exp = Math.floor(now / 3_600_000) * 3600 + 7200;
      return `/api/photos/private/${photoId}?size=${size}&v=${viewerId}&exp=${exp}&sig=${sign(photoId, viewerId, exp, size)}`;
    },
    check(photoId: string, viewerId: string, exp: number, size: string, sig: string, now = Date.now()): boolean {
      if (!Number.isFinite(exp) || exp * 1000 < now) return false;
      const expected = Buffer.from(sign(photoId, viewerId, exp, size));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type PhotoSigner = ReturnType<typeof createPhotoSigner>;
