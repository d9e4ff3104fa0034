import { useState, type ReactNode } from 'react';
import { ChevronEndIcon, HeartFilledIcon, HeartIcon, LocationIcon, MessageIcon, StarIcon } from '../../icons/icons';
import * as styles from './MemberCard.css';
import * as photoStyles from './MemberCardPhoto.css';

export const memberCardLayouts = ['grid', 'list'] as const;
export type MemberCardLayout = (typeof memberCardLayouts)[number];

export interface MemberCardLabels {
  /** "Like Noa" — the like button's name when not liked. */
  like: string;
  message: string;
  /** What the card's main action does ("view profile"): read after the visible name and age, which start the
   * button's accessible name (WCAG 2.5.3, label in name). */
  open: string;
  online: string;
  verified: string;
  premium: string;
  nextPhoto: string;
  noPhoto: string;
}

export interface MemberCardProps {
  name: string;
  age?: number | null;
  location?: string | null;
  /** Public photo URLs, the profile photo first; the card can flip through them. */
  photos: readonly string[];
  online?: boolean;
  verified?: boolean;
  premium?: boolean;
  liked?: boolean;
  /** Disables the like button while a like is on its way. */
  likeBusy?: boolean;
  layout?: MemberCardLayout;
  labels: MemberCardLabels;
  /** Shown under the actions (e.g. "Likes left today: 2" for a FREE member). */
  hint?: ReactNode;
  /** `lang` of the nickname when it is in another script than the page (names are user text). */
  nameLang?: string;
  /** The first cards of a list: the photo loads at once with high priority (it is the page's largest paint). */
  priority?: boolean;
  onOpen?: () => void;
  onLike?: () => void;
  onMessage?: () => void;
  'data-testid'?: string;
}

/** A member in the browse list: photo-led card (grid) or a row (list); the name opens the profile. */
export function MemberCard({
  name,
  age,
  location,
  photos,
  online = false,
  verified = false,
  premium = false,
  liked = false,
  likeBusy = false,
  layout = 'grid',
  labels,
  hint,
  nameLang,
  priority = false,
  onOpen,
  onLike,
  onMessage,
  ...dom
}: MemberCardProps) {
  const [index, setIndex] = useState(0);
  const photo = photos[index % Math.max(1, photos.length)];
  return (
    <article
      className={styles.root}
      data-layout={layout}
      data-online={online}
      data-liked={liked}
      data-testid={dom['data-testid']}
    >
      <div className={photoStyles.media}>
        {photo ? (
          <img
            className={photoStyles.image}
            src={photo}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
          />
        ) : (
          <span className={photoStyles.noPhoto} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <span className={photoStyles.scrim} aria-hidden="true" />
        {online ? (
          <span className={photoStyles.online}>
            <span className={photoStyles.onlineDot} aria-hidden="true" />
            <span className={photoStyles.onlineText}>{labels.online}</span>
          </span>
        ) : null}
        {photos.length > 1 && layout === 'grid' ? (
          <>
            <span className={photoStyles.dots} aria-hidden="true">
              {photos.map((p, i) => (
                <span key={p + i} className={photoStyles.dot} data-active={i === index % photos.length} />
              ))}
            </span>
            <button
              type="button"
              className={photoStyles.flip}
              aria-label={labels.nextPhoto}
              onClick={() => setIndex((i) => (i + 1) % photos.length)}
            >
              <ChevronEndIcon size="sm" />
            </button>
          </>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {/* The accessible name starts with what is seen (name, age), then what the button does (WCAG 2.5.3). */}
          <button type="button" className={styles.open} onClick={onOpen}>
            {/* A long nickname is cut with an ellipsis; the age after it always stays in view. */}
            <bdi dir="auto" lang={nameLang} translate="no" className={styles.nickname}>
              {name}
            </bdi>
            {typeof age === 'number' ? (
              <span className={styles.age}>
                {', '}
                <bdi>{age}</bdi>
              </span>
            ) : null}
            <span className={photoStyles.hidden}>
              {', '}
              {labels.open}
            </span>
          </button>
          {verified ? (
            <span className={styles.badge} title={labels.verified} data-kind="verified">
              <span aria-hidden="true">✓</span>
              <span className={photoStyles.hidden}>{labels.verified}</span>
            </span>
          ) : null}
          {premium ? (
            <span className={styles.badge} title={labels.premium} data-kind="premium">
              <StarIcon size="sm" />
              <span className={photoStyles.hidden}>{labels.premium}</span>
            </span>
          ) : null}
        </h3>
        {location ? (
          <p className={styles.location}>
            <LocationIcon size="sm" />
            <span dir="auto">{location}</span>
          </p>
        ) : null}
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          data-action="message"
          aria-label={labels.message}
          onClick={onMessage}
        >
          <MessageIcon />
        </button>
        <button
          type="button"
          className={styles.action}
          data-action="like"
          aria-label={labels.like}
          aria-pressed={liked}
          disabled={likeBusy}
          onClick={onLike}
        >
          {liked ? <HeartFilledIcon /> : <HeartIcon />}
        </button>
      </div>
    </article>
  );
}
MemberCard.displayName = 'MemberCard';

/** The card's shape while the list loads. */
export function MemberCardSkeleton({ layout = 'grid' }: { layout?: MemberCardLayout }) {
  return (
    <div className={styles.root} data-layout={layout} data-skeleton="true" aria-hidden="true">
      <div className={photoStyles.media} />
      <div className={styles.body}>
        <span className={styles.skeletonLine} data-width="wide" />
        <span className={styles.skeletonLine} />
      </div>
    </div>
  );
}
MemberCardSkeleton.displayName = 'MemberCardSkeleton';
