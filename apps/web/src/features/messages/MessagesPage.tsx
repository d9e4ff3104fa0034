/**
 * /messages and /messages/:userId (docs/product/messaging.md Messages): the conversations beside the open conversation on a
 * desktop; on a phone the list, or the conversation full screen with a back button (a swipe from the start edge
 * goes back too). Selecting a conversation sets the URL; the engine marks it read.
 */
import {
  avatarUrl,
  isValidId,
  previewMessages,
  previewText,
  type Conversation as ConversationData,
} from '@kindred/core';
import { EmptyState, PullToRefresh } from '@kindred/ui';
import { ChatLoadState, ConversationList, MessagesLayout, type ConversationListEntry } from '@kindred/ui/chat';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { PartnerRef } from '../../lib/bridges';
import { onlineOf, presenceAtom, presenceResyncAtom } from '../../lib/socketState';
import { toast } from '../../lib/toast';
import { localeAtom } from '../appearance/atoms';
import { currentMemberAtom } from '../session/atoms';
import { fetchPartner } from './api';
import { conversationsAtom, typingAtom } from './atoms';
import { Conversation } from './Conversation';
import { usePullToRefresh } from './pullToRefresh';
import { useChatEngine } from './useChat';
import { chatLoadLabels } from './loadLabels';
import * as styles from './messages.css';

/** Intl's formatters cost more to make than to use: one pair per locale, not one per render. */
const formatters = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
const formattersOf = (locale: string) => {
  let f = formatters.get(locale);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
      day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
    };
    formatters.set(locale, f);
  }
  return f;
};

/** List entries by conversation object, for one set of what else shapes them (`shapes`: a new set, a new cache). */
const entryCaches = new WeakMap<object, WeakMap<ConversationData, ConversationListEntry>>();
function cachedEntry(
  shapes: object,
  c: ConversationData,
  make: (c: ConversationData) => ConversationListEntry,
): ConversationListEntry {
  let cache = entryCaches.get(shapes);
  if (!cache) entryCaches.set(shapes, (cache = new WeakMap()));
  let entry = cache.get(c);
  if (!entry) cache.set(c, (entry = make(c)));
  return entry;
}

const previewKeys = new Map<string, string>(Object.entries(previewMessages).map(([key, text]) => [text, key]));
const SWIPE_BACK_PX = 80;
const PHONE = '(max-width: 767px)';

/** A phone (docs/product/messaging.md: under 768 px): the conversation is full screen, with a back button. */
function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(PHONE);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(PHONE).matches ?? false,
    () => false,
  );
}

