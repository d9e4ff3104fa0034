import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GridIcon, MessageIcon, SettingsIcon, UserIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { BottomNav, type BottomNavItem } from './BottomNav';

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  args: { label: 'Member navigation', items: [], onNavigate: fn(), responsive: false, placement: 'inline' },
  decorators: [(Story) => <div style={{ maxInlineSize: 375 }}>{Story()}</div>],
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (locale: unknown, current = 'dashboard', unread?: string): BottomNavItem[] => {
  const t = text(locale);
  return [
    { id: 'dashboard', label: t('nav.dashboard'), href: '/dashboard', icon: <GridIcon /> },
    {
      id: 'messages',
      label: t('nav.messages'),
      href: '/messages',
      icon: <MessageIcon />,
      badge: unread,
      badgeLabel: unread ? storyCopy(locale).unread(3) : undefined,
    },
    { id: 'profile', label: t('nav.profile'), href: '/profile', icon: <UserIcon /> },
    { id: 'settings', label: t('nav.settings'), href: '/settings', icon: <SettingsIcon /> },
  ].map((item) => ({ ...item, current: item.id === current }));
};

export const Playground: Story = {
  render: (args, { globals }) => (
    <BottomNav {...args} label={text(globals.locale)('shell:bottomNav.label')} items={items(globals.locale)} />
  ),
};

/** Dashboard, messages, profile, settings; the current page has aria-current and a soft pill. */
export const Default: Story = {
  render: (args, { globals }) => (
    <BottomNav
      label={text(globals.locale)('shell:bottomNav.label')}
      items={items(globals.locale)}
      onNavigate={args.onNavigate}
      responsive={false}
      placement="inline"
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const nav = within(canvasElement).getByRole('navigation', { name: t('shell:bottomNav.label') });
    await expect(within(nav).getByRole('link', { name: t('nav.dashboard') })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: t('nav.settings') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings');
  },
};

export const WithUnreadBadge: Story = {
  render: (args, { globals }) => (
    <BottomNav
      label={text(globals.locale)('shell:bottomNav.label')}
      items={items(globals.locale, 'messages', '3')}
      onNavigate={args.onNavigate}
      responsive={false}
      placement="inline"
    />
  ),
};

export const LongHebrewLabels: Story = {
  render: (args, { globals }) => (
    <BottomNav
      label={text(globals.locale)('shell:bottomNav.label')}
      items={items(globals.locale, 'profile').map((item, i) =>
        i === 2 ? { ...item, label: storyCopy(globals.locale).longHebrew } : item,
      )}
      onNavigate={args.onNavigate}
      responsive={false}
      placement="inline"
    />
  ),
};
