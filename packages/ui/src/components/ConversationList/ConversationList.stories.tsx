import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conversationLabels } from '../../storybook/chatLabels';
import { sampleConversations, stressContents, stressLatin } from '../../storybook/chatSamples';
import { storyPhotos } from '../../storybook/photos';
import { text } from '../../storybook/text';
import { ConversationList, type ConversationListEntry } from './ConversationList';

const meta = {
  title: 'Components/ConversationList',
  component: ConversationList,
  args: {
    conversations: [],
    title: 'Messages',
    labels: conversationLabels('en'),
    onSelect: fn(),
    onNewConversation: fn(),
  },
  decorators: [(Story) => <div style={{ blockSize: 560, maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photos with online dots, previews, times and unread counts; the open conversation is highlighted. */
export const Playground: Story = {
  args: { activeId: 'u2' },
  render: (args, { globals }) => (
    <ConversationList
      {...args}
      title={text(globals.locale)('chat:title')}
      conversations={sampleConversations(globals.locale).map((c) => ({ ...c, href: `/messages/${c.id}` }))}
      labels={conversationLabels(globals.locale)}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [first] = sampleConversations(globals.locale);
    const link = canvas.getAllByRole('link')[0]!;
    await expect(link).toHaveAccessibleName(expect.stringContaining(first!.name));
    await expect(link).toHaveTextContent(conversationLabels(globals.locale).unread(2));
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledWith('u1');
    await expect(canvas.getAllByRole('link')[1]).toHaveAttribute('aria-current', 'page');
  },
};

const stress: ConversationListEntry[] = [
  {
    id: 's1',
    name: stressContents.longHebrew.partner,
    photo: storyPhotos[4],
    online: true,
    preview: stressContents.longHebrew.messages[0],
    time: '12:00',
    unreadCount: 3,
  },
  {
    id: 's2',
    name: stressContents.mixed.partner,
    photo: storyPhotos[1],
    preview: stressContents.mixed.messages[0],
    time: '11:20',
  },
  {
    id: 's3',
    name: stressContents.emojiOnly.partner,
    preview: stressContents.emojiOnly.messages[4],
    time: '10:02',
    unreadCount: 120,
  },
  {
    id: 's4',
    name: stressContents.longWords.partner,
    photo: storyPhotos[2],
    preview: stressContents.longWords.messages[0],
    time: '09:45',
  },
];

/** Long Hebrew, mixed directions, emoji and unbroken names: one line each, cut with an ellipsis. */
export const Stress: Story = {
  parameters: {
    kindred: {
      latin: [
        ...stressLatin('longHebrew'),
        ...stressLatin('mixed'),
        ...stressLatin('emojiOnly'),
        ...stressLatin('longWords'),
      ],
    },
  },
  render: (args, { globals }) => (
    <ConversationList
      {...args}
      title={text(globals.locale)('chat:title')}
      conversations={stress.map((c, i) =>
        i === 1 ? { ...c, typing: text(globals.locale)('chat:list.typing').replace('{{name}}', c.name) } : c,
      )}
      labels={conversationLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** No conversations yet: 'Find someone to chat with' calls the same handler as the header's new-conversation button. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <ConversationList
      {...args}
      title={text(globals.locale)('chat:title')}
      labels={conversationLabels(globals.locale)}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text(globals.locale)('chat:conversations.findSomeone') }),
    );
    await expect(args.onNewConversation).toHaveBeenCalledOnce();
  },
};

/** The first load: placeholder rows in a polite status named 'Loading conversations…'. */
export const Loading: Story = {
  args: { loading: true },
  render: (args, { globals }) => (
    <ConversationList
      {...args}
      title={text(globals.locale)('chat:title')}
      labels={conversationLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(
      text(globals.locale)('chat:conversations.loading'),
    );
  },
};
