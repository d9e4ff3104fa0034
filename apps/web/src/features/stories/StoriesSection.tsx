import { avatarUrl, groupStories, STORIES_REFRESH_MS } from '@kindred/core';
import { StoriesStrip, StoriesStripSkeleton } from '@kindred/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { storyViewerRequestAtom } from '../../lib/bridges';
import { realtimeAtom } from '../../lib/socketState';
import { currentMemberAtom } from '../session/atoms';
import { fetchStories } from './feed';
import { creatorOpenAtom, openAuthorAtom, storiesAtom, upsertStory } from './atoms';

// The viewer and the creator load on demand (decision 0043: lazy chunks), when a ring or the create button is used.
const StoryPlayer = lazy(() => import('./overlays').then((m) => ({ default: m.StoryPlayer })));
const CreatorDialog = lazy(() => import('./overlays').then((m) => ({ default: m.CreatorDialog })));

/**
 * The dashboard's stories (docs/product/stories.md "My-stories section with a create button and a stories strip"): the strip
 * from GET /api/stories grouped by core's rule, new stories live through the socket (`newStory`), refreshed every
 * 5 minutes while visible (docs/product/stories.md).
 */
export default function StoriesSection() {
  const { t } = useTranslation('stories');
  const store = useStore();
  const me = useAtomValue(currentMemberAtom);
  const state = useAtomValue(storiesAtom);
  const [openAuthor, setOpenAuthor] = useAtom(openAuthorAtom);
  const [creatorOpen, setCreatorOpen] = useAtom(creatorOpenAtom);
  const realtime = useAtomValue(realtimeAtom);
  const myId = me?._id ?? null;
  // Focus goes back to the ring or button that opened the viewer or the creator when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restore = () => window.setTimeout(() => opener.current?.isConnected && opener.current.focus(), 0);

  useEffect(() => {
    let cancelled = false;
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      if (store.get(storiesAtom).status === 'idle') store.set(storiesAtom, { status: 'loading', list: [] });
      fetchStories()
        .then((list) => !cancelled && store.set(storiesAtom, { status: 'ready', list }))
        .catch(() => !cancelled && store.set(storiesAtom, (s) => ({ ...s, status: 'error' })));
    };
    load();
    const timer = window.setInterval(load, STORIES_REFRESH_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [store]);

  useEffect(() => {
    if (!realtime) return;
    return realtime.on('newStory', ({ story }) =>
      store.set(storiesAtom, (s) => ({ status: 'ready', list: upsertStory(s.list, story) })),
    );
  }, [realtime, store]);

  // A `story` notification asks for the author's stories (docs/product/stories.md: "opens the story viewer").
  const [viewerRequest, setViewerRequest] = useAtom(storyViewerRequestAtom);
  useEffect(() => {
    if (!viewerRequest) return;
    setViewerRequest(null);
    if (viewerRequest.userId) setOpenAuthor(viewerRequest.userId);
  }, [viewerRequest, setViewerRequest, setOpenAuthor]);

  const groups = useMemo(() => groupStories(state.list, myId), [state.list, myId]);
  // Until the member's own profile is here: the strip's shape, so the dashboard below does not move.
  if (!me) return <StoriesStripSkeleton />;
  const mine = groups.find((g) => g.user._id === myId);
  const others = groups.filter((g) => g.user._id !== myId);

  return (
    <>
      <StoriesStrip
        me={{ name: me.nickname, avatar: avatarUrl(me.photo ?? null), hasStory: Boolean(mine) }}
        items={others.map((g) => ({
          id: g.user._id,
          name: g.user.nickname,
          avatar: avatarUrl(g.user.avatar ?? null),
          unseen: g.hasUnseen,
        }))}
        onOpen={(id) => {
          remember();
          setOpenAuthor(id);
        }}
        onOpenMine={() => {
          remember();
          if (myId) setOpenAuthor(myId);
        }}
        onCreate={() => {
          remember();
          setCreatorOpen(true);
        }}
        labels={{
          label: t('strip.label'),
          myStory: t('strip.myStory'),
          addStory: t('strip.addStory'),
          open: (name, unseen) => t(unseen ? 'strip.openUnseen' : 'strip.open', { name }),
        }}
        data-testid="stories-strip"
      />
      {openAuthor ? (
        <Suspense fallback={null}>
          <StoryPlayer
            authorId={openAuthor}
            onClose={() => {
              setOpenAuthor(null);
              restore();
            }}
          />
        </Suspense>
      ) : null}
      {creatorOpen ? (
        <Suspense fallback={null}>
          <CreatorDialog
            onClose={() => {
              setCreatorOpen(false);
              restore();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
