/**
 * Writing a message (docs/product/messaging.md "Message sending", "File messages"; decision 0090): core's rules first, then the
 * message shows at once (core's optimistic message) under one client message id and goes through the outbox.
 */
import {
  checkSend,
  createOptimisticMessage,
  failMessage,
  FAILED_SUFFIX,
  WINK_EMOJI,
  type Message,
  type MessageMetadata,
} from '@kindred/core';
import { uploadProgressAtom } from './atoms';
import type { ChatEngineDeps, OutgoingMessage, SendResult } from './engineTypes';
import type { Threads } from './threads';

export interface SendingParts {
  threads: Threads;
  /** The conversation list learns of a message (first in the list, its preview). */
  touchConversation: (message: Message) => void;
  /** Into the outbox, sent in order. */
  enqueue: (payload: OutgoingMessage) => void;
  /** A pending typing signal to this partner is dropped (the message says more). */
  stopTyping: (partnerId: string) => void;
}

export function createSending(deps: ChatEngineDeps, { threads, touchConversation, enqueue, stopTyping }: SendingParts) {
  const { store, me, api, clock } = deps;
  const { thread, setMessages } = threads;
  /** Files of messages not sent yet, for a retry (never persisted). */
  const files = new Map<string, { file: File; partnerId: string }>();

  const optimistic = (payload: OutgoingMessage, nowMs: number) => {
    const message = createOptimisticMessage({
      clientMessageId: payload.clientMessageId,
      sender: me.id,
      recipient: payload.recipientId,
      type: payload.type,
      content: payload.content,
      ...(payload.metadata ? { metadata: payload.metadata } : {}),
      nowMs,
    });
    setMessages(payload.recipientId, (list) => [
      ...list.filter((m) => m.clientMessageId !== payload.clientMessageId),
      message,
    ]);
    return message;
  };

  /** Text (or, from a FREE member, only the wink emoji): checked by core's rules first, never sent when refused. */
  const send = (partnerId: string, text: string, kind: 'text' | 'wink' = 'text'): SendResult => {
    const content = kind === 'wink' ? WINK_EMOJI : text;
    const type: 'text' | 'wink' =
      kind === 'wink' || (me.tier === 'FREE' && text.trim() === WINK_EMOJI) ? 'wink' : 'text';
    const check = checkSend({
      senderId: me.id,
      recipientId: partnerId,
      tier: me.tier,
      kind: type,
      content: type === 'wink' ? WINK_EMOJI : content,
      connected: true,
    });
    if (!check.ok) return check;
    stopTyping(partnerId);
    const payload = { recipientId: partnerId, type, content: check.content, clientMessageId: deps.newId() };
    const now = clock.now();
    // Over a live socket the message leaves first, within this call (the keystroke's task); the pending bubble,
    // the list's row and the outbox's storage write follow in the same task, so nothing waits on them and a
    // reload still finds the message until the server answers (decision 0240).
    enqueue(payload);
    touchConversation(optimistic(payload, now));
    return { ok: true, clientMessageId: payload.clientMessageId };
  };

  const forgetProgress = (clientMessageId: string) =>
    store.set(uploadProgressAtom, (map) => {
      const next = new Map(map);
      next.delete(clientMessageId);
      return next;
    });

  /** A file: a placeholder with upload progress, then the file message through the outbox. */
  const sendFile = (partnerId: string, file: File, clientMessageId = deps.newId()): SendResult => {
    const check = checkSend({
      senderId: me.id,
      recipientId: partnerId,
      tier: me.tier,
      kind: 'file',
      content: '',
      connected: true,
    });
    if (!check.ok) return check;
    files.set(clientMessageId, { file, partnerId });
    const metadata: MessageMetadata = {
      fileName: file.name,
      fileType: file.type,
      fileSize: file.size,
      isPlaceholder: true,
      uploadId: clientMessageId,
    };
    const placeholder = optimistic(
      { recipientId: partnerId, type: 'file', content: '', metadata, clientMessageId },
      clock.now(),
    );
    setMessages(partnerId, (list) =>
      list.map((m) => (m.clientMessageId === clientMessageId ? { ...placeholder, status: 'uploading' } : m)),
    );
    const progress = (percent: number) =>
      store.set(uploadProgressAtom, (map) => new Map(map).set(clientMessageId, percent));
    progress(10);
    void api
      .upload(file, partnerId, clientMessageId, progress)
      .then((uploaded) => {
        forgetProgress(clientMessageId);
        files.delete(clientMessageId);
        const payload = {
          recipientId: partnerId,
          type: 'file' as const,
          content: '',
          metadata: { ...uploaded, uploadId: clientMessageId },
          clientMessageId,
        };
        setMessages(partnerId, (list) =>
          list.map((m) =>
            m.clientMessageId === clientMessageId
              ? { ...m, status: 'pending', metadata: { ...payload.metadata, isPlaceholder: true } }
              : m,
          ),
        );
        enqueue(payload);
      })
      .catch(() => {
        forgetProgress(clientMessageId);
        setMessages(partnerId, (list) => failMessage(list, clientMessageId));
      });
    return { ok: true, clientMessageId };
  };

  /** Sends a failed message again under the same client message id (the server stores it once). */
  const retry = (partnerId: string, clientMessageId: string): boolean => {
    const failed = thread(partnerId).messages.find((m) => m.clientMessageId === clientMessageId && m.error);
    if (!failed) return false;
    const pendingFile = files.get(clientMessageId);
    if (failed.type === 'file' && pendingFile) {
      setMessages(partnerId, (list) => list.filter((m) => m.clientMessageId !== clientMessageId));
      return sendFile(partnerId, pendingFile.file, clientMessageId).ok;
    }
    const content =
      failed.type === 'file' || !failed.content.endsWith(FAILED_SUFFIX)
        ? failed.content.replace(/ ?\(Upload Failed\)$/, '')
        : failed.content.slice(0, -FAILED_SUFFIX.length);
    const payload: OutgoingMessage = {
      recipientId: partnerId,
      type: failed.type === 'wink' ? 'wink' : failed.type === 'file' ? 'file' : 'text',
      content,
      ...(failed.metadata ? { metadata: { ...failed.metadata, isPlaceholder: undefined } } : {}),
      clientMessageId,
    };
    if (payload.metadata) delete payload.metadata.isPlaceholder;
    const now = clock.now();
    enqueue(payload);
    optimistic(payload, now);
    return true;
  };

  return { send, sendFile, retry };
}
