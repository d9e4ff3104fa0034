import {
  avatarUrl,
  groupStories,
  nextStoryIndex,
  previousStoryIndex,
  STORY_VIEWER_ADVANCE_MS,
  type ReactionType,
} from '@kindred/core';
import { localeAtom } from '../appearance/atoms';
import { StoryViewer, useStoryTimer, type StoryViewerPerson, type StoryViewerReaction } from '@kindred/ui';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/serverError';
import { currentMemberAtom } from '../session/atoms';
import { commentOnStory, fetchViewers, reactToStory, viewStory } from './api';
import { markSeen, storiesAtom } from './atoms';
import { viewerStory } from './storyLook';

/**
 * The story viewer over the dashboard (a lazy chunk): one member's stories, 5 s each (core's
 * STORY_VIEWER_ADVANCE_MS), paused by the control, a held finger or the reply field; each story shown is marked
 * viewed (POST …/view) and its ring greys; reactions, replies (comments, the author's allowStoryReplies) and, on
 * one's own story, who viewed it. At the last story's end the viewer closes.
 */
export default function StoryPlayer({ authorId, onClose }: { authorId: string; onClose: () => void }) {
  const { t } = useTranslation(['stories', 'core']);
  const store = useStore();
  const me = useAtomValue(currentMemberAtom);
  const { list } = useAtomValue(storiesAtom);
  const myId = me?._id ?? null;
  const group = useMemo(() => groupStories(list, myId).find((g) => g.user._id === authorId), [list, myId, authorId]);
  const [start] = useState(() => Math.max(0, group?.stories.findIndex((s) => !s.seen) ?? 0));
  const [index, setIndex] = useState(start);
  // "2 hours ago" is measured from when the viewer opened (a story lives at most 24 hours).
  const [openedAt] = useState(() => Date.now());
  const [paused, setPaused] = useState(false);
  const [status, setStatus] = useState('');
  const [reactions, setReactions] = useState<Record<string, StoryViewerReaction>>({});
  const [viewers, setViewers] = useState<Record<string, StoryViewerPerson[]>>({});
  const stories = group?.stories ?? [];
  const story = stories[index];
  const mine = authorId === myId;
  const lng = useAtomValue(localeAtom);

  const next = () => {
    setStatus('');
    const following = nextStoryIndex(index, stories.length);
    if (following !== null) setIndex(following);
    else onClose();
  };
  const progress = useStoryTimer({
    durationMs: STORY_VIEWER_ADVANCE_MS,
    paused,
    storyKey: story?._id ?? '',
    onDone: next,
  });

  // Viewing marks the story seen (once; the author's own views are not recorded by the server).
  const storyId = story?._id;
  useEffect(() => {
    if (!storyId) return;
    if (mine) {
      fetchViewers(storyId)
        .then((list) =>
          setViewers((v) => ({
            ...v,
            [storyId]: list.map((e) => ({
              id: e.user._id,
              name: e.user.nickname,
              avatar: avatarUrl(e.user.avatar ?? null),
            })),
          })),
        )
        .catch(() => undefined);
      return;
    }
    void viewStory(storyId).catch(() => undefined);
    store.set(storiesAtom, (s) => ({ ...s, list: markSeen(s.list, storyId) }));
  }, [storyId, mine, store]);

  useEffect(() => {
    if (!group) onClose();
  }, [group, onClose]);
  if (!group || !story) return null;

  const name = group.user.nickname;
  const myReaction =
    reactions[story._id] ??
    (story.reactions.find((r) => r.user === myId)?.reactionType as StoryViewerReaction | undefined);

  return (
    <StoryViewer
      open
      onClose={onClose}
      author={{ id: authorId, name, avatar: avatarUrl(group.user.avatar ?? null) }}
      stories={stories.map((s) => viewerStory(s, openedAt, lng))}
      index={index}
      progress={progress}
      paused={paused}
      onPausedChange={setPaused}
      onNext={next}
      onPrevious={() => {
        setStatus('');
        setIndex(previousStoryIndex(index));
      }}
      myReaction={myReaction ?? null}
      {...(mine
        ? { viewers: viewers[story._id] ?? [] }
        : {
            onReact: (reaction: StoryViewerReaction) => {
              setReactions((r) => ({ ...r, [story._id]: reaction }));
              reactToStory(story._id, reaction as ReactionType).catch(() => setStatus(t('viewer.reactFailed')));
            },
          })}
      canReply={!mine && story.canComment !== false}
      {...(!mine && story.canComment === false ? { replyClosed: t('core:stories.repliesOff') } : {})}
      onReply={(text) => {
        commentOnStory(story._id, text)
          .then(() => setStatus(t('viewer.sent')))
          .catch((error: unknown) => setStatus(serverText(error, t) ?? t('core:stories.failed')));
      }}
      status={status}
      pageHref={`/post/${story._id}`}
      labels={{
        title: t('viewer.label', { name }),
        close: t('viewer.close'),
        pause: t('viewer.pause'),
        play: t('viewer.play'),
        previous: t('viewer.previous'),
        next: t('viewer.next'),
        position: (current, total) => t('viewer.position', { current, total }),
        react: t('viewer.react'),
        reactions: {
          like: t('viewer.reactions.like'),
          love: t('viewer.reactions.love'),
          laugh: t('viewer.reactions.laugh'),
          wow: t('viewer.reactions.wow'),
          sad: t('viewer.reactions.sad'),
          angry: t('viewer.reactions.angry'),
        },
        viewers: (count) => t('viewer.viewers', { count }),
        viewersTitle: t('viewer.viewersTitle'),
        noViewers: t('viewer.noViewers'),
        replyLabel: t('viewer.reply', { name }),
        replyPlaceholder: t('viewer.replyPlaceholder'),
        send: t('viewer.send'),
        openPage: t('viewer.openPage'),
      }}
      data-testid="story-viewer"
    />
  );
}
