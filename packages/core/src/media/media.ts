/**
 * Media helpers: avatar sources (docs/product/photos-and-privacy.md: a 24-hex id, an /uploads/ path, an absolute URL or a bare file name;
 * §7: /api/avatars/{id} and /uploads/images/{file}), upload progress and timeout (docs/product/photos-and-privacy.md), and the
 * shell's toast settings (docs/product/photos-and-privacy.md).
 */
import { memberAvatarUrl, publicImageUrl } from '../photos/urls';

export function avatarUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (v === '') return null;
  if (/^[0-9a-f]{24}$/i.test(v)) return memberAvatarUrl(v.toLowerCase());
  if (v.startsWith('/uploads/') || v.startsWith('/api/')) return v;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[\w.-]+\.(jpe?g|png|gif|webp)$/i.test(v)) return publicImageUrl(v);
  return null;
}

/** Upload progress starts at 10 and scales up to 100 with the bytes sent. */
export function uploadProgress(loaded: number, total: number): number {
  if (total <= 0) return 10;
  return Math.round(10 + 90 * Math.min(1, Math.max(0, loaded / total)));
}

/** The upload timeout of a chat attachment (docs/product/photos-and-privacy.md). */
export const UPLOAD_TIMEOUT_MS = 60_000;

export const TOAST_AUTO_CLOSE_MS = 3_000;
export const TOAST_MAX_VISIBLE = 5;
export const LIKE_TOAST_MS = 5_000;
