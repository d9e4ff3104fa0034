import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { headerLabels, inputLabels, listLabels } from '../../storybook/chatLabels';
import { everydayGroups, partnerName, fileExtensionLatin } from '../../storybook/chatSamples';
import { storyPhotos } from '../../storybook/photos';
import { text, textWith } from '../../storybook/text';
import { ChatHeader } from '../ChatHeader/ChatHeader';
import { ChatInput } from '../ChatInput/ChatInput';
import { ChatPremiumBanner } from '../ChatPremiumBanner/ChatPremiumBanner';
import { MessageList } from '../MessageList/MessageList';
import { ChatPanel } from './ChatPanel';

const onClose = fn();
const onSend = fn();
const onWink = fn();

function Panel({ locale, free = false }: { locale: unknown; free?: boolean }) {
  const t = textWith(locale);
  const name = partnerName(locale);
  const [value, setValue] = useState('');
  return (
    <ChatPanel
      placement="inline"
      label={t('chat:panel.label', { name })}
      onClose={onClose}
      header={
        <ChatHeader
          name={name}
          photo={storyPhotos[0]}
          online
          labels={headerLabels(locale, name)}
          onClose={onClose}
          onVideoCall={fn()}
          canCall={!free}
          onApprovePhotos={fn()}
          headingLevel={3}
        />
      }
      banner={
        free ? (
          <ChatPremiumBanner
            body={t('chat:premium.body')}
            upgradeLabel={t('chat:premium.upgrade')}
            upgradeHref="/subscription"
          />
        ) : undefined
      }
      footer={
        <ChatInput
          value={value}
          onValueChange={setValue}
          onSend={(s) => {
            onSend(s);
            setValue('');
          }}
          onWink={onWink}
          onAttach={free ? undefined : fn()}
          winkOnly={free}
          labels={inputLabels(locale)}
        />
      }
    >
      <MessageList
        groups={everydayGroups(locale).slice(1)}
        labels={listLabels(locale, name)}
        senderLabels={{ own: text(locale)('chat:bubble.you'), partner: name }}
        hasMore
        onLoadMore={fn()}
        onRetry={fn()}
      />
    </ChatPanel>
  );
}

const meta = {
  title: 'Components/ChatPanel',
  component: ChatPanel,
  args: { header: null, children: null, label: '' },
  parameters: { kindred: { latin: fileExtensionLatin } },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The embedded chat at its desktop size (380 × 600) and on a phone (375 wide); Escape inside closes it. */
export const Playground: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <div style={{ inlineSize: 380, blockSize: 600, display: 'flex' }}>
        <Panel locale={globals.locale} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    onClose.mockClear();
    onSend.mockClear();
    const field = within(canvasElement).getByRole('textbox', { name: text(globals.locale)('chat:input.label') });
    await userEvent.type(field, 'Hi!{Enter}');
    await expect(onSend).toHaveBeenCalledOnce();
    await expect(onSend).toHaveBeenCalledWith('Hi!');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  },
};

/** A FREE member: the premium banner, the wink-only input and no video-call button. */
export const Free: Story = {
  render: (_args, { globals }) => (
    <div style={{ inlineSize: 375, blockSize: 640, display: 'flex' }}>
      <Panel locale={globals.locale} free />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: t('chat:header.videoCall') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('chat:premium.upgrade') })).toHaveAttribute(
      'href',
      '/subscription',
    );
    onWink.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:input.wink') }));
    await expect(onWink).toHaveBeenCalledOnce();
  },
};
