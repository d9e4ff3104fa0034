/** Conversation preview text from the last message (docs/product/messaging.md "Conversation preview text"). */
import type { Message } from '../contracts/entities';

export const PREVIEW_MAX_CHARS = 25;

export const previewMessages = {
  none: 'No messages yet',
  ownPrefix: 'You: ',
  wink: 'Sent a wink',
  image: 'Sent an image',
  video: 'Sent a video',
  audio: 'Sent an audio file',
  pdf: 'Sent a PDF document',
  file: 'Sent a file',
  call: 'Video Call',
  unknown: 'New message',
} as const;

/** What a file message holds, from its MIME type or else its file name's extension. */
export function fileKind(message: Pick<Message, 'metadata'>): 'image' | 'video' | 'audio' | 'pdf' | 'file' {
  const type = (message.metadata?.fileType ?? message.metadata?.mimeType ?? '').toLowerCase();
  const name = (message.metadata?.fileName ?? '').toLowerCase();
  if (type.startsWith('image/') || /\.(jpe?g|png|gif|webp)$/.test(name)) return 'image';
  if (type.startsWith('video/') || /\.(mp4|mov|webm)$/.test(name)) return 'video';
  if (type.startsWith('audio/') || /\.(mp3|wav|ogg)$/.test(name)) return 'audio';
  if (type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  return 'file';
}

/** Cuts at 25 characters (code points, so emoji stay whole) followed by '...'. */
export function truncatePreview(text: string, max = PREVIEW_MAX_CHARS): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export function previewText(
  last: Pick<Message, 'type' | 'content' | 'sender' | 'metadata'> | null | undefined,
  currentUserId: string | null,
): string {
  if (!last) return previewMessages.none;
  let body: string;
  switch (last.type) {
    case 'text':
    case 'system':
      body = truncatePreview(last.content.replace(/\s+/g, ' ').trim());
      break;
    case 'wink':
      body = previewMessages.wink;
      break;
    case 'file':
      body = previewMessages[fileKind(last)];
      break;
    case 'video':
      body = previewMessages.call;
      break;
    default:
      body = previewMessages.unknown;
  }
  return currentUserId !== null && last.sender === currentUserId ? `${previewMessages.ownPrefix}${body}` : body;
}
