/**
 * Optimistic message lifecycle (docs/product/messaging.md "Message sending"; docs/product/messaging.md "Chat message"): a temporary message shows
 * at once (pending, 'Sending'), is replaced by the server's message, or on failure is removed and re-added marked
 * failed with ' (Failed)' ('(Upload Failed)' for files) and the label 'Failed to send'.
 */
import type { Message, MessageMetadata, MessageType } from '../contracts/entities';
import { isValidId } from '../identity/id';
import { checkChatSend, type AccountTier } from '../tiers/permissions';

export const SEND_CONFIRMATION_TIMEOUT_MS = 10_000;
export const FAILED_SUFFIX = ' (Failed)';
export const UPLOAD_FAILED_SUFFIX = '(Upload Failed)';

export const chatMessages = {
  sending: 'Sending',
  failedToSend: 'Failed to send',
  uploading: 'Uploading...',
  uploadFailed: 'Upload Failed',
  toSelf: 'Cannot send messages to yourself',
  invalidRecipient: 'Cannot send message: Invalid recipient ID format.',
  noConnection: 'Message failed: No connection.',
  empty: 'Message cannot be empty',
  sendFailed: 'Failed to send message',
  unsupported: 'Unsupported message',
  attachmentUnavailable: 'Attachment unavailable',
  emptyConversation: 'No messages yet. Say hello!',
} as const;

export function createOptimisticMessage(input: {
  clientMessageId: string;
  sender: string;
  recipient: string;
  type: MessageType;
  content: string;
  metadata?: MessageMetadata;
  nowMs: number;
}): Message {
  return {
    _id: input.clientMessageId,
    clientMessageId: input.clientMessageId,
    sender: input.sender,
    recipient: input.recipient,
    type: input.type,
    content: input.content,
    ...(input.metadata ? { metadata: { ...input.metadata } } : {}),
    createdAt: new Date(input.nowMs).toISOString(),
    read: false,
    status: 'pending',
    pending: true,
  };
}

const isTemp = (m: Message, clientMessageId: string) =>
  m.clientMessageId === clientMessageId || m._id === clientMessageId;

/** Replaces the temporary message by the server's (or drops it if the server message is already listed). */
export function confirmMessage(list: readonly Message[], clientMessageId: string, server: Message): Message[] {
  const confirmed: Message = { ...server, status: 'sent', pending: false };
  if (list.some((m) => m._id === server._id && !isTemp(m, clientMessageId)))
    return list.filter((m) => !isTemp(m, clientMessageId));
  let replaced = false;
  const next = list.map((m) => {
    if (!isTemp(m, clientMessageId)) return m;
    replaced = true;
    return confirmed;
  });
  return replaced ? next : [...next, confirmed];
}

/** Removes the temporary message and re-adds it at the end marked failed. */
export function failMessage(list: readonly Message[], clientMessageId: string): Message[] {
  const original = list.find((m) => isTemp(m, clientMessageId));
  if (!original) return [...list];
  const suffix =
    original.type === 'file' ? (original.content ? ` ${UPLOAD_FAILED_SUFFIX}` : UPLOAD_FAILED_SUFFIX) : FAILED_SUFFIX;
  const failed: Message = {
    ...original,
    content: `${original.content}${suffix}`,
    status: 'error',
    pending: false,
    error: true,
  };
  return [...list.filter((m) => !isTemp(m, clientMessageId)), failed];
}

export type SendCheck = { ok: true; content: string } | { ok: false; reason: string };

/** Checks before sending (docs/product/messaging.md): not to yourself, 24-hex recipient, connected, tier rules, non-empty text. */
export function checkSend(input: {
  senderId: string;
  recipientId: string;
  tier: AccountTier;
  kind: 'text' | 'wink' | 'file';
  content: string;
  connected: boolean;
}): SendCheck {
  if (!isValidId(input.recipientId)) return { ok: false, reason: chatMessages.invalidRecipient };
  if (input.recipientId.toLowerCase() === input.senderId.toLowerCase())
    return { ok: false, reason: chatMessages.toSelf };
  if (!input.connected) return { ok: false, reason: chatMessages.noConnection };
  const content = input.kind === 'text' ? input.content.trim() : input.content;
  if (input.kind === 'text' && content === '') return { ok: false, reason: chatMessages.empty };
  const tier = checkChatSend(input.tier, input.kind, content);
  return tier.allowed ? { ok: true, content } : { ok: false, reason: tier.reason };
}
