import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { conversationLabels, headerLabels, inputLabels, listLabels } from '../../storybook/chatLabels';
import { everydayGroups, partnerName, sampleConversations, fileExtensionLatin } from '../../storybook/chatSamples';
import { storyPhotos } from '../../storybook/photos';
import { text, textWith } from '../../storybook/text';
import { ChatHeader } from '../ChatHeader/ChatHeader';
import { ChatInput } from '../ChatInput/ChatInput';
import { ConversationList } from '../ConversationList/ConversationList';
import { MessageList } from '../MessageList/MessageList';
import { MessagesLayout, type MessagesLayoutView } from './MessagesLayout';

/** The /messages page as the app composes it: selecting a conversation opens it; back returns to the list. */
function MessagesPage({ locale, initialView }: { locale: unknown; initialView: MessagesLayoutView }) {
  const t = textWith(locale);
  const name = partnerName(locale);
  const [view, setView] = useState<MessagesLayoutView>(initialView);
  const [activeId, setActiveId] = useState<string | null>(initialView === 'conversation' ? 'u1' : null);
  const [value, setValue] = useState('');
  return (
    <MessagesLayout
      view={view}
      onSwipeBack={() => setView('list')}
      sidebarLabel={t('chat:conversations.label')}
      conversationLabel={t('chat:list.log', { name })}
      sidebar={
        <ConversationList
          title={t('chat:title')}
          conversations={sampleConversations(locale)}
          activeId={activeId}
          labels={conversationLabels(locale)}
          onSelect={(id) => {
            setActiveId(id);
            setView('conversation');
          }}
          onNewConversation={fn()}
        />
      }
    >
      <ChatHeader
        name={name}
        photo={storyPhotos[0]}
        online
        labels={headerLabels(locale, name)}
        onBack={() => setView('list')}
        onVideoCall={fn()}
        onApprovePhotos={fn()}
      />
      <MessageList
        groups={everydayGroups(locale)}
        labels={listLabels(locale, name)}
        senderLabels={{ own: text(locale)('chat:bubble.you'), partner: name }}
        hasMore
        onLoadMore={fn()}
        onRetry={fn()}
        typing={t('chat:list.typing', { name })}
      />
      <ChatInput
        value={value}
        onValueChange={setValue}
        onSend={() => setValue('')}
        onWink={fn()}
        onAttach={fn()}
        labels={inputLabels(locale)}
      />
    </MessagesLayout>
  );
}

const meta = {
  title: 'Components/MessagesLayout',
  component: MessagesLayout,
  args: { sidebar: null, children: null, view: 'list', sidebarLabel: '' },
  parameters: { kindred: { latin: fileExtensionLatin } },
} satisfies Meta<typeof MessagesLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two panes from 768 px: the conversations beside the open conversation. */
export const Desktop: Story = {
  render: (_args, { globals }) => (
    <div style={{ inlineSize: '100%', minInlineSize: 768, blockSize: 640 }}>
      <MessagesPage locale={globals.locale} initialView="conversation" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: text(globals.locale)('chat:conversations.label') }),
    ).toBeVisible();
    await expect(canvas.getByRole('log')).toBeVisible();
  },
};

/** A phone (375 px): the list alone; choosing a conversation opens it full screen, back returns to the list. */
export const Phone: Story = {
  render: (_args, { globals }) => (
    <div style={{ inlineSize: 375, blockSize: 667 }}>
      <MessagesPage locale={globals.locale} initialView="list" />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    const log = canvasElement.querySelector('[role="log"]');
    await expect(log).not.toBeVisible();
    const [first] = sampleConversations(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(first!.name) }));
    await waitFor(() => expect(log).toBeVisible());
    await expect(canvas.getByRole('navigation', { hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:header.back') }));
    await waitFor(() => expect(canvas.getByRole('navigation')).toBeVisible());
  },
};

/** A phone with a conversation open: full screen with the back button. */
export const PhoneConversation: Story = {
  render: (_args, { globals }) => (
    <div style={{ inlineSize: 375, blockSize: 667 }}>
      <MessagesPage locale={globals.locale} initialView="conversation" />
    </div>
  ),
};
