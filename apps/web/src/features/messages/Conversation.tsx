/**
 * One conversation (docs/product/messaging.md Messages; the page's main pane and the embedded panel): header, the FREE banner,
 * the messages and the input, on the chat engine. Keyed by the partner by its parent, so selecting another
 * conversation starts from a clear input, attachment and typing state (docs/product/messaging.md "Conversation selection").
 */
import {
  attachmentMimeTypes,
  attachmentRule,
  chatMessages,
  isPremium,
  permissionMessages,
  CHAT_LOADING_TIMEOUT_MS,
  TYPING_SEND_DELAY_EMBEDDED_MS,
} from '@kindred/core';
import {
  ChatHeader,
  ChatInput,
  ChatLoadState,
  ChatPremiumBanner,
  MessageList,
  type ChatInputAttachment,
} from '@kindred/ui/chat';
import { useAtomValue, useSetAtom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { callRequestAtom, type PartnerRef } from '../../lib/bridges';
import { onlineOf, presenceAtom, realtimeAtom, socketMachineAtom } from '../../lib/socketState';
import { serverText } from '../../lib/serverError';
import { toast } from '../../lib/toast';
import { currentMemberAtom } from '../session/atoms';
import { conversationsAtom, emptyThread, threadsAtom } from './atoms';
import { chatLoadLabels } from './loadLabels';
import { usePhotoRequests } from './photoRequests';
import type { ChatEngine } from './engine';
import { useChatEngine, useThreadView } from './useChat';
import * as styles from './messages.css';

/** Core's English refusal → its catalogue key (chat namespace). */
const reasonKeys = new Map<string, string>([
  [permissionMessages.freeText, 'errors.freeText'],
  [permissionMessages.freeFiles, 'errors.freeFiles'],
  [chatMessages.toSelf, 'errors.toSelf'],
  [chatMessages.invalidRecipient, 'errors.invalidRecipient'],
]);

const ACCEPT = attachmentMimeTypes.join(',');

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A callback with one identity for the component's life that calls the latest render's closure: the memoised
 * header and input below keep their element (React then skips them) while what they call stays current.
 */
function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return useCallback((...args: A) => ref.current(...args), []);
}

export interface ConversationProps {
  partner: PartnerRef;
  variant: 'page' | 'panel';
  /** A phone's full-screen conversation: back to the list. */
  onBack?: () => void;
  /** The embedded panel: close it. */
  onClose?: () => void;
}

