/**
 * What the page and the embedded panel show of a conversation, from the engine's atoms: MessageList's groups and
 * labels (with the calls feature's notes as system notes), the typing line, attachments' bytes as object URLs.
 */
import { groupMessagesByDay, type Locale, type Message } from '@kindred/core';
import { messageBubbleFromMessage, type MessageListGroup, type MessageListLabels } from '@kindred/ui/chat';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callNotesAtom, type CallNote } from '../../lib/bridges';
import { callNotesOwnerAtom, readCallNotes } from '../../lib/callNotes';
import { browserStorage } from '../../lib/storage';
import { localeAtom } from '../appearance/atoms';
import { currentMemberAtom } from '../session/atoms';
import { attachmentObjectUrl } from './api';
import { chatNotesAtom, emptyThread, threadsAtom, typingAtom, uploadProgressAtom, type ChatNote } from './atoms';
import { chatEngine } from './chat';

/** The signed-in member's engine (null until the member is known). */
export function useChatEngine() {
  const member = useAtomValue(currentMemberAtom);
  return useMemo(() => (member ? chatEngine(member._id) : null), [member]);
}

/** Intl's formatters cost more to make than to use: one pair per locale, not one per render. */
const formatters = new Map<string, { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();
const formattersOf = (locale: string) => {
  let f = formatters.get(locale);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
      date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
    };
    formatters.set(locale, f);
  }
  return f;
};

/** The local day of an instant; each message's is worked out once (the whole log is grouped on every render). */
const localDay = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
const dayKeys = new Map<string, string>();
const dayKey = (iso: string) => {
  let key = dayKeys.get(iso);
  if (key === undefined) {
    key = localDay(new Date(iso));
    if (dayKeys.size >= 5_000) dayKeys.clear();
    dayKeys.set(iso, key);
  }
  return key;
};

