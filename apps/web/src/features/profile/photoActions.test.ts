import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './api';
import { myPhotosAtom, type MyPhoto } from './atoms';
import { addPhoto, makeProfilePhoto, removePhoto, togglePrivacy } from './photoActions';

vi.mock('./api', () => ({
  setPhotoPrivacy: vi.fn(),
  setProfilePhoto: vi.fn(),
  deletePhoto: vi.fn(),
  uploadPhoto: vi.fn(),
}));
const mocked = vi.mocked(api);

const photos: MyPhoto[] = [
  { _id: 'p1', url: '/1.webp', isPrivate: false, isProfile: true },
  { _id: 'p2', url: '/2.webp', isPrivate: false },
  { _id: 'p3', url: '/3.webp', isPrivate: true },
];

describe('my photos, optimistic with rollback (docs/product/photos-and-privacy.md Photo upload)', () => {
  let store: ReturnType<typeof createStore>;
  beforeEach(() => {
    store = createStore();
    store.set(myPhotosAtom, photos);
    vi.resetAllMocks();
  });

  it('makes a photo private at once and puts it back when the server refuses', async () => {
    let resolveFail!: (e: unknown) => void;
    mocked.setPhotoPrivacy.mockReturnValue(new Promise((_, reject) => (resolveFail = reject)));
    const done = togglePrivacy(store, 'p2');
    expect(store.get(myPhotosAtom).find((p) => p._id === 'p2')?.isPrivate).toBe(true);
    resolveFail(new Error('500'));
    await expect(done).resolves.toBe('myProfile.photoPrivacyUpdateFailed');
    expect(store.get(myPhotosAtom)).toEqual(photos);
  });

  it('never makes the profile photo private (no request)', async () => {
    await expect(togglePrivacy(store, 'p1')).resolves.toBe('myProfile.profilePhotoPublic');
    expect(mocked.setPhotoPrivacy).not.toHaveBeenCalled();
  });

  it('sets another profile photo and rolls back on failure', async () => {
    mocked.setProfilePhoto.mockRejectedValue(new Error('500'));
    const done = makeProfilePhoto(store, 'p2');
    expect(store.get(myPhotosAtom).find((p) => p.isProfile)?._id).toBe('p2');
    await expect(done).resolves.toBe('myProfile.profilePhotoUpdateFailed');
    expect(store.get(myPhotosAtom).find((p) => p.isProfile)?._id).toBe('p1');
  });

  it('deletes a photo, restores it on failure, and refuses the profile photo', async () => {
    mocked.deletePhoto.mockRejectedValueOnce(new Error('500'));
    await expect(removePhoto(store, 'p3')).resolves.toBe('myProfile.photoDeleteFailed');
    expect(store.get(myPhotosAtom)).toHaveLength(3);
    mocked.deletePhoto.mockResolvedValueOnce({ success: true, message: 'Photo deleted' });
    await expect(removePhoto(store, 'p3')).resolves.toBeNull();
    expect(store.get(myPhotosAtom).map((p) => p._id)).toEqual(['p1', 'p2']);
    await expect(removePhoto(store, 'p1')).resolves.toBe('myProfile.cannotDeleteProfilePhoto');
  });

  it('shows an upload with its progress, then the stored photo; a failed upload disappears', async () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    let progress!: (n: number) => void;
    let finish!: (p: MyPhoto) => void;
    const upload = vi.fn(
      (_f: File, onProgress: (n: number) => void) =>
        new Promise<MyPhoto>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    const done = addPhoto(store, file, upload);
    expect(store.get(myPhotosAtom).at(-1)).toMatchObject({ isTemp: true, progress: 0 });
    progress(40);
    expect(store.get(myPhotosAtom).at(-1)?.progress).toBe(40);
    // A temporary entry cannot be changed yet.
    const tempId = store.get(myPhotosAtom).at(-1)!._id;
    await expect(removePhoto(store, tempId)).resolves.toBe('myProfile.uploading');
    finish({ _id: 'p4', url: '/4.webp', isPrivate: false });
    await expect(done).resolves.toBeNull();
    expect(store.get(myPhotosAtom).at(-1)).toEqual({ _id: 'p4', url: '/4.webp', isPrivate: false });

    const failing = vi.fn(() => Promise.reject(new Error('500')));
    await expect(addPhoto(store, file, failing)).resolves.toBe('myProfile.photoUploadFailed');
    expect(store.get(myPhotosAtom)).toHaveLength(4);
  });

  it('checks type and size before uploading', async () => {
    const upload = vi.fn();
    await expect(addPhoto(store, new File(['x'], 'a.gif', { type: 'image/gif' }), upload)).resolves.toBe(
      'myProfile.uploadTypeMismatch',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(addPhoto(store, big, upload)).resolves.toBe('myProfile.uploadSizeLimitExceeded');
    expect(upload).not.toHaveBeenCalled();
  });
});
