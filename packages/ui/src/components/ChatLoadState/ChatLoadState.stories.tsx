import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadStateLabels } from '../../storybook/chatLabels';
import { text, textWith } from '../../storybook/text';
import { ChatLoadState, chatLoadStates } from './ChatLoadState';

const meta = {
  title: 'Components/ChatLoadState',
  component: ChatLoadState,
  args: {
    state: 'timeout',
    labels: loadStateLabels('en'),
    onRetryLoad: fn(),
    onReconnect: fn(),
    onRetryLoading: fn(),
    onForceInit: fn(),
    onNavigate: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: chatLoadStates } },
} satisfies Meta<typeof ChatLoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After 10 s of loading: Retry Load and Reconnect. */
export const Playground: Story = {
  render: (args, { globals }) => <ChatLoadState {...args} labels={loadStateLabels(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    if (args.state !== 'timeout') return;
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('chat:states.retryLoad') }));
    await userEvent.click(canvas.getByRole('button', { name: t('chat:states.reconnect') }));
    await expect(args.onRetryLoad).toHaveBeenCalledOnce();
    await expect(args.onReconnect).toHaveBeenCalledOnce();
  },
};

/** Every state side by side: loading, connecting, timeout, error (with its reason), empty and 'Please Login'. */
export const Matrix: Story = {
  render: (args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
        {chatLoadStates.map((state) => (
          <div key={state} style={{ display: 'flex', borderRadius: 16, overflow: 'hidden', minBlockSize: 280 }}>
            <ChatLoadState
              {...args}
              state={state}
              labels={loadStateLabels(globals.locale)}
              message={
                state === 'error'
                  ? t('chat:errors.messagesFailed', { reason: t('chat:errors.noConnection') })
                  : undefined
              }
            />
          </div>
        ))}
      </div>
    );
  },
};
