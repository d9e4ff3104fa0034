/**
 * ChatHeader — the top of a conversation (docs/product/messaging.md Messages, embedded panel: "header with avatar, nickname,
 * Online or Offline status, a Disconnected marker, an approve-photo-requests button, a video call button and a
 * close button"; the video-call button is hidden for FREE members).
 *
 * Props (stable):
 * - `name`, `photo?`, `online`: the partner; the status line says `labels.online` or `labels.offline`.
 * - `disconnected`: the chat's connection is down — a 'Disconnected' marker next to the status.
 * - `onBack`: a back button at the start (a phone's full-screen conversation); mirrors in RTL.
 * - `onClose`: a close button at the end (the embedded panel).
 * - `onVideoCall`: the video-call button; hidden when `canCall` is false (FREE) or no handler is given.
 *   `callDisabled` greys it out (e.g. the partner is offline).
 * - `onApprovePhotos`: the approve-photo-requests button, for when the partner asked to see this member's private
 *   photos (docs/product/messaging.md: in chat only the partner's pending requests can be approved); `pendingPhotoRequests`
 *   (> 0) puts a count on it; `approvingPhotos` disables it while the approval is under way.
 * - `onOpenProfile`: the photo and name become a button to the partner's profile.
 * - `labels`: `{ online, offline, disconnected, back, close, videoCall, approvePhotos, viewProfile? }`.
 */
import { useId, type ReactNode } from 'react';
import { ArrowBackIcon, CloseIcon, UnlockIcon } from '../../icons/icons';
import { VideoIcon } from '../../icons/videoIcon';
import { Avatar } from '../Avatar/Avatar';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ChatHeader.css';

export interface ChatHeaderLabels {
  online: string;
  offline: string;
  disconnected: string;
  back: string;
  close: string;
  videoCall: string;
  approvePhotos: string;
  /**
   * What the profile button does ("View Noa's profile"), when `onOpenProfile` is given: its description. Its name is
   * what it shows, the partner's name and status (WCAG 2.5.3: speech input says the visible text).
   */
  viewProfile?: string;
}

export interface ChatHeaderProps {
  name: string;
  photo?: string;
  online?: boolean;
  disconnected?: boolean;
  premium?: boolean;
  labels: ChatHeaderLabels;
  onBack?: () => void;
  onClose?: () => void;
  onVideoCall?: () => void;
  canCall?: boolean;
  callDisabled?: boolean;
  onApprovePhotos?: () => void;
  pendingPhotoRequests?: number;
  approvingPhotos?: boolean;
  onOpenProfile?: () => void;
  /** Extra controls before the close button (e.g. a menu). */
  actions?: ReactNode;
  /** The heading level of the name (default 2). */
  headingLevel?: 2 | 3;
  'data-testid'?: string;
}

export function ChatHeader({
  name,
  photo,
  online = false,
  disconnected = false,
  premium = false,
  labels,
  onBack,
  onClose,
  onVideoCall,
  canCall = true,
  callDisabled = false,
  onApprovePhotos,
  pendingPhotoRequests,
  approvingPhotos = false,
  onOpenProfile,
  actions,
  headingLevel = 2,
  ...dom
}: ChatHeaderProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const hintId = `kd-chat-profile-${useId()}`;
  const identity = (
    <>
      <Avatar name={name} src={photo} size="md" online={online} premium={premium} decorative />
      <span className={styles.text}>
        <Heading className={styles.name}>
          <bdi className={styles.clip} dir="auto">
            {name}
          </bdi>
        </Heading>
        <span className={styles.status} data-online={online ? 'true' : 'false'} data-part="status">
          <span>{online ? labels.online : labels.offline}</span>
          {disconnected ? (
            <span className={styles.disconnected} data-part="disconnected">
              {labels.disconnected}
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
  return (
    <div
      className={styles.root}
      data-part="chat-header"
      data-testid={dom['data-testid']}
      data-disconnected={disconnected ? 'true' : undefined}
    >
      {onBack ? <IconButton icon={<ArrowBackIcon />} aria-label={labels.back} onClick={onBack} /> : null}
      {onOpenProfile ? (
        <>
          <button
            type="button"
            className={styles.identity}
            onClick={onOpenProfile}
            aria-describedby={labels.viewProfile ? hintId : undefined}
          >
            {identity}
          </button>
          {labels.viewProfile ? (
            <span hidden id={hintId}>
              {labels.viewProfile}
            </span>
          ) : null}
        </>
      ) : (
        <div className={styles.identity}>{identity}</div>
      )}
      <div className={styles.actions}>
        {onApprovePhotos ? (
          <span className={styles.badgeWrap}>
            <IconButton
              icon={<UnlockIcon />}
              aria-label={labels.approvePhotos}
              onClick={onApprovePhotos}
              disabled={approvingPhotos}
            />
            {pendingPhotoRequests ? (
              <span className={styles.count} aria-hidden="true" dir="ltr">
                {pendingPhotoRequests > 9 ? '9+' : pendingPhotoRequests}
              </span>
            ) : null}
          </span>
        ) : null}
        {onVideoCall && canCall ? (
          <IconButton
            icon={<VideoIcon />}
            aria-label={labels.videoCall}
            onClick={onVideoCall}
            disabled={callDisabled}
            tone="accent"
          />
        ) : null}
        {actions}
        {onClose ? <IconButton icon={<CloseIcon />} aria-label={labels.close} onClick={onClose} /> : null}
      </div>
    </div>
  );
}
ChatHeader.displayName = 'ChatHeader';
