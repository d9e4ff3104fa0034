import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  bellLabel,
  fixture,
  manyFixtures,
  notificationFixtures,
  panelFilters,
  panelLabels,
} from '../../storybook/notifications';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { NotificationBell } from '../NotificationBell/NotificationBell';
import { NotificationDropdown } from './NotificationDropdown';
import { NotificationPanel, type NotificationPanelItem } from './NotificationPanel';

const onSelect = fn();
const onRefresh = fn();
const onClose = fn();
const onSeeAll = fn();

const byFilter = (items: readonly NotificationPanelItem[], filter: string) =>
  items.filter((n) => {
    if (filter === 'unread') return n.unread;
    if (filter === 'messages') return n.kind === 'message';
    if (filter === 'likes') return n.kind === 'like' || n.kind === 'match';
    if (filter === 'photos') return n.kind === 'photo';
    return true;
  });

/** The panel with the state an app keeps: the filter, read marks. */
function Demo({
  locale,
  variant = 'page',
  initial,
}: {
  locale: unknown;
  variant?: 'page' | 'dropdown';
  initial: NotificationPanelItem[];
}) {
  const [items, setItems] = useState(initial);
  const [filter, setFilter] = useState('all');
  const unread = items.filter((n) => n.unread).length;
  const t = textWith(locale);
  return (
    <NotificationPanel
      variant={variant}
      items={byFilter(items, filter)}
      filters={panelFilters(locale, variant)}
      filter={filter}
      onFilterChange={setFilter}
      unreadCount={unread}
      labels={panelLabels(locale, unread)}
      emptyText={filter === 'unread' ? t('notifications:panel.emptyUnread') : undefined}
      onSelect={(id) => {
        onSelect(id);
        setItems((list) => list.map((n) => (n.id === id ? { ...n, unread: false } : n)));
      }}
      onRefresh={onRefresh}
      onMarkAllRead={() => setItems((list) => list.map((n) => ({ ...n, unread: false })))}
      onClose={onClose}
      onSeeAll={variant === 'dropdown' ? onSeeAll : undefined}
      titleId={`notifications-title-${variant}`}
      data-testid="panel"
    />
  );
}

const meta = {
  title: 'Components/NotificationPanel',
  component: NotificationPanel,
  args: {
    variant: 'page',
    items: [],
    filters: [],
    filter: 'all',
    onFilterChange: fn(),
    unreadCount: 0,
    labels: panelLabels('en', 0),
    onSelect,
  },
  argTypes: { items: { control: false }, filters: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => {
    const items = notificationFixtures(globals.locale);
    const unread = items.filter((n) => n.unread).length;
    return (
      <NotificationPanel
        {...args}
        items={items}
        unreadCount={unread}
        filters={panelFilters(globals.locale, args.variant ?? 'page')}
        labels={panelLabels(globals.locale, unread)}
      />
    );
  },
};

/** The full panel: tabs All / Unread / Messages / Likes / Photos, mark all read with the count, refresh, close. */
export const Page: Story = {
  render: (_args, { globals }) => <Demo locale={globals.locale} initial={notificationFixtures(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    onSelect.mockClear();
    onRefresh.mockClear();
    onClose.mockClear();
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('panel-item')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('tab', { name: t('core:notifications.filters.likes') }));
    await expect(canvas.getAllByTestId('panel-item')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: t('core:notifications.filters.photos') }));
    await expect(canvas.getAllByTestId('panel-item')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: t('core:notifications.filters.unread') }));
    await expect(canvas.getAllByTestId('panel-item')).toHaveLength(3);
    await userEvent.click(canvas.getAllByTestId('panel-item')[0] as HTMLElement);
    await expect(onSelect).toHaveBeenCalledWith('n0');
    const markAll = canvas.getByTestId('panel-mark-all');
    await expect(markAll).toHaveTextContent(t('notifications:panel.markAllReadCount', { count: 2 }));
    await userEvent.click(markAll);
    await expect(canvas.getByTestId('panel-empty')).toHaveTextContent(t('notifications:panel.emptyUnread'));
    await expect(canvas.getByTestId('panel-mark-all')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('notifications:panel.refresh') }));
    await expect(onRefresh).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('notifications:panel.close') }));
    await expect(onClose).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: t('core:notifications.filters.all') }));
  },
};

