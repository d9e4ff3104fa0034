import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '../../icons/icons';
import { LockedPhoto, type LockedPhotoStatus } from '../LockedPhoto/LockedPhoto';
import * as styles from './PhotoGallery.css';

export interface GalleryItem {
  id: string;
  /** Absent for a private photo the viewer may not see. */
  url?: string;
  locked?: boolean;
}

export interface PhotoGalleryLabels {
  /** Names the gallery region ("Photos of Noa"). */
  gallery: string;
  photoOf: (index: number, total: number) => string;
  previous: string;
  next: string;
  thumbnail: (index: number) => string;
  locked: string;
  requestAccess: string;
  requestPending: string;
  accessDenied: string;
}

export interface PhotoGalleryProps {
  photos: readonly GalleryItem[];
  accessStatus?: LockedPhotoStatus;
  onRequestAccess?: () => void;
  labels: PhotoGalleryLabels;
  /** Shown when there is no photo at all (e.g. the member's initial). */
  fallback?: string;
  'data-testid'?: string;
}

const SWIPE_PX = 40;

/** The profile's photos: one large at a time, previous/next, swipe and arrow keys, thumbnails below. */
export function PhotoGallery({
  photos,
  accessStatus = 'none',
  onRequestAccess,
  labels,
  fallback,
  ...dom
}: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const total = photos.length;
  const at = total ? Math.min(index, total - 1) : 0;
  const current = photos[at];
  const go = (delta: number) => total && setIndex((at + delta + total) % total);
  const rtl = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go((e.key === 'ArrowRight') !== rtl() ? 1 : -1);
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    // Swiping towards the start edge shows the next photo (leftwards in English, rightwards in Hebrew).
    go(dx < 0 !== rtl() ? 1 : -1);
  };
  return (
    <section className={styles.root} aria-label={labels.gallery} data-testid={dom['data-testid']}>
      {/* Focusable so arrow keys and swipes move through the photos; its label tells which photo is shown. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className={styles.stage}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label={total ? labels.photoOf(at + 1, total) : labels.gallery}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        data-locked={Boolean(current?.locked)}
      >
        {current && current.url && !current.locked ? (
          <img key={current.id} className={styles.image} src={current.url} alt="" draggable={false} />
        ) : current ? (
          <LockedPhoto status={accessStatus} labels={labels} onRequestAccess={onRequestAccess} />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            {fallback}
          </span>
        )}
        {total > 1 ? (
          <>
            <button
              type="button"
              className={styles.nav}
              data-edge="start"
              aria-label={labels.previous}
              onClick={() => go(-1)}
            >
              <ChevronStartIcon />
            </button>
            <button type="button" className={styles.nav} data-edge="end" aria-label={labels.next} onClick={() => go(1)}>
              <ChevronEndIcon />
            </button>
            <span className={styles.counter} aria-hidden="true">
              {at + 1} / {total}
            </span>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={labels.thumbnail(i + 1)}
                aria-current={i === at ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {photo.url && !photo.locked ? (
                  <img className={styles.image} src={photo.url} alt="" loading="lazy" />
                ) : (
                  <LockedPhoto status={accessStatus} labels={labels} compact />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
PhotoGallery.displayName = 'PhotoGallery';
