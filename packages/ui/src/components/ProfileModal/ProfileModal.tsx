import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import {
  BlockIcon,
  CloseIcon,
  FlagIcon,
  HeartFilledIcon,
  HeartIcon,
  LocationIcon,
  MessageIcon,
  MoreIcon,
} from '../../icons/icons';
import { VideoIcon } from '../../icons/videoIcon';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { CompatibilityBars, type CompatibilityBarsProps } from '../CompatibilityBars/CompatibilityBars';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { IconButton } from '../IconButton/IconButton';
import { keepOpenForFloatingLayers } from '../private/floatingLayer';
import { InterestList, type InterestItem } from '../InterestList/InterestList';
import type { LockedPhotoStatus } from '../LockedPhoto/LockedPhoto';
import { PhotoGallery, type GalleryItem, type PhotoGalleryLabels } from '../PhotoGallery/PhotoGallery';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ProfileModal.css';

export const profileModalStates = ['loading', 'error', 'notFound', 'ready'] as const;
export type ProfileModalState = (typeof profileModalStates)[number];

export interface ProfileModalProfile {
  name: string;
  nameLang?: string;
  age?: number | null;
  location?: string | null;
  online?: boolean;
  premium?: boolean;
  verified?: boolean;
  /** Already formatted ("Last active 2 hours ago", "Member since March 2026"). */
  lastActive?: string | null;
  memberSince?: string | null;
  photos: readonly GalleryItem[];
  accessStatus?: LockedPhotoStatus;
  about?: string | null;
  /** "I am: Woman", "Relationship status: Single". */
  facts?: readonly { label: string; value: string }[];
  /** Looking for, I'm into, turns me on. */
  tagSections?: readonly { title: string; items: readonly string[] }[];
  interests?: readonly InterestItem[];
  compatibility?: Pick<CompatibilityBarsProps, 'score' | 'factors'> | null;
  liked?: boolean;
  /** The owner's own profile: no like, message or compatibility (docs/product/browse-and-profiles.md). */
  isSelf?: boolean;
}

export interface ProfileModalLabels extends PhotoGalleryLabels {
  close: string;
  loading: string;
  notFoundTitle: string;
  notFoundBody: string;
  loadFailed: string;
  retry: string;
  online: string;
  premium: string;
  verified: string;
  compatibility: string;
  compatibilityScore: string;
  factorLocation: string;
  factorAge: string;
  factorInterests: string;
  about: string;
  interests: string;
  showMore: (count: number) => string;
  showLess: string;
  common: string;
  like: string;
  liked: string;
  message: string;
  /** The video-call button's name; with `onCall`, the button shows (premium members only, docs/product/browse-and-profiles.md). */
  call?: string;
  more: string;
  report: string;
  block: string;
  bannerTitle?: string;
  bannerBody?: string;
  approve?: string;
  reject?: string;
}

export interface ProfileModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: ProfileModalState;
  profile?: ProfileModalProfile | null;
  labels: ProfileModalLabels;
  /** The member asked to see my private photos: the approve/reject banner shows. */
  requestedMyPhotos?: boolean;
  likeBusy?: boolean;
  onLike?: () => void;
  onMessage?: () => void;
  onCall?: () => void;
  onReport?: () => void;
  onBlock?: () => void;
  onRequestAccess?: () => void;
  onApprove?: () => void;
  onReject?: () => void;
  onRetry?: () => void;
  /** A slot under the header (e.g. the member's stories thumbnail). */
  extra?: ReactNode;
  'data-testid'?: string;
}

