import { createHmac, timingSafeEqual } from 'node:crypto';
import { privatePhotoUrl, type PhotoSize } from '@kindred/core';
import type { FastifyRequest } from 'fastify';

/** Public photo files, `<name>.webp` (resized) and `<name>_thumb.webp`: core's URL builder. */
export { PUBLIC_IMAGE_PREFIX, publicPhotoUrl as publicUrl, publicThumbUrl } from '@kindred/core';

/**
 * Private photos are never under a public path. An entitled viewer (owner or approved requester) receives a
 * short-lived URL signed for that viewer; the endpoint re-checks access on every fetch, so a revocation takes
 * effect at once (decisions: Photos and private access). The URL is absolute (`at(origin)`; decision 0081): photo
 * URLs come as a 24-hex id, an /uploads/ path, an absolute URL or a bare file name (docs/product/photos-and-privacy.md), and a client
 * that reads those forms turns any other path into an /uploads/ one.
 */
export function createPhotoSigner(secret: string, origin = '') {
  const sign = (photoId: string, viewerId: string, exp: number, size: string) =>
    createHmac('sha256', secret).update(`photo:${photoId}:${viewerId}:${exp}:${size}`).digest('base64url');
  return {
    url(photoId: string, viewerId: string, size: PhotoSize, now = Date.now()): string {
      // Rounded to the hour (+1 h) so a viewer's URL is stable and cacheable for a while.
      const exp = Math.floor(now / 3_600_000) * 3600 + 7200;
      return privatePhotoUrl(origin, photoId, { size, viewerId, exp, sig: sign(photoId, viewerId, exp, size) });
    },
    /** The same signer, its URLs absolute on `origin` (`originOf(request)`). */
    at: (at: string) => createPhotoSigner(secret, at),
    check(photoId: string, viewerId: string, exp: number, size: string, sig: string, now = Date.now()): boolean {
      if (!Number.isFinite(exp) || exp * 1000 < now) return false;
      const expected = Buffer.from(sign(photoId, viewerId, exp, size));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type PhotoSigner = ReturnType<typeof createPhotoSigner>;

/**
 * The origin a request came to, for absolute URLs in its reply: PUBLIC_URL when the request came to that host
 * (its scheme holds behind a TLS proxy), else the request's own scheme and host (another name of this server:
 * the URL then stays same-origin for the page, which its CSP `img-src 'self'` needs). A Host that is not a plain
 * host[:port] falls back to PUBLIC_URL.
 */
export function originOf(request: FastifyRequest, publicUrl: string): string {
  const configured = new URL(publicUrl);
  const host = request.host;
  if (!host || host === configured.host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) {
    return configured.origin;
  }
  return `${request.protocol}://${host}`;
}
