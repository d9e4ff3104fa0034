import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixture, notificationFixtures } from '../../storybook/notifications';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { NotificationItem } from './NotificationItem';

const onSelect = fn();
const frame = (children: React.ReactNode) => <div style={{ maxInlineSize: 400 }}>{children}</div>;

const meta = {
  title: 'Components/NotificationItem',
  component: NotificationItem,
  args: {
    kind: 'like',
    message: 'Noa Levi liked you',
    time: 'just now',
    unreadLabel: 'Unread',
    unread: true,
    count: 1,
    person: { name: 'Noa Levi', photo: storyPhotos[0] },
    onSelect,
  },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => {
    const item = fixture(
      globals.locale,
      { type: 'like', name: storyCopy(globals.locale).names[0] as string, photo: storyPhotos[0], minutesAgo: 0 },
      'p',
    );
    return frame(
      <NotificationItem
        {...args}
        message={item.message}
        time={item.time}
        person={item.person}
        unreadLabel={textWith(globals.locale)('notifications:item.unread')}
      />,
    );
  },
};

/** Every type the server stores, read and unread, with a merged like (×3) and times from now to last week. */
export const EveryType: Story = {
  render: (_args, { globals }) =>
    frame(
      <div style={{ display: 'grid', gap: 2 }}>
        {notificationFixtures(globals.locale).map(({ id, ...item }) => (
          <NotificationItem
            key={id}
            {...item}
            unreadLabel={textWith(globals.locale)('notifications:item.unread')}
            onSelect={onSelect}
            data-testid={`item-${id}`}
          />
        ))}
      </div>,
    ),
  play: async ({ canvasElement, globals }) => {
    onSelect.mockClear();
    const canvas = within(canvasElement);
    const merged = canvas.getByTestId('item-n0');
    await expect(merged).toHaveTextContent(textWith(globals.locale)('core:notifications.merged.like', { count: 3 }));
    await expect(merged).toHaveAttribute('data-unread', 'true');
    await expect(canvas.getByTestId('item-n3')).toHaveAttribute('data-unread', 'false');
    await userEvent.click(canvas.getByTestId('item-n1'));
    await expect(onSelect).toHaveBeenCalledTimes(1);
  },
};

export const LongHebrewAndMixedBidi: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    const t = textWith(globals.locale);
    return frame(
      <div style={{ display: 'grid', gap: 2 }}>
        {[
          fixture(globals.locale, { type: 'comment', name: c.longHebrew, minutesAgo: 3, unread: true }, 'a'),
          fixture(globals.locale, { type: 'message', name: c.mixed, photo: storyPhotos[2], minutesAgo: 61 }, 'b'),
          fixture(globals.locale, { type: 'like', name: c.unbroken, minutesAgo: 60 * 30, unread: true }, 'c'),
          fixture(globals.locale, { type: 'like', name: '💖🔥✨', minutesAgo: 1 }, 'd'),
        ].map(({ id, ...item }) => (
          <NotificationItem key={id} {...item} unreadLabel={t('notifications:item.unread')} />
        ))}
      </div>,
    );
  },
};