export default function MessagesPage() {
  const { t } = useTranslation(['chat', 'core']);
  const navigate = useNavigate();
  const { userId } = useParams();
  const member = useAtomValue(currentMemberAtom);
  const me = member?._id ?? '';
  const engine = useChatEngine();
  const conversations = useAtomValue(conversationsAtom);
  const presence = useAtomValue(presenceAtom);
  const resync = useAtomValue(presenceResyncAtom);
  const typing = useAtomValue(typingAtom);
  const locale = useAtomValue(localeAtom);

  // A route id must be 24 hex characters, and not the member's own (docs/product/messaging.md).
  const selected = userId && isValidId(userId) && userId.toLowerCase() !== me ? userId.toLowerCase() : null;
  useEffect(() => {
    if (!userId || selected || !me) return;
    if (!isValidId(userId)) toast({ kind: 'error', title: t('errors.invalidUserId') });
    void navigate('/messages', { replace: true });
  }, [userId, selected, me, navigate, t]);

  useEffect(() => {
    void engine?.loadConversations();
  }, [engine, resync]);

  // The partner of a conversation the list does not hold yet (a first message from a card or a link).
  const listed = conversations.list.find((c) => c.user._id === selected);
  const [fetched, setFetched] = useState<PartnerRef | null>(null);
  useEffect(() => {
    if (!selected || listed || fetched?.id === selected) return;
    let live = true;
    fetchPartner(selected)
      .then((user) => {
        if (live) setFetched({ id: selected, nickname: user.nickname, photoUrl: avatarUrl(user.photo) });
      })
      .catch(() => {
        if (!live) return;
        toast({ kind: 'error', title: t('errors.userLoadFailed') });
        void navigate('/messages', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [selected, listed, fetched, navigate, t]);
  // One partner object while who it is stays the same: the memoised conversation pane is not re-rendered by the
  // list's changes (docs/benchmarks.md "Chat in the browser").
  const listedName = listed?.user.nickname;
  const listedPhoto = listed ? avatarUrl(listed.user.photo) : undefined;
  const partner: PartnerRef | null = useMemo(
    () =>
      selected
        ? listedName !== undefined
          ? { id: selected, nickname: listedName, photoUrl: listedPhoto ?? null }
          : fetched?.id === selected
            ? fetched
            : null
        : null,
    [selected, listedName, listedPhoto, fetched],
  );

  // One entry per conversation object, kept while what shapes an entry stays the same: a new message makes one
  // new entry, and the list re-renders only that row (ConversationListItem is memoised).
  const shapes = useMemo(() => ({ presence, typing, locale, me, t }), [presence, typing, locale, me, t]);
  const entries: ConversationListEntry[] = useMemo(() => {
    const now = new Date();
    const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const { time, day } = formattersOf(locale);
    const preview = (c: ConversationData) => {
      const last = c.lastMessage;
      if (!last) return t('core:preview.none');
      const body = previewText(last, null);
      const key = previewKeys.get(body);
      const text = key ? t(`core:preview.${key}`) : body;
      return last.sender === me ? `${t('core:preview.ownPrefix')}${text}` : text;
    };
    const entryOf = (c: ConversationData): ConversationListEntry => {
      const at = c.lastMessage ? new Date(c.lastMessage.createdAt) : null;
      const photo = avatarUrl(c.user.photo);
      return {
        id: c.user._id,
        name: c.user.nickname,
        ...(photo ? { photo } : {}),
        online: onlineOf(presence, c.user._id, c.user.isOnline) ?? false,
        preview: preview(c),
        ...(at
          ? {
              time: sameDay(at, now) ? time.format(at) : sameDay(at, yesterday) ? t('list.yesterday') : day.format(at),
              dateTime: at.toISOString(),
            }
          : {}),
        unreadCount: c.unreadCount,
        ...(typing.includes(c.user._id) ? { typing: t('list.typing', { name: c.user.nickname }) } : {}),
        href: `/messages/${c.user._id}`,
      };
    };
    return conversations.list.map((c) => cachedEntry(shapes, c, entryOf));
  }, [conversations.list, shapes, presence, typing, locale, me, t]);

  const listLabels = useMemo(
    () => ({
      list: t('conversations.label'),
      online: t('conversations.online'),
      unread: (count: number) => t('conversations.unread', { count }),
      newConversation: t('conversations.newConversation'),
      emptyTitle: t('conversations.emptyTitle'),
      emptyBody: t('conversations.emptyBody'),
      findSomeone: t('conversations.findSomeone'),
    }),
    [t],
  );
  const select = useCallback((id: string) => void navigate(`/messages/${id}`), [navigate]);

  // A phone: a swipe from the start edge towards the end goes back to the list.
  const touch = useRef<{ x: number; y: number } | null>(null);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const back = useCallback(() => void navigate('/messages'), [navigate]);
  const phone = usePhone();
  // A phone's list: pull it down from the top to reload it.
  const pull = usePullToRefresh(() => engine?.loadConversations() ?? Promise.resolve(), phone && !selected);

  const loadLabels = useMemo(() => chatLoadLabels(t), [t]);
  const loading = <ChatLoadState state="loading" labels={loadLabels} />;

  return (
    <div className={styles.page} data-testid="messages-page">
      <h1 className={styles.srOnly}>{t('title')}</h1>
      <MessagesLayout
        view={selected ? 'conversation' : 'list'}
        sidebarLabel={t('conversations.label')}
        {...(partner ? { conversationLabel: t('list.log', { name: partner.nickname }) } : {})}
        sidebar={
          <div className={styles.sidebarBody} {...pull.handlers}>
            {pull.distance > 0 || pull.refreshing ? (
              <PullToRefresh
                distance={pull.distance}
                ready={pull.ready}
                refreshing={pull.refreshing}
                labels={{
                  pull: t('conversations.pullToRefresh'),
                  release: t('conversations.releaseToRefresh'),
                  refreshing: t('conversations.refreshing'),
                }}
                data-testid="pull-to-refresh"
              />
            ) : null}
            {conversations.status === 'loading' && conversations.list.length === 0 ? (
              loading
            ) : (
              <ConversationList
                conversations={entries}
                activeId={selected}
                title={t('title')}
                onSelect={select}
                onNewConversation={() => void navigate('/dashboard')}
                labels={listLabels}
              />
            )}
          </div>
        }
      >
        <div
          className={styles.main}
          onTouchStart={(e) => {
            const p = e.touches[0];
            touch.current = p ? { x: p.clientX, y: p.clientY } : null;
          }}
          onTouchEnd={(e) => {
            const start = touch.current;
            const p = e.changedTouches[0];
            touch.current = null;
            if (!start || !p || !selected) return;
            const dx = (p.clientX - start.x) * (rtl ? -1 : 1);
            if (dx > SWIPE_BACK_PX && Math.abs(p.clientY - start.y) < dx / 2) back();
          }}
        >
          {partner ? (
            <Conversation key={partner.id} partner={partner} variant="page" {...(phone ? { onBack: back } : {})} />
          ) : selected ? (
            loading
          ) : (
            <div className={styles.center}>
              <EmptyState title={t('web.selectTitle')} description={t('web.selectBody')} />
            </div>
          )}
        </div>
      </MessagesLayout>
    </div>
  );
}
