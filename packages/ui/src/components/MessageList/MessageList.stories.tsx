import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { listLabels } from '../../storybook/chatLabels';
import {
  everydayGroups,
  partnerName,
  stressContents,
  stressGroups,
  stressLatin,
  type StressContent,
  fileExtensionLatin,
} from '../../storybook/chatSamples';
import { text, textWith } from '../../storybook/text';
import { MessageList, type MessageListGroup } from './MessageList';

const frame = (Story: () => ReactNode) => (
  <div
    style={{
      blockSize: 560,
      maxInlineSize: 720,
      display: 'flex',
      flexDirection: 'column',
      borderRadius: 16,
      overflow: 'hidden',
    }}
  >
    {Story()}
  </div>
);

const meta = {
  title: 'Components/MessageList',
  component: MessageList,
  args: { groups: [], labels: listLabels('en', 'Noa'), onRetry: fn(), onLoadMore: fn() },
  decorators: [frame],
  parameters: { kindred: { latin: fileExtensionLatin } },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A conversation over two days: date pills, runs of bubbles, a wink, a photo, a PDF, a call note, every tick. */
export const Playground: Story = {
  args: { hasMore: true },
  render: (args, { globals }) => {
    const name = partnerName(globals.locale);
    return (
      <MessageList
        {...args}
        groups={everydayGroups(globals.locale)}
        labels={listLabels(globals.locale, name)}
        senderLabels={{ own: text(globals.locale)('chat:bubble.you'), partner: name }}
        typing={textWith(globals.locale)('chat:list.typing', { name })}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(log).toHaveAccessibleName(
      textWith(globals.locale)('chat:list.log', { name: partnerName(globals.locale) }),
    );
  },
};

/** No messages yet: 'No messages yet. Say hello!'. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <MessageList {...args} labels={listLabels(globals.locale, partnerName(globals.locale))} />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(text(globals.locale)('core:chat.emptyConversation'))).toBeVisible();
  },
};

/** Load More asks for older messages; when they arrive above, the view stays on what was being read. */
export const LoadMore: Story = {
  render: function Render(args, { globals }) {
    const name = partnerName(globals.locale);
    const [groups, setGroups] = useState<MessageListGroup[]>(() => everydayGroups(globals.locale).slice(1));
    return (
      <MessageList
        {...args}
        groups={groups}
        hasMore={groups.length === 1}
        labels={listLabels(globals.locale, name)}
        onLoadMore={() => {
          args.onLoadMore?.();
          setGroups(everydayGroups(globals.locale));
        }}
      />
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = text(globals.locale);
    const last = canvasElement.querySelector('[data-message-id="m11"]')!;
    const top = () => last.getBoundingClientRect().top;
    // Where the newest message stands once fonts and avatars have settled (a busy machine paints them late).
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const before = top();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:list.loadMore') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvasElement.querySelector('[data-message-id="m1"]')).not.toBeNull());
    await expect(canvas.queryByRole('button', { name: t('chat:list.loadMore') })).toBeNull();
    // The newest message did not jump: older ones went in above the fold.
    await expect(Math.abs(top() - before)).toBeLessThan(2);
  },
};

const stressStory = (content: StressContent): Story => ({
  parameters: { kindred: { latin: stressLatin(content) } },
  render: (args, { globals }) => (
    <MessageList
      {...args}
      groups={stressGroups(globals.locale, content)}
      labels={listLabels(globals.locale, stressContents[content].partner)}
    />
  ),
});

/** Long Hebrew paragraphs wrap inside the bubbles, right-aligned even on an English page. */
export const LongHebrew = stressStory('longHebrew');
/** Hebrew with English, digits and a phone number: each bubble takes its own text's direction. */
export const MixedBidi = stressStory('mixed');
/** One to three emoji alone show large and without a bubble; longer runs stay in a bubble. */
export const EmojiOnly = stressStory('emojiOnly');
/** Long addresses and words without spaces break inside the bubble, never past it. */
export const LongWords: Story = {
  ...stressStory('longWords'),
  play: async ({ canvasElement }) => {
    for (const bubble of canvasElement.querySelectorAll<HTMLElement>('[data-part="bubble"]')) {
      await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth + 1);
    }
  },
};
