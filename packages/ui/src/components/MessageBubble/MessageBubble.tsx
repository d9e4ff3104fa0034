/**
 * MessageBubble — one message of a conversation (docs/product/messaging.md Messages, §4 "Message sending", "File messages").
 *
 * Props (stable; the app maps its messages with `messageBubbleFromMessage` or builds them itself):
 * - `kind`: `text` · `wink` · `image` · `video` · `audio` · `pdf` · `file` (a file card) · `system` (a note) ·
 *   `call` (a call note, e.g. 'Video call ended.') · `unsupported` ('Unsupported message').
 * - `own`: the member's own message (accent bubble at the inline end) or the partner's (surface, inline start).
 * - `content`: the text, the wink emoji, a note, or a file's caption. Rendered with `dir="auto"`.
 * - `time`: the time as shown ("14:05"; the app formats it); `dateTime`: the ISO instant for `<time>`.
 * - `status` (own messages): `pending` (clock, 'Sending') · `sent` (one tick) · `read` (two green ticks) ·
 *   `failed` ('Failed to send' + Retry) · `uploading` ('Uploading...' + `progress`) · `uploadFailed`
 *   ('Upload Failed' + Retry).
 * - `attachment`: `{ url?, name?, sizeLabel?, width?, height? }` for media and file kinds; a media or file kind
 *   without an `attachment` (or without its url, unless uploading) shows 'Attachment unavailable'.
 * - `progress`: 0–100 while `status` is `uploading`.
 * - `position`: where the bubble sits in a run of one sender's messages (`single`, `first`, `middle`, `last`):
 *   only the last has a tail. MessageList sets it.
 * - `senderLabel`: who sent it, for screen readers ("You", "Noa") — read before the text.
 * - `labels`: every word the bubble may show (`MessageBubbleLabels`), from the `chat` and `core` catalogues.
 * - `onRetry`: called by the Retry button of a failed message or upload.
 */
import type { ReactNode } from 'react';
import { CheckDoubleIcon, CheckIcon, ClockIcon, ErrorIcon, FileIcon, RetryIcon } from '../../icons/icons';
import { VideoIcon } from '../../icons/videoIcon';
import { inlineVars } from '../private/inlineVars';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as attachmentStyles from './MessageAttachment.css';
import * as styles from './MessageBubble.css';
import { Lightbox } from './MessageLightbox';

export const messageBubbleKinds = [
  'text',
  'wink',
  'image',
  'video',
  'audio',
  'pdf',
  'file',
  'system',
  'call',
  'unsupported',
] as const;
export type MessageBubbleKind = (typeof messageBubbleKinds)[number];

export const messageDeliveryStatuses = ['pending', 'sent', 'read', 'failed', 'uploading', 'uploadFailed'] as const;
export type MessageDeliveryStatus = (typeof messageDeliveryStatuses)[number];

export const messageBubblePositions = ['single', 'first', 'middle', 'last'] as const;
export type MessageBubblePosition = (typeof messageBubblePositions)[number];

export interface MessageBubbleAttachment {
  url?: string;
  name?: string;
  /** The size as shown ("1.2 MB"); the app formats it. */
  sizeLabel?: string;
  width?: number;
  height?: number;
}

export interface MessageBubbleLabels {
  /** 'Sending' */
  sending: string;
  /** 'Sent' */
  sent: string;
  /** 'Read' */
  read: string;
  /** 'Failed to send' */
  failed: string;
  /** 'Retry' */
  retry: string;
  /** 'Uploading...' */
  uploading: string;
  /** 'Upload Failed' */
  uploadFailed: string;
  /** 'Attachment unavailable' */
  attachmentUnavailable: string;
  /** 'Unsupported message' */
  unsupported: string;
  /** 'Wink' (the accessible name of a wink). */
  wink: string;
  /** 'Open image' / 'Close image' (the lightbox). */
  openImage: string;
  closeImage: string;
  /** What a file card says it is: 'PDF document', 'File', 'Video', 'Audio', 'Image'. */
  pdf: string;
  file: string;
  video: string;
  audio: string;
  image: string;
  /** 'Download {name}' */
  download: (name: string) => string;
}

