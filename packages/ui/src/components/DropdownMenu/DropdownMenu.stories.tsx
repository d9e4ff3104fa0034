import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlockIcon, FlagIcon, MoreIcon, UserIcon, WinkIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { IconButton } from '../IconButton/IconButton';
import { DropdownMenu, menuAligns, type MenuEntry } from './DropdownMenu';

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: { trigger: <button type="button">x</button>, items: [], onOpenChange: fn() },
  argTypes: {
    align: { control: 'inline-radio', options: menuAligns },
    items: { control: false },
    trigger: { control: false },
  },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'center', minBlockSize: 260 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (locale: unknown, onSelect?: (id: string) => void): MenuEntry[] => {
  const c = storyCopy(locale);
  return [
    { id: 'view', label: c.menu.viewProfile, icon: <UserIcon size="sm" />, onSelect: () => onSelect?.('view') },
    {
      id: 'wink',
      label: text(locale)('actions.sendWink'),
      icon: <WinkIcon size="sm" />,
      onSelect: () => onSelect?.('wink'),
    },
    { id: 'sep', type: 'separator' },
    { id: 'report', label: c.menu.report, icon: <FlagIcon size="sm" />, onSelect: () => onSelect?.('report') },
    {
      id: 'block',
      label: c.menu.block,
      icon: <BlockIcon size="sm" />,
      tone: 'critical',
      onSelect: () => onSelect?.('block'),
    },
  ];
};

const trigger = (locale: unknown) => <IconButton icon={<MoreIcon />} aria-label={storyCopy(locale).moreOptions} />;

export const Playground: Story = {
  args: { align: 'end' },
  render: (args, { globals }) => (
    <DropdownMenu {...args} trigger={trigger(globals.locale)} items={entries(globals.locale)} />
  ),
};

export const Default: Story = {
  render: (args, { globals }) => (
    <DropdownMenu
      trigger={trigger(globals.locale)}
      items={entries(globals.locale)}
      onOpenChange={args.onOpenChange}
      defaultOpen
    />
  ),
};

/** Enter opens, arrows move, Enter selects; Escape closes and returns focus. Works the same in RTL. */
export const Keyboard: Story = {
  args: { onSelect: fn() } as never,
  render: (args, { globals }) => (
    <DropdownMenu
      trigger={trigger(globals.locale)}
      items={entries(globals.locale, (args as unknown as { onSelect: (id: string) => void }).onSelect)}
      onOpenChange={args.onOpenChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const onSelect = (args as unknown as { onSelect: (id: string) => void }).onSelect;
    const c = storyCopy(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: c.moreOptions });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(getComputedStyle(menu).direction).toBe(canvasElement.ownerDocument.documentElement.dir || 'ltr');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSelect).toHaveBeenCalledWith('wink');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/**
 * One menu open (menus close each other, so one per story) with every item state: with and without
 * icon, disabled, critical, critical disabled, separators; sized to fit the 320 px menu without scrolling.
 * The menu API has no checkable items.
 */
export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const items: MenuEntry[] = [
      { id: 'view', label: c.menu.viewProfile, icon: <UserIcon size="sm" /> },
      { id: 'wink', label: text(globals.locale)('actions.sendWink'), icon: <WinkIcon size="sm" />, disabled: true },
      { id: 'like', label: text(globals.locale)('actions.like') },
      { id: 'sep-1', type: 'separator' },
      { id: 'report', label: c.menu.report, icon: <FlagIcon size="sm" /> },
      { id: 'sep-2', type: 'separator' },
      { id: 'block', label: c.menu.block, icon: <BlockIcon size="sm" />, tone: 'critical' },
      { id: 'delete', label: text(globals.locale)('actions.delete'), tone: 'critical', disabled: true },
    ];
    return (
      <DropdownMenu trigger={trigger(globals.locale)} items={items} onOpenChange={args.onOpenChange} defaultOpen />
    );
  },
};
