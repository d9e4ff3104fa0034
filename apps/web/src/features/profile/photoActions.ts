import { canChangePhoto, canDeletePhoto, canUploadPhoto, type Photo } from '@kindred/core';
import type { createStore } from 'jotai';
import { deletePhoto, setPhotoPrivacy, setProfilePhoto, uploadPhoto } from './api';
import { myPhotosAtom, photoMessageKey, type MyPhoto } from './atoms';

type Store = ReturnType<typeof createStore>;
/** The catalogue key of what went wrong, or null when it worked. */
export type PhotoOutcome = string | null;

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Privacy toggle, optimistic; put back when the server refuses (docs/product/photos-and-privacy.md Photo upload). */
export async function togglePrivacy(store: Store, id: string): Promise<PhotoOutcome> {
  const before = store.get(myPhotosAtom);
  const check = canChangePhoto(before, id, 'privacy');
  if (!check.ok) return photoMessageKey(check.reason);
  const target = before.find((p) => p._id === id);
  if (!target) return 'myProfile.notFound';
  const isPrivate = !target.isPrivate;
  store.set(myPhotosAtom, (list) => list.map((p) => (p._id === id ? { ...p, isPrivate } : p)));
  try {
    const reply = await setPhotoPrivacy(id, isPrivate);
    const fresh = reply.data;
    if (fresh) store.set(myPhotosAtom, (list) => list.map((p) => (p._id === id ? { ...p, ...fresh } : p)));
    return null;
  } catch {
    store.set(myPhotosAtom, before);
    return 'myProfile.photoPrivacyUpdateFailed';
  }
}

/** Set as profile photo, optimistic with rollback. */
export async function makeProfilePhoto(store: Store, id: string): Promise<PhotoOutcome> {
  const before = store.get(myPhotosAtom);
  const check = canChangePhoto(before, id, 'profile');
  if (!check.ok) return photoMessageKey(check.reason);
  store.set(myPhotosAtom, (list) => list.map((p) => ({ ...p, isProfile: p._id === id })));
  try {
    await setProfilePhoto(id);
    return null;
  } catch {
    store.set(myPhotosAtom, before);
    return 'myProfile.profilePhotoUpdateFailed';
  }
}

/** Delete (never the only photo or the profile photo), optimistic with rollback. */
export async function removePhoto(store: Store, id: string): Promise<PhotoOutcome> {
  const before = store.get(myPhotosAtom);
  const check = canDeletePhoto(before, id);
  if (!check.ok) return photoMessageKey(check.reason);
  store.set(myPhotosAtom, (list) => list.filter((p) => p._id !== id));
  try {
    await deletePhoto(id);
    return null;
  } catch {
    store.set(myPhotosAtom, before);
    return 'myProfile.photoDeleteFailed';
  }
}

let tempCounter = 0;

/** Upload with a temporary entry showing progress; the entry becomes the stored photo or disappears. */
export async function addPhoto(
  store: Store,
  file: File,
  upload: (file: File, onProgress: (percent: number) => void) => Promise<Photo> = uploadPhoto,
): Promise<PhotoOutcome> {
  const current = store.get(myPhotosAtom);
  const check = canUploadPhoto(current.length);
  if (!check.ok) return photoMessageKey(check.reason);
  if (!ACCEPTED.includes(file.type)) return 'myProfile.uploadTypeMismatch';
  if (file.size > MAX_BYTES) return 'myProfile.uploadSizeLimitExceeded';
  const tempId = `temp-${++tempCounter}`;
  const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
  const temp: MyPhoto = { _id: tempId, url: preview, isPrivate: false, isTemp: true, progress: 0 };
  store.set(myPhotosAtom, (list) => [...list, temp]);
  try {
    const photo: Photo = await upload(file, (progress) =>
      store.set(myPhotosAtom, (list) => list.map((p) => (p._id === tempId ? { ...p, progress } : p))),
    );
    store.set(myPhotosAtom, (list) => list.map((p) => (p._id === tempId ? { ...photo } : p)));
    return null;
  } catch {
    store.set(myPhotosAtom, (list) => list.filter((p) => p._id !== tempId));
    return 'myProfile.photoUploadFailed';
  } finally {
    if (preview) URL.revokeObjectURL(preview);
  }
}
