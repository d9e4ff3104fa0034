import { storyGradientCss, storyFontCss } from '@kindred/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { viewerLabels } from '../../storybook/storiesLabels';
import { textWith } from '../../storybook/text';
import { StoryViewer, type StoryViewerProps, type StoryViewerStory } from './StoryViewer';

const onClose = fn();
const onReact = fn();
const onReply = fn();

function slides(locale: unknown, count = 3): StoryViewerStory[] {
  const c = storyCopy(locale);
  const he = locale === 'he';
  const texts = [
    he
      ? 'בוקר טוב מתל אביב! ☕️ מי בא לים אחרי העבודה?'
      : 'Good morning from Tel Aviv! ☕️ Who is up for the beach after work?',
    c.mixed,
    c.longHebrew,
  ];
  const ids = ['gradient-1', 'gradient-6', 'gradient-4', 'gradient-2', 'gradient-8'] as const;
  const fonts = ['font-3', 'font-2', 'font-5', 'font-1', 'font-4'] as const;
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    kind: 'text' as const,
    content: texts[i % texts.length],
    background: storyGradientCss[ids[i % ids.length]!],
    font: storyFontCss[fonts[i % fonts.length]!],
    light: ids[i % ids.length] === 'gradient-1' || ids[i % ids.length] === 'gradient-2',
    timeLabel: he ? 'לפני שעתיים' : '2 hours ago',
  }));
}

/** The viewer with the app's state kept in the story: index and pause (progress fixed, so snapshots hold). */
function Stateful(props: Omit<StoryViewerProps, 'index' | 'paused' | 'onPausedChange' | 'onNext' | 'onPrevious'>) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  return (
    <StoryViewer
      {...props}
      index={index}
      paused={paused}
      onPausedChange={setPaused}
      onNext={() => setIndex((i) => Math.min(props.stories.length - 1, i + 1))}
      onPrevious={() => setIndex((i) => Math.max(0, i - 1))}
    />
  );
}

const meta = {
  title: 'Components/StoryViewer',
  component: StoryViewer,
  args: {
    open: true,
    onClose,
    author: { id: 'n', name: 'Noa' },
    stories: [],
    index: 0,
    progress: 40,
    paused: false,
    onPausedChange: fn(),
    onNext: fn(),
    onPrevious: fn(),
    canReply: true,
    labels: viewerLabels('en', 'Noa'),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 760 }}>{Story()}</div>],
} satisfies Meta<typeof StoryViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (locale: unknown) => storyCopy(locale).names[0] as string;

export const Playground: Story = {
  render: (args, { globals }) => (
    <Stateful
      {...args}
      author={{ id: 'n', name: nameOf(globals.locale), avatar: storyPhotos[0] }}
      stories={slides(globals.locale)}
      onReact={onReact}
      onReply={onReply}
      myReaction="love"
      labels={viewerLabels(globals.locale, nameOf(globals.locale))}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const labels = viewerLabels(globals.locale, nameOf(globals.locale));
    onClose.mockClear();
    onReply.mockClear();
    const dialog = await body.findByRole('dialog', { name: labels.title });
    // Focus starts on the pause control; Space pauses and plays (WCAG 2.2.2).
    await waitFor(() => expect(body.getByRole('button', { name: labels.pause })).toHaveFocus());
    dialog.focus();
    await userEvent.keyboard(' ');
    await expect(body.getByRole('button', { name: labels.play })).toBeVisible();
    // Arrows follow the reading direction: forward, then back.
    const forward = globals.locale === 'he' ? '{ArrowLeft}' : '{ArrowRight}';
    const back = globals.locale === 'he' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(forward);
    await expect(body.getByText(labels.position(2, 3))).toBeInTheDocument();
    await userEvent.keyboard(back);
    await expect(body.getByText(labels.position(1, 3))).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: labels.reactions.laugh }));
    await expect(onReact).toHaveBeenCalledWith('laugh');
    await userEvent.type(body.getByRole('textbox', { name: labels.replyLabel }), 'יפה! nice{Enter}');
    await expect(onReply).toHaveBeenCalledWith('יפה! nice');
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalledOnce();
  },
};

/** My own story: who viewed it instead of reactions and replies. */
export const OwnerWithViewers: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const names = globals.locale === 'he' ? ['יעל', 'אורי', 'תמר בן־דוד'] : ['Yael', 'Uri', 'Tamar Ben-David'];
    return (
      <Stateful
        {...args}
        author={{ id: 'me', name: c.names[1] as string, avatar: storyPhotos[2] }}
        stories={slides(globals.locale, 2)}
        canReply={false}
        viewers={names.map((name, i) => ({ id: `v${i}`, name, avatar: storyPhotos[i + 3] ?? null }))}
        labels={viewerLabels(globals.locale, c.names[1] as string)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const labels = viewerLabels(globals.locale, storyCopy(globals.locale).names[1] as string);
    await userEvent.click(await body.findByRole('button', { name: labels.viewers(3) }));
    await expect(body.getByRole('heading', { name: labels.viewersTitle })).toBeVisible();
    // Opening the list pauses the story.
    await expect(body.getByRole('button', { name: labels.play })).toBeVisible();
  },
};

/** The author accepts no replies (allowStoryReplies: none): the reason instead of the field. */
export const RepliesOff: Story = {
  render: (args, { globals }) => (
    <Stateful
      {...args}
      author={{ id: 'n', name: nameOf(globals.locale) }}
      stories={slides(globals.locale, 1)}
      onReact={onReact}
      canReply={false}
      replyClosed={textWith(globals.locale)('core:stories.repliesOff')}
      labels={viewerLabels(globals.locale, nameOf(globals.locale))}
    />
  ),
};

/** Many stories: thin segments, the third one playing. */
export const ManyStories: Story = {
  render: (args, { globals }) => (
    <StoryViewer
      {...args}
      author={{ id: 'n', name: nameOf(globals.locale), avatar: storyPhotos[1] }}
      stories={slides(globals.locale, 12)}
      index={2}
      progress={65}
      paused
      onReact={onReact}
      onReply={onReply}
      labels={viewerLabels(globals.locale, nameOf(globals.locale))}
    />
  ),
};

/** A photo story. */
export const ImageStory: Story = {
  render: (args, { globals }) => (
    <StoryViewer
      {...args}
      author={{ id: 'n', name: nameOf(globals.locale), avatar: storyPhotos[0] }}
      stories={[
        {
          id: 'img',
          kind: 'image',
          mediaUrl: storyPhotos[4],
          timeLabel: globals.locale === 'he' ? 'לפני 5 דקות' : '5 minutes ago',
        },
      ]}
      onReact={onReact}
      onReply={onReply}
      labels={viewerLabels(globals.locale, nameOf(globals.locale))}
    />
  ),
};
