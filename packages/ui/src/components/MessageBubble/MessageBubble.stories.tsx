import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bubbleLabels } from '../../storybook/chatLabels';
import { everyKind, fileExtensionLatin } from '../../storybook/chatSamples';
import { storyWidePhoto } from '../../storybook/photos';
import { text } from '../../storybook/text';
import { MessageBubble, messageBubbleKinds, messageBubblePositions, messageDeliveryStatuses } from './MessageBubble';

const meta = {
  title: 'Components/MessageBubble',
  component: MessageBubble,
  args: {
    kind: 'text',
    own: true,
    content: 'Coffee on Friday? ☕',
    time: '09:15',
    status: 'read',
    position: 'single',
    labels: bubbleLabels('en'),
    onRetry: fn(),
  },
  argTypes: {
    kind: { control: 'select', options: messageBubbleKinds },
    status: { control: 'select', options: messageDeliveryStatuses },
    position: { control: 'inline-radio', options: messageBubblePositions },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 480, display: 'grid', gap: 8 }}>{Story()}</div>],
  parameters: { kindred: { latin: fileExtensionLatin } },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <MessageBubble
      {...args}
      content={globals.locale === 'he' ? 'קפה ביום שישי? ☕' : args.content}
      labels={bubbleLabels(globals.locale)}
    />
  ),
};

/** Every kind and delivery state, the partner's at the start and the member's own at the end (mirrored in RTL). */
export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: 10 }}>
      {everyKind(globals.locale).map(({ id, ...m }) => (
        <MessageBubble key={id} {...m} labels={bubbleLabels(globals.locale)} onRetry={fn()} />
      ))}
    </div>
  ),
};

/** A failed message says 'Failed to send' and its Retry calls back. */
export const FailedWithRetry: Story = {
  args: { status: 'failed' },
  render: (args, { globals }) => (
    <MessageBubble
      {...args}
      content={globals.locale === 'he' ? 'את פנויה ביום שישי?' : 'Are you free on Friday?'}
      labels={bubbleLabels(globals.locale)}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('core:chat.failedToSend'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:bubble.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A photo opens in a lightbox; Escape closes it and focus goes back to the photo. */
export const ImageLightbox: Story = {
  args: { kind: 'image', own: false, status: undefined, content: undefined },
  render: (args, { globals }) => (
    <MessageBubble
      {...args}
      attachment={{ url: storyWidePhoto, name: 'balcony.jpg', width: 400, height: 300 }}
      labels={bubbleLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const open = within(canvasElement).getByRole('button', { name: t('chat:bubble.openImage') });
    await userEvent.click(open);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: t('chat:bubble.closeImage') })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};
