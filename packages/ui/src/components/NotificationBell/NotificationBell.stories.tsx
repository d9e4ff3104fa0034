import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bellLabel } from '../../storybook/notifications';
import { NotificationBell } from './NotificationBell';

const onClick = fn();

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { count: 3, label: 'Notifications, 3 unread', onClick },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <NotificationBell {...args} label={bellLabel(globals.locale, args.count)} />,
};

/** 0 → no badge; 1–9 as they are; above 9 → '9+' (docs/product/notifications.md). */
export const Counts: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[0, 1, 2, 9, 10, 57].map((count) => (
        <NotificationBell
          key={count}
          count={count}
          label={bellLabel(globals.locale, count)}
          data-testid={`bell-${count}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('bell-0-badge')).toBeNull();
    await expect(canvas.getByTestId('bell-9-badge')).toHaveTextContent('9');
    await expect(canvas.getByTestId('bell-10-badge')).toHaveTextContent('9+');
    await expect(canvas.getByTestId('bell-57-badge')).toHaveTextContent('9+');
    // The count is in the name, in words; the badge is not read twice.
    await expect(canvas.getByTestId('bell-57')).toHaveAccessibleName(bellLabel(globals.locale, 57));
  },
};

export const OpenAndKeyboard: Story = {
  render: (_args, { globals }) => (
    <NotificationBell count={4} expanded label={bellLabel(globals.locale, 4)} onClick={onClick} data-testid="bell" />
  ),
  play: async ({ canvasElement }) => {
    onClick.mockClear();
    const bell = within(canvasElement).getByTestId('bell');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onClick).toHaveBeenCalledTimes(1);
  },
};