/** The conversation's parts, for the page's pane and for ui's ChatPanel. */
export function useConversationParts({ partner, variant, onBack, onClose }: ConversationProps) {
  const { t } = useTranslation(['chat', 'core', 'validation']);
  const navigate = useNavigate();
  const engine = useChatEngine();
  const member = useAtomValue(currentMemberAtom);
  const free = !member || !isPremium(member);
  // Only what the pane shows of the list's entry: the list's own changes (a new last message, unread counts) do
  // not re-render the pane (docs/benchmarks.md "Chat in the browser, part 3").
  const listedOnline = useAtomValue(
    useMemo(
      () => selectAtom(conversationsAtom, (s) => s.list.find((c) => c.user._id === partner.id)?.user.isOnline),
      [partner.id],
    ),
  );
  const listedTier = useAtomValue(
    useMemo(
      () =>
        selectAtom(conversationsAtom, (s) => {
          const c = s.list.find((x) => x.user._id === partner.id);
          return c ? (c.user.accountTier ?? 'FREE') : null;
        }),
      [partner.id],
    ),
  );
  const presence = useAtomValue(presenceAtom);
  const socket = useAtomValue(socketMachineAtom);
  const realtime = useAtomValue(realtimeAtom);
  const requestCall = useSetAtom(callRequestAtom);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // Only the thread's load state: a new message re-renders the log alone (`ThreadLog`), not the pane.
  const status = useAtomValue(
    useMemo(() => selectAtom(threadsAtom, (m) => (m.get(partner.id) ?? emptyThread).status), [partner.id]),
  );

  useEffect(() => {
    if (!engine) return;
    void engine.open(partner);
    return () => engine.close(partner.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one open per partner (its name may change meanwhile)
  }, [engine, partner.id]);

  // Loading for 10 s: say so, with Retry Load and Reconnect (docs/product/messaging.md "Chat loading states").
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (status !== 'loading' && status !== 'idle') return;
    const timer = setTimeout(() => setSlow(true), CHAT_LOADING_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [status]);

  const refuse = (reason: string) => {
    if (reason === chatMessages.empty) return;
    const key = reasonKeys.get(reason);
    toast({ kind: 'error', title: key ? t(key) : reason });
  };

  const onSend = useLatest((value: string) => {
    if (!engine) return;
    if (file) {
      const sent = engine.sendFile(partner.id, file);
      if (!sent.ok) return refuse(sent.reason);
      setFile(null);
    }
    if (value.trim()) {
      const sent = engine.send(partner.id, value);
      if (!sent.ok) return refuse(sent.reason);
    }
    setText('');
  });

  const onAttach = useLatest((chosen: File) => {
    if (free) return refuse(permissionMessages.freeFiles);
    const issue = attachmentRule(chosen);
    if (issue) {
      toast({
        kind: 'error',
        title: t(`validation:${issue.key}`, { type: chosen.type || chosen.name, defaultValue: issue.message }),
      });
      return;
    }
    setFile(chosen);
  });
  const preview = useMemo(
    () =>
      file && file.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : undefined,
    [file],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const attachment: ChatInputAttachment | null = useMemo(
    () =>
      file ? { name: file.name, sizeLabel: sizeLabel(file.size), ...(preview ? { previewUrl: preview } : {}) } : null,
    [file, preview],
  );

  const photoRequests = usePhotoRequests(partner.id, {
    onApproved: (count) => {
      toast({ kind: 'success', title: t('photos.approved', { count }) });
      // The partner hears it in the conversation, from a member who may send text (docs/product/messaging.md; decision 0123).
      if (count > 0 && !free) engine?.send(partner.id, t('photos.confirmation'));
    },
    onFailed: (error) =>
      toast({
        kind: 'error',
        title: t('photos.approveError', { reason: serverText(error, t) ?? t('photos.approveFailed') }),
      }),
  });

  const online = onlineOf(presence, partner.id, listedOnline) ?? false;
  const wink = useLatest(() => {
    const sent = engine?.send(partner.id, '', 'wink');
    if (sent && !sent.ok) refuse(sent.reason);
  });
  const onVideoCall = useLatest(() => requestCall(partner));
  const onApprovePhotos = useLatest(() => void photoRequests.approve());
  const back = useLatest(() => onBack?.());
  const close = useLatest(() => onClose?.());
  const openProfile = useLatest(() => void navigate(`/user/${partner.id}`));
  const onValueChange = useLatest((value: string) => {
    setText(value);
    if (value) engine?.typing(partner.id, variant === 'panel' ? TYPING_SEND_DELAY_EMBEDDED_MS : undefined);
  });
  const removeAttachment = useLatest(() => setFile(null));

  // The header and the input are the same elements while what they show is (a message arriving re-renders
  // neither: docs/benchmarks.md "Chat in the browser").
  const headerLabels = useMemo(
    () => ({
      online: t('header.online'),
      offline: t('header.offline'),
      disconnected: t('header.disconnected'),
      back: t('header.back'),
      close: t('header.close'),
      videoCall: t('header.videoCall'),
      approvePhotos: t('header.approvePhotos'),
      viewProfile: t('header.viewProfile', { name: partner.nickname }),
    }),
    [t, partner.nickname],
  );
  const premium = listedTier !== null ? isPremium(listedTier) : undefined;
  const disconnected = socket.state !== 'connected';
  const hasBack = !!onBack;
  const hasClose = !!onClose;
  const header = useMemo(
    () => (
      <ChatHeader
        name={partner.nickname}
        {...(partner.photoUrl ? { photo: partner.photoUrl } : {})}
        online={online}
        disconnected={disconnected}
        {...(premium !== undefined ? { premium } : {})}
        canCall={!free}
        callDisabled={!online}
        onVideoCall={onVideoCall}
        {...(photoRequests.pending > 0
          ? {
              onApprovePhotos,
              pendingPhotoRequests: photoRequests.pending,
              approvingPhotos: photoRequests.approving,
            }
          : {})}
        {...(hasBack ? { onBack: back } : {})}
        {...(hasClose ? { onClose: close } : {})}
        onOpenProfile={openProfile}
        labels={headerLabels}
      />
    ),
    [
      partner.nickname,
      partner.photoUrl,
      online,
      disconnected,
      premium,
      free,
      photoRequests.pending,
      photoRequests.approving,
      hasBack,
      hasClose,
      headerLabels,
      onVideoCall,
      onApprovePhotos,
      back,
      close,
      openProfile,
    ],
  );

  const banner = free ? (
    <ChatPremiumBanner
      title={t('premium.title')}
      body={t('premium.body')}
      upgradeLabel={t('premium.upgrade')}
      upgradeHref="/subscription"
      onNavigate={(href) => void navigate(href)}
    />
  ) : null;

  const reload = () => void engine?.reloadThread(partner.id);
  const body =
    status === 'loaded' ? (
      <ThreadLog partner={partner} engine={engine} />
    ) : (
      <ChatLoadState
        state={status === 'error' ? 'error' : slow ? 'timeout' : 'loading'}
        labels={chatLoadLabels(t)}
        onRetryLoad={reload}
        onRetryLoading={reload}
        onReconnect={() => {
          const s = realtime?.socket;
          s?.disconnect();
          s?.connect();
          reload();
        }}
      />
    );

  const inputLabels = useMemo(
    () => ({
      label: t('input.label'),
      placeholder: t('input.placeholder'),
      freePlaceholder: t('input.freePlaceholder'),
      send: t('input.send'),
      wink: t('input.wink'),
      attach: t('input.attach'),
      emoji: t('input.emoji'),
      emojiPicker: t('input.emojiPicker'),
      removeAttachment: t('input.removeAttachment'),
      uploading: (progress: number) => t('bubble.uploadProgress', { progress }),
    }),
    [t],
  );
  const footer = useMemo(
    () => (
      <ChatInput
        value={text}
        onValueChange={onValueChange}
        onSend={onSend}
        onWink={wink}
        onAttach={onAttach}
        accept={ACCEPT}
        attachment={attachment}
        onRemoveAttachment={removeAttachment}
        winkOnly={free}
        labels={inputLabels}
      />
    ),
    [text, attachment, free, inputLabels, onValueChange, onSend, wink, onAttach, removeAttachment],
  );

  return { header, banner, body, footer, label: t('list.log', { name: partner.nickname }) };
}

/**
 * The conversation's messages: the one part of the pane a new message re-renders (memoised on the partner and the
 * engine, both stable while the conversation is open; docs/benchmarks.md "Chat in the browser, part 4").
 */
const ThreadLog = memo(function ThreadLog({ partner, engine }: { partner: PartnerRef; engine: ChatEngine | null }) {
  const view = useThreadView(partner);
  const loadOlder = useCallback(() => void engine?.loadOlder(partner.id), [engine, partner.id]);
  const retry = useCallback((id: string) => void engine?.retry(partner.id, id), [engine, partner.id]);
  return (
    <MessageList
      groups={view.groups}
      labels={view.labels}
      hasMore={view.thread.hasMore}
      loadingMore={view.thread.loadingOlder}
      onLoadMore={loadOlder}
      typing={view.typing}
      onRetry={retry}
      data-testid="message-list"
    />
  );
});

/** The page's conversation pane (memoised: the page's own renders, e.g. the list's, do not reach it). */
export const Conversation = memo(function Conversation(props: ConversationProps) {
  const parts = useConversationParts(props);
  const root = useRef<HTMLDivElement>(null);
  // A conversation chosen on a desktop takes the typing focus (docs/product/messaging.md: focus after 300 ms); a phone's keyboard
  // is not opened uninvited.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia('(min-width: 768px)').matches) return;
    const timer = setTimeout(() => root.current?.querySelector<HTMLElement>('textarea:not([disabled])')?.focus(), 300);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={root} className={styles.conversation} data-testid="conversation" data-partner-id={props.partner.id}>
      {parts.header}
      {parts.banner}
      <div className={styles.log}>{parts.body}</div>
      {parts.footer}
    </div>
  );
});