export interface MessageBubbleProps {
  kind: MessageBubbleKind;
  own: boolean;
  content?: string;
  time: string;
  dateTime?: string;
  status?: MessageDeliveryStatus;
  attachment?: MessageBubbleAttachment | null;
  progress?: number;
  position?: MessageBubblePosition;
  senderLabel?: string;
  labels: MessageBubbleLabels;
  onRetry?: () => void;
  'data-testid'?: string;
}

const MEDIA_KINDS: readonly MessageBubbleKind[] = ['image', 'video', 'audio', 'pdf', 'file'];

/** One to three emoji and nothing else (spaces allowed): shown large, without a bubble. */
export function isJumboEmoji(value: string | undefined): boolean {
  if (!value) return false;
  const trimmed = value.trim();
  if (!/^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\u200d|\ufe0f|\s)+$/u.test(trimmed))
    return false;
  if (!/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(trimmed)) return false;
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed.replace(/\s/g, ''))];
  return segments.length <= 3;
}

function Tick({ status, labels }: { status: MessageDeliveryStatus; labels: MessageBubbleLabels }) {
  const [icon, label] =
    status === 'pending'
      ? [<ClockIcon key="i" size="xs" />, labels.sending]
      : status === 'read'
        ? [<CheckDoubleIcon key="i" size="xs" />, labels.read]
        : status === 'sent'
          ? [<CheckIcon key="i" size="sm" />, labels.sent]
          : [null, null];
  if (!icon) return null;
  return (
    <span className={styles.tick} data-status={status} data-part="tick">
      {icon}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

function Meta({
  time,
  dateTime,
  status,
  own,
  labels,
}: Pick<MessageBubbleProps, 'time' | 'dateTime' | 'status' | 'own' | 'labels'>) {
  return (
    <span className={styles.meta} data-part="meta">
      <time dateTime={dateTime}>{time}</time>
      {own && status ? <Tick status={status} labels={labels} /> : null}
    </span>
  );
}

function Progress({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <span
      className={attachmentStyles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <span className={attachmentStyles.progressFill} style={inlineVars({ '--kd-bubble-progress': `${clamped}%` })} />
    </span>
  );
}

const fileBadge: Partial<Record<MessageBubbleKind, string>> = { pdf: 'PDF' };

function FileCard({
  kind,
  attachment,
  labels,
}: {
  kind: MessageBubbleKind;
  attachment: MessageBubbleAttachment;
  labels: MessageBubbleLabels;
}) {
  const kindLabel =
    kind === 'pdf'
      ? labels.pdf
      : kind === 'video'
        ? labels.video
        : kind === 'audio'
          ? labels.audio
          : kind === 'image'
            ? labels.image
            : labels.file;
  const name = attachment.name || kindLabel;
  // In the download link, the file's name is read once, in the link's hidden text.
  const body = (linked: boolean) => (
    <>
      <span className={attachmentStyles.fileIcon} aria-hidden="true">
        {fileBadge[kind] ?? <FileIcon />}
      </span>
      <span className={attachmentStyles.fileText}>
        <span className={attachmentStyles.fileName} dir="auto" aria-hidden={linked || undefined}>
          {name}
        </span>
        <span className={attachmentStyles.fileMeta}>
          {attachment.sizeLabel ? `${kindLabel} · ${attachment.sizeLabel}` : kindLabel}
        </span>
      </span>
    </>
  );
  return attachment.url ? (
    <a
      className={attachmentStyles.fileCard}
      href={attachment.url}
      download={attachment.name || true}
      target="_blank"
      rel="noopener noreferrer"
    >
      {/* The action and the file as the link's own text, not an aria-label (it must contain all the card shows). */}
      <VisuallyHidden>{labels.download(name)}</VisuallyHidden>
      {body(true)}
    </a>
  ) : (
    <span className={attachmentStyles.fileCard}>{body(false)}</span>
  );
}

function mediaBody(props: MessageBubbleProps): { body: ReactNode; media: boolean; card: boolean } {
  const { kind, attachment, labels, status } = props;
  const url = attachment?.url;
  const uploading = status === 'uploading' || status === 'uploadFailed';
  if (!attachment || (!url && !uploading)) {
    return { body: <p className={styles.unsupported}>{labels.attachmentUnavailable}</p>, media: false, card: false };
  }
  if (kind === 'image' && url) {
    return {
      body: uploading ? (
        <img className={attachmentStyles.image} src={url} alt="" />
      ) : (
        <Lightbox src={url} name={attachment.name} labels={labels} />
      ),
      media: true,
      card: false,
    };
  }
  if (kind === 'video' && url && !uploading) {
    // Members' own clips and voice notes come without caption tracks: there is nothing to attach.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    const video = <video className={attachmentStyles.media} src={url} controls preload="metadata" />;
    return { body: video, media: true, card: false };
  }
  if (kind === 'audio' && url && !uploading) {
    const name = attachment.name || labels.audio;
    // eslint-disable-next-line jsx-a11y/media-has-caption
    const audio = <audio className={attachmentStyles.audio} src={url} controls preload="metadata" aria-label={name} />;
    return { body: audio, media: true, card: true };
  }
  return { body: <FileCard kind={kind} attachment={attachment} labels={labels} />, media: true, card: true };
}

export function MessageBubble(props: MessageBubbleProps) {
  const {
    kind,
    own,
    content,
    time,
    dateTime,
    status,
    progress,
    position = 'single',
    senderLabel,
    labels,
    onRetry,
  } = props;
  const rowAttrs = {
    className: styles.row,
    'data-kind': kind,
    'data-own': own ? 'true' : 'false',
    'data-position': position,
    'data-status': own ? status : undefined,
    'data-testid': props['data-testid'],
  } as const;
  const who = senderLabel ? <VisuallyHidden>{`${senderLabel}: `}</VisuallyHidden> : null;

  if (kind === 'system' || kind === 'call') {
    return (
      <div {...rowAttrs}>
        <p className={styles.note}>
          {kind === 'call' ? <VideoIcon size="sm" /> : null}
          <span dir="auto">{content}</span>
          <time className={styles.noteTime} dateTime={dateTime}>
            {time}
          </time>
        </p>
      </div>
    );
  }

  const failed = own && (status === 'failed' || status === 'uploadFailed');
  let body: ReactNode;
  let media = false;
  let card = false;
  let jumbo = false;
  if (kind === 'text') {
    jumbo = isJumboEmoji(content);
    body = (
      <p className={jumbo ? styles.jumbo : styles.text} dir="auto">
        {content}
      </p>
    );
  } else if (kind === 'wink') {
    jumbo = true;
    body = (
      <p className={styles.jumbo} role="img" aria-label={labels.wink}>
        {content || '😉'}
      </p>
    );
  } else if (MEDIA_KINDS.includes(kind)) {
    ({ body, media, card } = mediaBody(props));
  } else {
    body = <p className={styles.unsupported}>{labels.unsupported}</p>;
  }
  const caption = media && content && kind !== 'wink' ? content : undefined;

  return (
    <div {...rowAttrs}>
      <div
        className={styles.bubble}
        data-part="bubble"
        data-media={media ? 'true' : undefined}
        data-card={card ? 'true' : undefined}
        data-caption={caption ? 'true' : undefined}
        data-jumbo={jumbo ? 'true' : undefined}
      >
        {who}
        {body}
        {status === 'uploading' && own ? (
          <>
            <Progress value={progress ?? 10} label={labels.uploading} />
            <span className={attachmentStyles.uploadLabel} aria-hidden="true">
              {labels.uploading}
            </span>
          </>
        ) : null}
        {caption ? (
          <p className={attachmentStyles.caption} dir="auto">
            {caption}
          </p>
        ) : null}
        <Meta time={time} dateTime={dateTime} status={status} own={own} labels={labels} />
      </div>
      {failed ? (
        <div className={styles.failure}>
          <ErrorIcon size="sm" />
          <span>{status === 'uploadFailed' ? labels.uploadFailed : labels.failed}</span>
          {onRetry ? (
            <button type="button" className={styles.retry} onClick={onRetry}>
              <RetryIcon size="xs" />
              {labels.retry}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
MessageBubble.displayName = 'MessageBubble';
