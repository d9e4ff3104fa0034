import { avatarUrl, groupStories, type Story } from '@kindred/core';
import { StoriesStrip } from '@kindred/ui';
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentMemberAtom } from '../session/atoms';
import { fetchMemberStories } from './feed';
import { storiesAtom, upsertStory } from './atoms';

const StoryPlayer = lazy(() => import('./overlays').then((m) => ({ default: m.StoryPlayer })));

/**
 * The stories thumbnail of the profile modal (docs/product/stories.md "Stories thumbnail"): the member's ring when they have
 * active stories; a press opens the viewer on them. Nothing while they have none.
 */
export default function ProfileStories({ memberId }: { memberId: string }) {
  const { t } = useTranslation('stories');
  const store = useStore();
  const me = useAtomValue(currentMemberAtom);
  const [stories, setStories] = useState<Story[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchMemberStories(memberId)
      .then((list) => {
        if (cancelled) return;
        setStories(list);
        store.set(storiesAtom, (s) => ({ ...s, list: list.reduce((all, story) => upsertStory(all, story), s.list) }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [memberId, store]);

  const list = useAtomValue(storiesAtom).list;
  const group = groupStories(
    list.filter((s) => stories.some((m) => m._id === s._id)),
    me?._id ?? null,
  )[0];
  if (!group) return null;
  return (
    <>
      <StoriesStrip
        me={{ name: group.user.nickname, hasStory: false }}
        hideMine
        items={[
          {
            id: group.user._id,
            name: group.user.nickname,
            avatar: avatarUrl(group.user.avatar ?? null),
            unseen: group.hasUnseen,
          },
        ]}
        onOpen={() => setOpen(true)}
        onCreate={() => undefined}
        labels={{
          label: t('strip.label'),
          myStory: t('strip.myStory'),
          addStory: t('strip.addStory'),
          open: (name, unseen) => t(unseen ? 'strip.openUnseen' : 'strip.open', { name }),
        }}
        data-testid="profile-stories"
      />
      {open ? (
        <Suspense fallback={null}>
          <StoryPlayer authorId={group.user._id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
