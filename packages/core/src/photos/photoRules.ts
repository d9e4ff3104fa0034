/**
 * Photos and private access (docs/product/photos-and-privacy.md "Photo upload", "Photo access status"; decisions: Photos and private access).
 * Up to 10 photos; the only photo and the profile photo cannot be deleted; temporary uploads cannot be changed;
 * access is per owner ↔ requester: none → pending → approved / rejected; a rejected requester may ask again after
 * 7 days; the owner may revoke (back to none).
 */
import type { Photo, PhotoAccessStatus } from '../contracts/entities';

export const MAX_PHOTOS = 10;
export const PHOTO_REREQUEST_AFTER_MS = 7 * 24 * 3_600_000;

export const photoMessages = {
  cannotDeleteOnlyPhoto: 'You cannot delete your only photo.',
  cannotDeleteProfilePhoto: 'You cannot delete your profile photo. Set another photo as your profile photo first.',
  tooManyPhotos: 'You can upload up to 10 photos.',
  uploading: 'Please wait until the upload finishes.',
  profilePhotoPublic: 'Your profile photo is always public.',
  notFound: 'Photo not found',
  accessRequested: 'Access to photos requested',
  approvedAll: 'Approved all photo requests from this user',
  rejectedAll: 'Rejected all photo requests from this user',
  requestPending: 'request access pending',
  accessDenied: 'access denied',
} as const;

type GalleryPhoto = Pick<Photo, '_id' | 'isProfile' | 'isPrivate'> & { isTemp?: boolean };

/** The profile photo: the one flagged, else the first (docs/product/photos-and-privacy.md: the first photo is treated as the profile photo). */
export function profilePhotoId(photos: readonly GalleryPhoto[]): string | null {
  return (photos.find((p) => p.isProfile) ?? photos[0])?._id ?? null;
}

export type PhotoCheck = { ok: true } | { ok: false; reason: string };

export function canDeletePhoto(photos: readonly GalleryPhoto[], photoId: string): PhotoCheck {
  const photo = photos.find((p) => p._id === photoId);
  if (!photo) return { ok: false, reason: photoMessages.notFound };
  if (photo.isTemp) return { ok: false, reason: photoMessages.uploading };
  if (photos.length === 1) return { ok: false, reason: photoMessages.cannotDeleteOnlyPhoto };
  if (profilePhotoId(photos) === photoId) return { ok: false, reason: photoMessages.cannotDeleteProfilePhoto };
  return { ok: true };
}

/** Privacy toggle and set-as-profile: not on temporary uploads; the profile photo is always public (decisions). */
export function canChangePhoto(
  photos: readonly GalleryPhoto[],
  photoId: string,
  change: 'privacy' | 'profile',
): PhotoCheck {
  const photo = photos.find((p) => p._id === photoId);
  if (!photo) return { ok: false, reason: photoMessages.notFound };
  if (photo.isTemp) return { ok: false, reason: photoMessages.uploading };
  if (change === 'privacy' && !photo.isPrivate && profilePhotoId(photos) === photoId) {
    return { ok: false, reason: photoMessages.profilePhotoPublic };
  }
  return { ok: true };
}

export function canUploadPhoto(currentCount: number): PhotoCheck {
  return currentCount < MAX_PHOTOS ? { ok: true } : { ok: false, reason: photoMessages.tooManyPhotos };
}

export type PhotoAccessAction = 'request' | 'approve' | 'reject' | 'revoke';

/** The next status, or null when the action is not allowed from the current one. */
export function photoAccessTransition(
  current: { status: PhotoAccessStatus; updatedAt: number } | null,
  action: PhotoAccessAction,
  nowMs: number,
): PhotoAccessStatus | null {
  const status = current?.status ?? 'none';
  switch (action) {
    case 'request':
      if (status === 'none') return 'pending';
      if (status === 'rejected' && current && nowMs - current.updatedAt >= PHOTO_REREQUEST_AFTER_MS) return 'pending';
      return null;
    case 'approve':
      return status === 'pending' || status === 'rejected' ? 'approved' : null;
    case 'reject':
      return status === 'pending' ? 'rejected' : null;
    case 'revoke':
      return status === 'approved' ? 'none' : null;
  }
}
