import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { ConnectionBanner, connectionStatuses, type ConnectionStatus } from './ConnectionBanner';

const meta = {
  title: 'Components/ConnectionBanner',
  component: ConnectionBanner,
  args: { status: 'offline', onAction: fn() },
  argTypes: { status: { control: 'inline-radio', options: connectionStatuses } },
} satisfies Meta<typeof ConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = (locale: unknown, status: ConnectionStatus) => {
  const t = text(locale);
  switch (status) {
    case 'offline':
      return { title: t('shell:connection.offline'), description: t('shell:connection.offlineBody') };
    case 'reconnecting':
      return { title: t('shell:connection.reconnecting') };
    case 'restored':
      return { title: t('shell:connection.online') };
    case 'realtimeOff':
      return { title: t('shell:connection.realtimeOff'), actionLabel: t('errorFallback.refresh') };
    default:
      return {};
  }
};

export const Playground: Story = {
  render: (args, { globals }) => <ConnectionBanner {...args} {...copy(globals.locale, args.status)} />,
};

/** Offline: the live region announces it politely. */
export const Offline: Story = {
  render: (_args, { globals }) => <ConnectionBanner status="offline" {...copy(globals.locale, 'offline')} />,
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent(copy(globals.locale, 'offline').title!);
  },
};

/** Live updates paused after 5 failed attempts: a refresh button. */
export const RealtimeOff: Story = {
  render: (args, { globals }) => (
    <ConnectionBanner status="realtimeOff" {...copy(globals.locale, 'realtimeOff')} onAction={args.onAction} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text(globals.locale)('errorFallback.refresh') }),
    );
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** Online shows nothing, but the live region stays in the page. */
export const Online: Story = {
  render: () => <ConnectionBanner status="online" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {connectionStatuses
        .filter((s) => s !== 'online')
        .map((status) => (
          <ConnectionBanner key={status} status={status} {...copy(globals.locale, status)} onAction={args.onAction} />
        ))}
    </div>
  ),
};

export const Narrow: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 320 }}>
      <ConnectionBanner status="offline" {...copy(globals.locale, 'offline')} />
    </div>
  ),
};