/** Under the bell: All / Unread, the list scrolls within 400 px; Escape closes and focus returns to the bell. */
function DropdownDemo({ locale, initial }: { locale: unknown; initial: NotificationPanelItem[] }) {
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  const unread = initial.filter((n) => n.unread).length;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minBlockSize: 560 }}>
      <NotificationBell
        ref={bell}
        count={unread}
        label={bellLabel(locale, unread)}
        expanded={open}
        controls="notification-dropdown"
        onClick={() => setOpen((o) => !o)}
        data-testid="bell"
      />
      <NotificationDropdown
        open={open}
        onOpenChange={setOpen}
        anchorRef={bell}
        id="notification-dropdown"
        labelledBy="notifications-title-dropdown"
        data-testid="dropdown"
      >
        <Demo locale={locale} variant="dropdown" initial={initial} />
      </NotificationDropdown>
    </div>
  );
}

export const Dropdown: Story = {
  render: (_args, { globals }) => <DropdownDemo locale={globals.locale} initial={manyFixtures(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const dropdown = await body.findByTestId('dropdown');
    await expect(dropdown).toHaveAccessibleName(t('notifications:panel.title'));
    await expect(within(dropdown).getAllByRole('tab')).toHaveLength(2);
    const list = within(dropdown).getByTestId('panel-list');
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(list.scrollHeight).toBeGreaterThan(400);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByTestId('dropdown')).toBeNull());
    await expect(within(canvasElement).getByTestId('bell')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByTestId('dropdown')).toBeVisible());
  },
};

export const Empty: Story = {
  render: (_args, { globals }) => <Demo locale={globals.locale} initial={[]} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('panel-empty')).toHaveTextContent(
      textWith(globals.locale)('notifications:panel.empty'),
    );
    await expect(canvas.getByTestId('panel-mark-all')).toBeDisabled();
  },
};

export const Loading: Story = {
  render: (_args, { globals }) => (
    <NotificationPanel
      items={[]}
      loading
      filters={panelFilters(globals.locale, 'page')}
      filter="all"
      onFilterChange={() => undefined}
      unreadCount={0}
      labels={panelLabels(globals.locale, 0)}
      onSelect={() => undefined}
    />
  ),
};

export const LongHebrewAndMixedBidi: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    const initial = [
      fixture(globals.locale, { type: 'comment', name: c.longHebrew, minutesAgo: 2, unread: true }, 'a'),
      fixture(globals.locale, { type: 'message', name: c.mixed, minutesAgo: 20, unread: true }, 'b'),
      fixture(globals.locale, { type: 'like', name: c.unbroken, minutesAgo: 300 }, 'c'),
      fixture(globals.locale, { type: 'match', name: '💖🔥✨', minutesAgo: 3000 }, 'd'),
    ];
    return <Demo locale={globals.locale} variant="dropdown" initial={initial} />;
  },
};

/** The whole panel over the page (phones, 'See all'): a modal named 'Notifications'; Escape closes it. */
function FullScreenDemo({ locale }: { locale: unknown }) {
  const [open, setOpen] = useState(true);
  const t = textWith(locale);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-testid="open-full">
        {t('notifications:panel.seeAll')}
      </button>
      <NotificationDropdown
        presentation="fullscreen"
        open={open}
        onOpenChange={setOpen}
        title={t('notifications:panel.title')}
        data-testid="fullscreen"
      >
        <Demo locale={locale} initial={notificationFixtures(locale)} />
      </NotificationDropdown>
    </>
  );
}

export const FullScreen: Story = {
  render: (_args, { globals }) => <FullScreenDemo locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t('notifications:panel.title') });
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(5);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByTestId('fullscreen')).toBeNull());
    await userEvent.click(within(canvasElement).getByTestId('open-full'));
    await waitFor(() => expect(body.getByTestId('fullscreen')).toBeVisible());
  },
};
