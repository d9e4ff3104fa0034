// Labels for the chat components, from the `chat` and `core` catalogues the app serves (stories only).
import { isLocale } from '@kindred/core';
import type { ChatHeaderLabels } from '../components/ChatHeader/ChatHeader';
import type { ChatInputLabels } from '../components/ChatInput/ChatInput';
import type { ChatLoadStateLabels } from '../components/ChatLoadState/ChatLoadState';
import type { ConversationListLabels } from '../components/ConversationList/ConversationList';
import type { MessageBubbleLabels } from '../components/MessageBubble/MessageBubble';
import type { MessageListLabels } from '../components/MessageList/MessageList';
import { text, textWith } from './text';

/** i18next's plural keys (`_one`, `_two`, `_other`) picked with the language's rules. */
export function plural(locale: unknown) {
  const t = textWith(locale);
  const rules = new Intl.PluralRules(isLocale(locale) ? locale : 'en');
  return (key: string, count: number): string => {
    try {
      return t(`${key}_${rules.select(count)}`, { count });
    } catch {
      return t(`${key}_other`, { count });
    }
  };
}

export function bubbleLabels(locale: unknown): MessageBubbleLabels {
  const t = textWith(locale);
  return {
    sending: t('core:chat.sending'),
    sent: t('chat:bubble.sent'),
    read: t('chat:bubble.read'),
    failed: t('core:chat.failedToSend'),
    retry: t('chat:bubble.retry'),
    uploading: t('core:chat.uploading'),
    uploadFailed: t('core:chat.uploadFailed'),
    attachmentUnavailable: t('core:chat.attachmentUnavailable'),
    unsupported: t('core:chat.unsupported'),
    wink: t('chat:bubble.wink'),
    openImage: t('chat:bubble.openImage'),
    closeImage: t('chat:bubble.closeImage'),
    pdf: t('chat:bubble.pdf'),
    file: t('chat:bubble.file'),
    video: t('chat:bubble.video'),
    audio: t('chat:bubble.audio'),
    image: t('chat:bubble.image'),
    download: (name) => t('chat:bubble.downloadFile', { name }),
  };
}

export function listLabels(locale: unknown, name: string): MessageListLabels {
  const t = textWith(locale);
  return {
    ...bubbleLabels(locale),
    log: t('chat:list.log', { name }),
    loadMore: t('chat:list.loadMore'),
    loadingMore: t('chat:list.loadingMore'),
    empty: t('core:chat.emptyConversation'),
  };
}

export function conversationLabels(locale: unknown): ConversationListLabels {
  const t = text(locale);
  const p = plural(locale);
  return {
    list: t('chat:conversations.label'),
    online: t('chat:conversations.online'),
    unread: (count) => p('chat:conversations.unread', count),
    newConversation: t('chat:conversations.newConversation'),
    emptyTitle: t('chat:conversations.emptyTitle'),
    emptyBody: t('chat:conversations.emptyBody'),
    findSomeone: t('chat:conversations.findSomeone'),
    loading: t('chat:conversations.loading'),
  };
}

export function inputLabels(locale: unknown): ChatInputLabels {
  const t = textWith(locale);
  return {
    label: t('chat:input.label'),
    placeholder: t('chat:input.placeholder'),
    freePlaceholder: t('chat:input.freePlaceholder'),
    send: t('chat:input.send'),
    wink: t('chat:input.wink'),
    attach: t('chat:input.attach'),
    emoji: t('chat:input.emoji'),
    emojiPicker: t('chat:input.emojiPicker'),
    removeAttachment: t('chat:input.removeAttachment'),
    uploading: (progress) => t('chat:bubble.uploadProgress', { progress }),
  };
}

export function headerLabels(locale: unknown, name: string): ChatHeaderLabels {
  const t = textWith(locale);
  return {
    online: t('chat:header.online'),
    offline: t('chat:header.offline'),
    disconnected: t('chat:header.disconnected'),
    back: t('chat:header.back'),
    close: t('chat:header.close'),
    videoCall: t('chat:header.videoCall'),
    approvePhotos: t('chat:header.approvePhotos'),
    viewProfile: t('chat:header.viewProfile', { name }),
  };
}

export function loadStateLabels(locale: unknown): ChatLoadStateLabels {
  const t = text(locale);
  return {
    loading: t('chat:states.loading'),
    connecting: t('chat:states.connecting'),
    timeoutTitle: t('chat:states.timeoutTitle'),
    timeoutBody: t('chat:states.timeoutBody'),
    retryLoad: t('chat:states.retryLoad'),
    reconnect: t('chat:states.reconnect'),
    errorTitle: t('chat:states.errorTitle'),
    retryLoading: t('chat:states.retryLoading'),
    forceInit: t('chat:states.forceInit'),
    empty: t('core:chat.emptyConversation'),
    pleaseLogin: t('chat:states.pleaseLogin'),
    pleaseLoginBody: t('chat:states.pleaseLoginBody'),
    goToLogin: t('chat:states.goToLogin'),
  };
}
