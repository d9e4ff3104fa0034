import { FAILED_SUFFIX, fileKind, UPLOAD_FAILED_SUFFIX, type Message } from '@kindred/core';
import type { MessageBubbleAttachment, MessageBubbleKind, MessageDeliveryStatus } from './MessageBubble';

export interface MessageBubbleFromMessageOptions {
  /** The signed-in member's id: their messages are `own`. */
  currentUserId: string | null;
  /** Formats a file size in bytes ("1.2 MB"); without it the card shows no size. */
  formatSize?: (bytes: number) => string;
}

/** What a message of core's `Message` shape shows as: kind, side, text, delivery status and attachment. */
export interface MessageBubbleData {
  kind: MessageBubbleKind;
  own: boolean;
  content?: string;
  status?: MessageDeliveryStatus;
  attachment?: MessageBubbleAttachment | null;
}

function deliveryStatus(message: Message): MessageDeliveryStatus {
  if (message.error || message.status === 'error') return message.type === 'file' ? 'uploadFailed' : 'failed';
  if (message.status === 'uploading') return 'uploading';
  if (
    message.pending ||
    message.status === 'pending' ||
    message.status === 'sending' ||
    message.status === 'sending-api'
  )
    return 'pending';
  return message.read ? 'read' : 'sent';
}

function withoutFailureSuffix(text: string): string {
  for (const suffix of [FAILED_SUFFIX, ` ${UPLOAD_FAILED_SUFFIX}`, UPLOAD_FAILED_SUFFIX]) {
    if (text.endsWith(suffix)) return text.slice(0, -suffix.length);
  }
  return text;
}

/**
 * Maps a message (docs/product/messaging.md "Message") to MessageBubble's data: a file's kind from its type or name (core's
 * `fileKind`), 'video' messages as call notes, unknown types as `unsupported`; a file message without metadata
 * gets no attachment (the bubble says 'Attachment unavailable'); a failed message's ' (Failed)' suffix is
 * left to the bubble's 'Failed to send'. Time and labels stay with the caller.
 */
export function messageBubbleFromMessage(
  message: Message,
  options: MessageBubbleFromMessageOptions,
): MessageBubbleData {
  const own = options.currentUserId !== null && message.sender === options.currentUserId;
  const status = own ? deliveryStatus(message) : undefined;
  const failed = status === 'failed' || status === 'uploadFailed';
  // core marks a failed message's text with ' (Failed)'; the bubble says so in the member's language instead.
  const content = failed ? withoutFailureSuffix(message.content) : message.content;
  switch (message.type) {
    case 'text':
    case 'wink':
      return { kind: message.type, own, content, status };
    case 'system':
      return { kind: 'system', own, content: message.content };
    case 'video':
      return { kind: 'call', own, content: message.content };
    case 'file': {
      const meta = message.metadata;
      const url = meta?.url ?? meta?.fileUrl ?? meta?.serverUrl;
      const attachment: MessageBubbleAttachment | null = meta
        ? {
            ...(url ? { url } : {}),
            ...(meta.fileName ? { name: meta.fileName } : {}),
            ...(meta.fileSize !== undefined && options.formatSize
              ? { sizeLabel: options.formatSize(meta.fileSize) }
              : {}),
            ...(meta.width ? { width: meta.width } : {}),
            ...(meta.height ? { height: meta.height } : {}),
          }
        : null;
      // A file's text is its caption, unless it is only the file's name or the failure suffix.
      const caption = content && content !== meta?.fileName ? content : undefined;
      return { kind: fileKind(message), own, content: caption, status, attachment };
    }
    default:
      return { kind: 'unsupported', own, status };
  }
}
