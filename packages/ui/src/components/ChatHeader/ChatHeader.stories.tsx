import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { headerLabels } from '../../storybook/chatLabels';
import { partnerName, stressContents, stressLatin } from '../../storybook/chatSamples';
import { storyPhotos } from '../../storybook/photos';
import { text } from '../../storybook/text';
import { ChatHeader } from './ChatHeader';

const meta = {
  title: 'Components/ChatHeader',
  component: ChatHeader,
  args: {
    name: 'Noa Levi',
    labels: headerLabels('en', 'Noa Levi'),
    online: true,
    onBack: fn(),
    onClose: fn(),
    onVideoCall: fn(),
    onApprovePhotos: fn(),
    onOpenProfile: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ChatHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { pendingPhotoRequests: 2 },
  render: (args, { globals }) => {
    const name = partnerName(globals.locale);
    return <ChatHeader {...args} name={name} photo={storyPhotos[0]} labels={headerLabels(globals.locale, name)} />;
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('chat:header.videoCall') }));
    await expect(args.onVideoCall).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('chat:header.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/**
 * Online on a phone (back) · offline and disconnected in the embedded panel (close) · a FREE member (no call
 * button) · a long Hebrew name and an unbroken one in a narrow column.
 */
export const Matrix: Story = {
  parameters: { kindred: { latin: stressLatin('longWords') } },
  render: (args, { globals }) => {
    const name = partnerName(globals.locale);
    const labels = headerLabels(globals.locale, name);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ChatHeader
          name={name}
          photo={storyPhotos[0]}
          online
          labels={labels}
          onBack={args.onBack}
          onVideoCall={args.onVideoCall}
        />
        <ChatHeader
          name={name}
          photo={storyPhotos[0]}
          disconnected
          labels={labels}
          onClose={args.onClose}
          onVideoCall={args.onVideoCall}
          onApprovePhotos={args.onApprovePhotos}
          pendingPhotoRequests={12}
          premium
        />
        <ChatHeader
          name={name}
          photo={storyPhotos[0]}
          online
          labels={labels}
          onClose={args.onClose}
          onVideoCall={args.onVideoCall}
          canCall={false}
        />
        <div style={{ maxInlineSize: 375, display: 'grid', gap: 12 }}>
          <ChatHeader
            name={stressContents.longHebrew.partner}
            photo={storyPhotos[4]}
            online
            labels={labels}
            onBack={args.onBack}
            onVideoCall={args.onVideoCall}
            onApprovePhotos={args.onApprovePhotos}
          />
          <ChatHeader
            name={stressContents.longWords.partner}
            labels={labels}
            onBack={args.onBack}
            onVideoCall={args.onVideoCall}
          />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const headers = canvasElement.querySelectorAll('[data-part="chat-header"]');
    await expect(
      within(headers[2] as HTMLElement).queryByRole('button', { name: t('chat:header.videoCall') }),
    ).toBeNull();
    await expect(within(headers[1] as HTMLElement).getByText(t('chat:header.disconnected'))).toBeVisible();
  },
};

/**
 * The partner asked to see this member's private photos: the header offers to approve (docs/product/messaging.md) — waiting
 * with its count, pressed, and busy while the approval is under way (disabled, so it cannot be sent twice); in a
 * phone's header with a long Hebrew name and an unbroken one beside it.
 */
export const ApprovePhotos: Story = {
  parameters: { kindred: { latin: stressLatin('longWords') } },
  render: (args, { globals }) => {
    const name = partnerName(globals.locale);
    const labels = headerLabels(globals.locale, name);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ChatHeader
          name={name}
          photo={storyPhotos[0]}
          online
          labels={labels}
          onClose={args.onClose}
          onVideoCall={args.onVideoCall}
          onApprovePhotos={args.onApprovePhotos}
          pendingPhotoRequests={1}
          data-testid="waiting"
        />
        <ChatHeader
          name={name}
          photo={storyPhotos[0]}
          online
          labels={labels}
          onClose={args.onClose}
          onVideoCall={args.onVideoCall}
          onApprovePhotos={args.onApprovePhotos}
          pendingPhotoRequests={1}
          approvingPhotos
          data-testid="approving"
        />
        <div style={{ maxInlineSize: 375, display: 'grid', gap: 12 }}>
          <ChatHeader
            name={stressContents.longHebrew.partner}
            photo={storyPhotos[4]}
            labels={labels}
            onBack={args.onBack}
            onVideoCall={args.onVideoCall}
            onApprovePhotos={args.onApprovePhotos}
            pendingPhotoRequests={3}
          />
          <ChatHeader
            name={stressContents.longWords.partner}
            labels={labels}
            onBack={args.onBack}
            onApprovePhotos={args.onApprovePhotos}
            pendingPhotoRequests={1}
            canCall={false}
            onVideoCall={args.onVideoCall}
          />
        </div>
      </div>
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const waiting = within(canvasElement.querySelector('[data-testid="waiting"]') as HTMLElement);
    const approving = within(canvasElement.querySelector('[data-testid="approving"]') as HTMLElement);
    const approve = waiting.getByRole('button', { name: t('chat:header.approvePhotos') });
    await expect(approve).toBeEnabled();
    await userEvent.click(approve);
    await expect(args.onApprovePhotos).toHaveBeenCalledOnce();
    await expect(approving.getByRole('button', { name: t('chat:header.approvePhotos') })).toBeDisabled();
  },
};
