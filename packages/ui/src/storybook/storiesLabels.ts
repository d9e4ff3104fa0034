// The stories feature's labels from the app's `stories` catalogue, for the strip, viewer and creator stories.
// Used by stories only; never exported from the package.
import { storyFonts, storyGradients, type StoryFontId, type StoryGradientId } from '@kindred/core';
import type { StoriesStripLabels } from '../components/StoriesStrip/StoriesStrip';
import type { StoryCreatorLabels } from '../components/StoryCreator/StoryCreator';
import type { StoryViewerLabels } from '../components/StoryViewer/StoryViewer';
import { localeOf, text, textWith } from './text';

const plural = (locale: string, count: number) => {
  const rule = new Intl.PluralRules(locale).select(count);
  return locale === 'he' && count === 2 ? 'two' : rule === 'one' ? 'one' : 'other';
};

export function stripLabels(locale: unknown): StoriesStripLabels {
  const t = textWith(locale);
  return {
    label: t('stories:strip.label'),
    myStory: t('stories:strip.myStory'),
    addStory: t('stories:strip.addStory'),
    open: (name, unseen) => t(unseen ? 'stories:strip.openUnseen' : 'stories:strip.open', { name }),
  };
}

export function viewerLabels(locale: unknown, name: string): StoryViewerLabels {
  const t = textWith(locale);
  const lng = localeOf({ locale });
  return {
    title: t('stories:viewer.label', { name }),
    close: t('stories:viewer.close'),
    pause: t('stories:viewer.pause'),
    play: t('stories:viewer.play'),
    previous: t('stories:viewer.previous'),
    next: t('stories:viewer.next'),
    position: (current, total) => t('stories:viewer.position', { current, total }),
    react: t('stories:viewer.react'),
    reactions: {
      like: t('stories:viewer.reactions.like'),
      love: t('stories:viewer.reactions.love'),
      laugh: t('stories:viewer.reactions.laugh'),
      wow: t('stories:viewer.reactions.wow'),
      sad: t('stories:viewer.reactions.sad'),
      angry: t('stories:viewer.reactions.angry'),
    },
    viewers: (count) => t(`stories:viewer.viewers_${plural(lng, count)}`, { count }),
    viewersTitle: t('stories:viewer.viewersTitle'),
    noViewers: t('stories:viewer.noViewers'),
    replyLabel: t('stories:viewer.reply', { name }),
    replyPlaceholder: t('stories:viewer.replyPlaceholder'),
    send: t('stories:viewer.send'),
    openPage: t('stories:viewer.openPage'),
  };
}

export function creatorLabels(locale: unknown): StoryCreatorLabels {
  const t = textWith(locale);
  const plain = text(locale);
  return {
    title: t('stories:creator.title'),
    close: t('stories:viewer.close'),
    textTab: t('stories:creator.textTab'),
    backgroundTab: t('stories:creator.backgroundTab'),
    textLabel: t('stories:creator.textLabel'),
    placeholder: t('stories:creator.placeholder'),
    preview: t('stories:creator.preview'),
    previewEmpty: t('stories:creator.previewEmpty'),
    font: t('stories:creator.font'),
    background: t('stories:creator.background'),
    media: t('stories:creator.media'),
    removeMedia: t('stories:creator.removeMedia'),
    progress: (percent) => t('stories:creator.creating', { percent }),
    cancel: t('stories:creator.cancel'),
    create: t('stories:creator.create'),
    gradients: Object.fromEntries(storyGradients.map((g) => [g.id, plain(`options:storyGradients.${g.id}`)])) as Record<
      StoryGradientId,
      string
    >,
    fonts: Object.fromEntries(storyFonts.map((f) => [f.id, plain(`options:storyFonts.${f.id}`)])) as Record<
      StoryFontId,
      string
    >,
  };
}
