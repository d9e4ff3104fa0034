import {
  checkStoryCreation,
  messageKeyOf,
  pruneStoryPosts,
  STORY_WAIT_REPLY_CLOSE_MS,
  storyFonts,
  storyGradients,
  type StoryFontId,
  type StoryGradientId,
} from '@kindred/core';
import { StoryCreator, type StoryCreatorStatus, type StoryCreatorValue } from '@kindred/ui';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCode, serverText } from '../../lib/serverError';
import { toast } from '../../lib/toast';
import { currentMemberAtom } from '../session/atoms';
import { createMediaStory, createTextStory, fetchStoryAllowance, type CreateReply } from './api';
import { recentPostsAtom, storiesAtom, upsertStory } from './atoms';

/** The time of a submission (outside render: the creator's checks compare it with the recent posts). */
const nowMs = () => Date.now();

const initial: StoryCreatorValue = { text: '', background: 'gradient-1', font: 'font-1', file: null };

/**
 * The story creator (a lazy chunk; docs/product/stories.md): core's checks before sending, then POST /api/stories
 * (text, or one image/video with its upload progress). Success adds the story to the strip and closes with the
 * spec's toast; a refusal shows the server's message (a FREE member's 72 hours with the hours left); a 'wait'
 * reply shows its message and closes after 1.5 s.
 */
export default function CreatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['stories', 'core', 'options']);
  const store = useStore();
  const me = useAtomValue(currentMemberAtom);
  const [value, setValue] = useState<StoryCreatorValue>(initial);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<StoryCreatorStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [message, setMessage] = useState<string | undefined>();
  /** A FREE member on the 72-hour cooldown: the message stays while they look around. */
  const [blocked, setBlocked] = useState(false);
  const closeTimer = useRef<number | null>(null);

  useEffect(() => {
    // A FREE member on the 72-hour cooldown is told at once, with the hours left (docs/product/stories.md permission check).
    let cancelled = false;
    fetchStoryAllowance()
      .then((a) => {
        if (!cancelled && a.storyCooldown > 0) {
          setMessage(t('core:permissions.story', { hours: a.storyCooldown }));
          setStatus('error');
          setBlocked(true);
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    };
  }, [t]);

  useEffect(() => {
    const url = value.file?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [value.file?.previewUrl]);

  const done = (reply: CreateReply) => {
    store.set(storiesAtom, (s) => ({ status: 'ready', list: upsertStory(s.list, reply.data) }));
    toast({ kind: 'success', title: t('core:stories.created') });
    onClose();
  };

  const submit = async () => {
    if (status === 'submitting') return;
    const now = nowMs();
    const recentPosts = pruneStoryPosts(store.get(recentPostsAtom), now);
    if (!file) {
      const check = checkStoryCreation({
        loggedIn: Boolean(me),
        creating: false,
        content: value.text,
        recent: recentPosts,
        nowMs: now,
      });
      if (!check.ok) {
        const found = messageKeyOf(check.reason);
        setStatus('error');
        setMessage(found ? t(found.key, { ...found.params, defaultValue: check.reason }) : check.reason);
        return;
      }
    }
    setStatus('submitting');
    setMessage(undefined);
    setProgress(file ? 0 : 30);
    try {
      const reply = file
        ? await createMediaStory(file, setProgress)
        : await createTextStory({
            content: value.text.trim(),
            backgroundStyle: value.background,
            fontStyle: value.font,
          });
      setProgress(100);
      if (!file) store.set(recentPostsAtom, [...recentPosts, { at: now, content: value.text }]);
      done(reply);
    } catch (error) {
      const text = serverText(error, t) ?? t('core:stories.error');
      if (serverCode(error) === 'RATE_LIMITED') {
        waitThenClose(text);
        return;
      }
      setStatus('error');
      setMessage(text);
      if (serverCode(error) === 'STORY_COOLDOWN') setBlocked(true);
    }
  };

  /** A 'wait' reply: its message, then the creator closes after 1.5 s (docs/product/stories.md). */
  const waitThenClose = (text: string) => {
    setStatus('wait');
    setMessage(text);
    closeTimer.current = window.setTimeout(onClose, STORY_WAIT_REPLY_CLOSE_MS);
  };

  return (
    <StoryCreator
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      value={value}
      onChange={(next) => {
        if (!next.file && value.file) setFile(null);
        setValue(next);
        if (status === 'error' && !blocked) {
          setStatus('idle');
          setMessage(undefined);
        }
      }}
      onPickFile={(picked) => {
        const kind = picked.type.startsWith('video/') ? 'video' : 'image';
        setFile(picked);
        setValue({ ...value, file: { name: picked.name, kind, previewUrl: URL.createObjectURL(picked) } });
      }}
      onSubmit={() => void submit()}
      status={status}
      progress={progress}
      {...(message ? { message } : {})}
      labels={{
        title: t('creator.title'),
        close: t('viewer.close'),
        textTab: t('creator.textTab'),
        backgroundTab: t('creator.backgroundTab'),
        textLabel: t('creator.textLabel'),
        placeholder: t('creator.placeholder'),
        preview: t('creator.preview'),
        previewEmpty: t('creator.previewEmpty'),
        font: t('creator.font'),
        background: t('creator.background'),
        media: t('creator.media'),
        removeMedia: t('creator.removeMedia'),
        progress: (percent) => t(file ? 'creator.uploading' : 'creator.creating', { percent }),
        cancel: t('creator.cancel'),
        create: t('creator.create'),
        gradients: Object.fromEntries(storyGradients.map((g) => [g.id, t(`options:storyGradients.${g.id}`)])) as Record<
          StoryGradientId,
          string
        >,
        fonts: Object.fromEntries(storyFonts.map((f) => [f.id, t(`options:storyFonts.${f.id}`)])) as Record<
          StoryFontId,
          string
        >,
      }}
      data-testid="story-creator"
    />
  );
}
