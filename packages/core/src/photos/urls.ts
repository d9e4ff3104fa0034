/**
 * Where photos and avatars are served (docs/product/photos-and-privacy.md; decisions: Photos and private access, 0081).
 * The one builder of their URLs: the server writes them into replies, the web app reads the forms docs/product/photos-and-privacy.md
 * allows (`avatarUrl`). Signing a private photo's URL stays on the server (it holds the secret).
 */
export const PUBLIC_IMAGE_PREFIX = '/uploads/images/';

/** A public photo's resized file (`<name>.webp`). */
export const publicPhotoUrl = (fileName: string) => `${PUBLIC_IMAGE_PREFIX}${fileName}.webp`;
/** A public photo's thumbnail (`<name>_thumb.webp`). */
export const publicThumbUrl = (fileName: string) => `${PUBLIC_IMAGE_PREFIX}${fileName}_thumb.webp`;
/** A public image by its file name as stored (extension included). */
export const publicImageUrl = (file: string) => `${PUBLIC_IMAGE_PREFIX}${file}`;
/** A member's avatar: their public profile photo's thumbnail, else initials (GET /api/avatars/{id}). */
export const memberAvatarUrl = (memberId: string) => `/api/avatars/${memberId}`;

export type PhotoSize = 'full' | 'thumb';

/**
 * A private photo's URL for one viewer, absolute on `origin` (decision 0081): the authorised endpoint with the
 * size, the viewer, the expiry (s) and the server's signature of those.
 */
export function privatePhotoUrl(
  origin: string,
  photoId: string,
  signed: { size: PhotoSize; viewerId: string; exp: number; sig: string },
): string {
  return `${origin}/api/photos/private/${photoId}?size=${signed.size}&v=${signed.viewerId}&exp=${signed.exp}&sig=${signed.sig}`;
}
