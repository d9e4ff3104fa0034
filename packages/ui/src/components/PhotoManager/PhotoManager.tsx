import { useId, useRef } from 'react';
import { EyeIcon, LockIcon, MoreIcon, PlusIcon, StarIcon, TrashIcon } from '../../icons/icons';
import { DropdownMenu, type MenuEntry } from '../DropdownMenu/DropdownMenu';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './PhotoManager.css';

export interface ManagedPhoto {
  id: string;
  url?: string;
  isPrivate: boolean;
  isProfile?: boolean;
  /** 0–100 while uploading (a temporary entry: no actions yet). */
  uploading?: number | null;
}

export interface PhotoManagerLabels {
  addPhoto: string;
  count: string;
  makePrivate: string;
  makePublic: string;
  setProfile: string;
  profileBadge: string;
  privateBadge: string;
  deletePhoto: string;
  photoActions: string;
  uploadProgress: (percent: number) => string;
  empty: string;
}

export interface PhotoManagerProps {
  photos: readonly ManagedPhoto[];
  max?: number;
  accept?: string;
  labels: PhotoManagerLabels;
  onUpload?: (file: File) => void;
  onTogglePrivate?: (id: string) => void;
  onSetProfile?: (id: string) => void;
  onDelete?: (id: string) => void;
  'data-testid'?: string;
}

/**
 * The menu of one photo: only what the server accepts (docs/product/photos-and-privacy.md, decisions: Photos) — the profile photo is
 * always public and cannot be deleted (so it has no menu), a private photo becomes public before it can be the
 * profile photo, and the only photo cannot be deleted.
 */
export function photoActions(
  photo: ManagedPhoto,
  count: number,
  labels: PhotoManagerLabels,
  handlers: Pick<PhotoManagerProps, 'onTogglePrivate' | 'onSetProfile' | 'onDelete'>,
): MenuEntry[] {
  if (photo.isProfile) return [];
  const items: MenuEntry[] = [
    {
      id: 'privacy',
      label: photo.isPrivate ? labels.makePublic : labels.makePrivate,
      icon: photo.isPrivate ? <EyeIcon /> : <LockIcon />,
      onSelect: () => handlers.onTogglePrivate?.(photo.id),
    },
  ];
  if (!photo.isPrivate) {
    items.push({
      id: 'profile',
      label: labels.setProfile,
      icon: <StarIcon />,
      onSelect: () => handlers.onSetProfile?.(photo.id),
    });
  }
  if (count > 1) {
    items.push(
      { type: 'separator', id: 'sep' },
      {
        id: 'delete',
        label: labels.deletePhoto,
        icon: <TrashIcon />,
        tone: 'critical',
        onSelect: () => handlers.onDelete?.(photo.id),
      },
    );
  }
  return items;
}

/** My photos: add (with upload progress), make private/public, set as profile photo, delete. */
export function PhotoManager({
  photos,
  max = 10,
  accept = 'image/jpeg,image/png,image/webp',
  labels,
  onUpload,
  onTogglePrivate,
  onSetProfile,
  onDelete,
  ...dom
}: PhotoManagerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= max;
  return (
    <div className={styles.root} data-testid={dom['data-testid']}>
      <p className={styles.count}>{labels.count}</p>
      {photos.length === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
      <ul className={styles.grid}>
        {photos.map((photo) => {
          const uploading = typeof photo.uploading === 'number';
          const actions = photoActions(photo, photos.length, labels, { onTogglePrivate, onSetProfile, onDelete });
          return (
            <li
              key={photo.id}
              className={styles.tile}
              data-private={photo.isPrivate}
              data-profile={Boolean(photo.isProfile)}
              data-uploading={uploading}
              data-testid="managed-photo"
            >
              {photo.url ? <img className={styles.image} src={photo.url} alt="" /> : null}
              <div className={styles.badges}>
                {photo.isProfile ? (
                  <span className={styles.badge} data-kind="profile">
                    <StarIcon size="sm" />
                    {labels.profileBadge}
                  </span>
                ) : null}
                {photo.isPrivate ? (
                  <span className={styles.badge} data-kind="private">
                    <LockIcon size="sm" />
                    {labels.privateBadge}
                  </span>
                ) : null}
              </div>
              {uploading ? (
                <div className={styles.progress}>
                  <div
                    className={styles.progressTrack}
                    role="progressbar"
                    aria-label={labels.uploadProgress(photo.uploading ?? 0)}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={photo.uploading ?? 0}
                  >
                    <span className={styles.progressFill} style={{ inlineSize: `${photo.uploading ?? 0}%` }} />
                  </div>
                  <span className={styles.progressText}>{labels.uploadProgress(photo.uploading ?? 0)}</span>
                </div>
              ) : actions.length > 0 ? (
                <div className={styles.menu}>
                  <DropdownMenu
                    align="end"
                    trigger={
                      <IconButton icon={<MoreIcon />} aria-label={labels.photoActions} variant="solid" size="sm" />
                    }
                    items={actions}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
        {full ? null : (
          <li className={styles.addTile}>
            <label htmlFor={inputId} className={styles.add}>
              <span className={styles.addIcon} aria-hidden="true">
                <PlusIcon />
              </span>
              {labels.addPhoto}
            </label>
            <input
              ref={input}
              id={inputId}
              className={styles.file}
              type="file"
              accept={accept}
              data-testid="photo-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) onUpload?.(file);
                if (input.current) input.current.value = '';
              }}
            />
          </li>
        )}
      </ul>
    </div>
  );
}
PhotoManager.displayName = 'PhotoManager';