/** Object URLs of attachments (served to the two members with the bearer token), fetched once per URL. */
const objectUrls = new Map<string, Promise<string | null>>();
function useAttachmentUrls(urls: readonly string[]): ReadonlyMap<string, string> {
  const [resolved, setResolved] = useState<ReadonlyMap<string, string>>(new Map());
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    for (const url of urls) {
      let pending = objectUrls.get(url);
      if (!pending) {
        pending = attachmentObjectUrl(url).catch(() => null);
        objectUrls.set(url, pending);
      }
      void pending.then((objectUrl) => {
        if (live && objectUrl) setResolved((m) => (m.get(url) === objectUrl ? m : new Map(m).set(url, objectUrl)));
      });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return resolved;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A note as a message of the conversation: a call's shows as a call note (with the camera), the chat's as a system note. */
const noteMessage = (note: CallNote | ChatNote, me: string, text: string): Message => ({
  _id: note.id,
  sender: me,
  recipient: note.partnerId,
  type: note.kind === 'photosFailed' ? 'system' : 'video',
  content: text,
  createdAt: new Date(note.at).toISOString(),
  read: true,
});

/** The member's call notes: those kept on this device from earlier pages, then the ones added since. */
function useStoredCallNotes(me: string) {
  const [notes, setNotes] = useAtom(callNotesAtom);
  const [owner, setOwner] = useAtom(callNotesOwnerAtom);
  useEffect(() => {
    if (!me || owner === me) return;
    setOwner(me);
    // What storage holds already includes every note added on this page (the calls feature stores each).
    setNotes(readCallNotes(browserStorage('localStorage'), me, Date.now()));
  }, [me, owner, setOwner, setNotes]);
  return notes;
}

/** MessageList's props for the conversation with `partner`. */
export function useThreadView(partner: { id: string; nickname: string }) {
  const { t } = useTranslation(['chat', 'core']);
  const locale = useAtomValue(localeAtom) as Locale;
  const me = useAtomValue(currentMemberAtom)?._id ?? '';
  const thread = useAtomValue(threadsAtom).get(partner.id) ?? emptyThread;
  const typing = useAtomValue(typingAtom).includes(partner.id);
  const progress = useAtomValue(uploadProgressAtom);
  const callNotes = useStoredCallNotes(me);
  const chatNotes = useAtomValue(chatNotesAtom);

  // docs/product/messaging.md: 'Video call ended.' when a call ends (or fails) on either side; '{nickname} declined the call' for the caller.
  const noteText = (note: CallNote | ChatNote) => {
    switch (note.kind) {
      case 'photosFailed':
        return t('photos.approveFailed');
      case 'declined':
        return t('bubble.callDeclined', { nickname: partner.nickname });
      case 'youDeclined':
        return t('bubble.youDeclined');
      case 'missed':
        return t('bubble.missedCall');
      default:
        return t('bubble.callEnded');
    }
  };

  const messages = useMemo(() => {
    const own = [...callNotes, ...chatNotes]
      .filter((n) => n.partnerId === partner.id)
      .map((n) => noteMessage(n, me, noteText(n)));
    if (own.length === 0) return thread.messages;
    return [...thread.messages, ...own].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }, [thread.messages, callNotes, chatNotes, partner.id, me, t]);

  const attachmentUrls = useMemo(
    () =>
      messages
        .filter((m) => m.type === 'file' && !m.metadata?.isPlaceholder)
        .map((m) => m.metadata?.url ?? m.metadata?.fileUrl ?? '')
        .filter((u) => u.startsWith('/api/')),
    [messages],
  );
  const urls = useAttachmentUrls(attachmentUrls);

  // One bubble per message object, kept while what shapes a bubble stays the same: a new message makes one new
  // bubble, and the list re-renders only that one (MessageList's rows are memoised by their item).
  const bubbles = useMemo(
    () => new WeakMap<(typeof messages)[number], MessageListGroup['messages'][number]>(),
    [me, urls, progress, locale, t, partner.nickname],
  );
  const groups: MessageListGroup[] = useMemo(() => {
    const today = localDay(new Date());
    const yesterday = localDay(new Date(Date.now() - 86_400_000));
    const { time, date } = formattersOf(locale);
    const bubbleOf = (m: (typeof messages)[number]) => {
      let bubble = bubbles.get(m);
      if (!bubble) {
        bubble = toBubble(m);
        bubbles.set(m, bubble);
      }
      return bubble;
    };
    const toBubble = (m: (typeof messages)[number]) => {
      const data = messageBubbleFromMessage(m, { currentUserId: me, formatSize });
      const raw = data.attachment?.url;
      const attachment = data.attachment
        ? { ...data.attachment, url: raw && raw.startsWith('/api/') ? urls.get(raw) : raw }
        : data.attachment;
      if (attachment && !attachment.url) delete attachment.url;
      const id = m.clientMessageId ?? m._id;
      return {
        id,
        ...data,
        attachment,
        ...(data.status === 'uploading' ? { progress: progress.get(id) ?? 10 } : {}),
        time: time.format(new Date(m.createdAt)),
        dateTime: m.createdAt,
        senderLabel: data.own ? t('bubble.you') : partner.nickname,
        'data-testid': 'message',
      };
    };
    return groupMessagesByDay(messages, dayKey).map((g) => ({
      key: g.day,
      label:
        g.day === today
          ? t('list.today')
          : g.day === yesterday
            ? t('list.yesterday')
            : date.format(new Date(g.messages[0]!.createdAt)),
      messages: g.messages.map(bubbleOf),
    }));
  }, [messages, bubbles, me, urls, progress, locale, t, partner.nickname]);

  const labels: MessageListLabels = useMemo(
    () => ({
      sending: t('core:chat.sending'),
      sent: t('bubble.sent'),
      read: t('bubble.read'),
      failed: t('core:chat.failedToSend'),
      retry: t('bubble.retry'),
      uploading: t('core:chat.uploading'),
      uploadFailed: t('core:chat.uploadFailed'),
      attachmentUnavailable: t('core:chat.attachmentUnavailable'),
      unsupported: t('core:chat.unsupported'),
      wink: t('bubble.wink'),
      openImage: t('bubble.openImage'),
      closeImage: t('bubble.closeImage'),
      pdf: t('bubble.pdf'),
      file: t('bubble.file'),
      video: t('bubble.video'),
      audio: t('bubble.audio'),
      image: t('bubble.image'),
      download: (name: string) => t('bubble.downloadFile', { name }),
      log: t('list.log', { name: partner.nickname }),
      loadMore: t('list.loadMore'),
      loadingMore: t('list.loadingMore'),
      empty: t('core:chat.emptyConversation'),
    }),
    [t, partner.nickname],
  );

  return {
    thread,
    groups,
    labels,
    typing: typing ? t('list.typing', { name: partner.nickname }) : null,
  };
}