/** A member's profile over the current page: gallery, who they are, compatibility, interests and actions. */
export function ProfileModal({
  open,
  onOpenChange,
  state,
  profile,
  labels,
  requestedMyPhotos = false,
  likeBusy = false,
  onLike,
  onMessage,
  onCall,
  onReport,
  onBlock,
  onRequestAccess,
  onApprove,
  onReject,
  onRetry,
  extra,
  ...dom
}: ProfileModalProps) {
  const p = state === 'ready' ? profile : null;
  const title = p
    ? p.name
    : state === 'notFound'
      ? labels.notFoundTitle
      : state === 'error'
        ? labels.loadFailed
        : labels.loading;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          data-state-view={state}
          data-testid={dom['data-testid']}
          aria-describedby={undefined}
          // Focus leaves a modal only for a layer above it (a call screen opened from here): the profile stays, and
          // gets focus back when that layer closes. Escape and the close button still close it.
          onFocusOutside={(event) => event.preventDefault()}
          onPointerDownOutside={keepOpenForFloatingLayers}
        >
          <span className={styles.close}>
            <RadixDialog.Close asChild>
              <IconButton icon={<CloseIcon />} aria-label={labels.close} variant="soft" tone="neutral" />
            </RadixDialog.Close>
          </span>
          {p ? (
            <div className={styles.layout}>
              <div className={styles.galleryColumn}>
                <PhotoGallery
                  photos={p.photos}
                  accessStatus={p.accessStatus}
                  onRequestAccess={onRequestAccess}
                  labels={labels}
                  fallback={p.name.trim().charAt(0).toUpperCase()}
                />
              </div>
              <div className={styles.info}>
                {requestedMyPhotos && labels.bannerTitle ? (
                  <Banner
                    tone="info"
                    title={labels.bannerTitle}
                    data-testid="photo-access-banner"
                    actions={
                      <>
                        <Button size="sm" onClick={onApprove}>
                          {labels.approve}
                        </Button>
                        <Button size="sm" variant="soft" tone="neutral" onClick={onReject}>
                          {labels.reject}
                        </Button>
                      </>
                    }
                  >
                    {labels.bannerBody}
                  </Banner>
                ) : null}
                <header className={styles.header}>
                  <div className={styles.badges}>
                    {p.online ? (
                      <span className={styles.pill} data-kind="online">
                        <span className={styles.dot} aria-hidden="true" />
                        {labels.online}
                      </span>
                    ) : null}
                    {p.premium ? (
                      <span className={styles.pill} data-kind="premium">
                        {labels.premium}
                      </span>
                    ) : null}
                    {p.verified ? (
                      <span className={styles.pill} data-kind="verified">
                        {labels.verified}
                      </span>
                    ) : null}
                  </div>
                  <RadixDialog.Title className={styles.name}>
                    <bdi dir="auto" lang={p.nameLang} translate="no">
                      {p.name}
                    </bdi>
                    {typeof p.age === 'number' ? (
                      <>
                        {', '}
                        <bdi>{p.age}</bdi>
                      </>
                    ) : null}
                  </RadixDialog.Title>
                  {p.location ? (
                    <p className={styles.meta}>
                      <LocationIcon size="sm" />
                      <span dir="auto">{p.location}</span>
                    </p>
                  ) : null}
                  {p.lastActive || p.memberSince ? (
                    <p className={styles.metaSmall}>{[p.lastActive, p.memberSince].filter(Boolean).join(' · ')}</p>
                  ) : null}
                </header>
                {p.isSelf ? null : (
                  <div className={styles.actions} data-with-call={onCall && labels.call ? 'true' : undefined}>
                    <Button
                      variant={p.liked ? 'soft' : 'solid'}
                      leadingIcon={p.liked ? <HeartFilledIcon /> : <HeartIcon />}
                      aria-pressed={Boolean(p.liked)}
                      loading={likeBusy}
                      onClick={onLike}
                      fullWidth
                    >
                      {p.liked ? labels.liked : labels.like}
                    </Button>
                    <Button
                      size="lg"
                      variant="soft"
                      tone="neutral"
                      leadingIcon={<MessageIcon />}
                      onClick={onMessage}
                      fullWidth
                    >
                      {labels.message}
                    </Button>
                    {onCall && labels.call ? (
                      <IconButton
                        icon={<VideoIcon />}
                        aria-label={labels.call}
                        variant="soft"
                        onClick={onCall}
                        data-testid="profile-call"
                      />
                    ) : null}
                    <DropdownMenu
                      align="end"
                      trigger={<IconButton icon={<MoreIcon />} aria-label={labels.more} variant="soft" />}
                      items={[
                        { id: 'report', label: labels.report, icon: <FlagIcon />, onSelect: onReport },
                        { id: 'block', label: labels.block, icon: <BlockIcon />, tone: 'critical', onSelect: onBlock },
                      ]}
                    />
                  </div>
                )}
                {extra}
                {!p.isSelf && p.compatibility ? (
                  <CompatibilityBars
                    score={p.compatibility.score}
                    factors={p.compatibility.factors}
                    labels={{
                      title: labels.compatibility,
                      score: labels.compatibilityScore,
                      location: labels.factorLocation,
                      age: labels.factorAge,
                      interests: labels.factorInterests,
                    }}
                  />
                ) : null}
                {p.about ? (
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{labels.about}</h3>
                    <p className={styles.about} dir="auto">
                      {p.about}
                    </p>
                  </section>
                ) : null}
                {p.facts?.length ? (
                  <dl className={styles.facts}>
                    {p.facts.map((f) => (
                      <div key={f.label} className={styles.fact}>
                        <dt className={styles.factLabel}>{f.label}</dt>
                        <dd className={styles.factValue}>{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {p.interests?.length ? (
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{labels.interests}</h3>
                    <InterestList
                      items={p.interests}
                      labels={{ showMore: labels.showMore, showLess: labels.showLess, common: labels.common }}
                    />
                  </section>
                ) : null}
                {p.tagSections
                  ?.filter((s) => s.items.length)
                  .map((s) => (
                    <section key={s.title} className={styles.section}>
                      <h3 className={styles.sectionTitle}>{s.title}</h3>
                      <ul className={styles.tags}>
                        {s.items.map((item) => (
                          <li key={item} className={styles.tag}>
                            {item}
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
              </div>
            </div>
          ) : (
            <div className={styles.status}>
              <RadixDialog.Title className={styles.statusTitle}>{title}</RadixDialog.Title>
              {state === 'loading' ? (
                <div className={styles.loading}>
                  <Spinner label={labels.loading} />
                  <Skeleton shape="rect" width="100%" />
                  <Skeleton lines={3} />
                </div>
              ) : state === 'notFound' ? (
                <p className={styles.statusBody}>{labels.notFoundBody}</p>
              ) : (
                <Button onClick={onRetry}>{labels.retry}</Button>
              )}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
ProfileModal.displayName = 'ProfileModal';
