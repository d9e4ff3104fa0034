import { MAX_PHOTOS } from '@kindred/core';
import { PhotoManager } from '@kindred/ui';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { myPhotosAtom } from './atoms';
import { addPhoto, makeProfilePhoto, removePhoto, togglePrivacy, type PhotoOutcome } from './photoActions';
import * as styles from './profile.css';

/** My photos (docs/product/browse-and-profiles.md): add, make private or public, choose the profile photo, delete. */
export function MyPhotos() {
  const { t } = useTranslation(['members', 'options', 'validation']);
  const store = useStore();
  const photos = useAtomValue(myPhotosAtom);
  const report = (outcome: PhotoOutcome) => {
    if (outcome) toast({ kind: 'error', title: t(outcome) });
  };
  return (
    <section className={styles.card} aria-labelledby="photos-title">
      <h2 id="photos-title" className={styles.cardTitle}>
        {t('myProfile.photos')}
      </h2>
      <PhotoManager
        photos={photos.map((p) => ({
          id: p._id,
          url: p.thumbnailUrl ?? p.url,
          isPrivate: p.isPrivate,
          isProfile: p.isProfile,
          uploading: p.isTemp ? (p.progress ?? 0) : null,
        }))}
        max={MAX_PHOTOS}
        onUpload={(file) => void addPhoto(store, file).then(report)}
        onTogglePrivate={(id) => void togglePrivacy(store, id).then(report)}
        onSetProfile={(id) => void makeProfilePhoto(store, id).then(report)}
        onDelete={(id) => void removePhoto(store, id).then(report)}
        labels={{
          addPhoto: t('myProfile.addPhoto'),
          count: t('myProfile.photosCount', { count: photos.length, max: MAX_PHOTOS }),
          makePrivate: t('myProfile.makePrivate'),
          makePublic: t('myProfile.makePublic'),
          setProfile: t('myProfile.setProfile'),
          profileBadge: t('myProfile.profileBadge'),
          privateBadge: t('myProfile.privateBadge'),
          deletePhoto: t('myProfile.deletePhoto'),
          photoActions: t('myProfile.photoActions'),
          uploadProgress: (percent) => t('myProfile.uploadProgress', { percent }),
          empty: t('myProfile.emptyPhotos'),
        }}
        data-testid="photo-manager"
      />
    </section>
  );
}
