import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { Badge } from '../Badge/Badge';
import { Tabs, tabsActivationModes, type TabItem } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: [], 'aria-label': 'Filter', onValueChange: fn() },
  argTypes: { activationMode: { control: 'inline-radio', options: tabsActivationModes }, items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const keys = ['all', 'unread', 'messages', 'likes', 'photos'] as const;

function items(locale: unknown): TabItem[] {
  const c = storyCopy(locale);
  return keys.map((key) => ({
    value: key,
    label: c.tabs[key],
    content: <p>{c.tabPanels[key]}</p>,
    badge: key === 'unread' ? <Badge count={3} tone="critical" variant="solid" label={c.unread(3)} /> : undefined,
  }));
}

export const Playground: Story = {
  args: { activationMode: 'automatic' },
  render: (args, { globals }) => (
    <Tabs {...args} items={items(globals.locale)} aria-label={storyCopy(globals.locale).filterNotifications} />
  ),
};

export const Default: Story = {
  render: (args, { globals }) => (
    <Tabs
      items={items(globals.locale)}
      aria-label={storyCopy(globals.locale).filterNotifications}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: c.tabs.likes }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('likes');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(c.tabPanels.likes);
  },
};

/** Arrow keys follow the reading direction: "forward" is ArrowRight in English and ArrowLeft in Hebrew. */
export const KeyboardFollowsDirection: Story = {
  render: (args, { globals }) => (
    <Tabs
      items={items(globals.locale)}
      aria-label={storyCopy(globals.locale).filterNotifications}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const canvas = within(canvasElement);
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    const forward = rtl ? '{ArrowLeft}' : '{ArrowRight}';
    const backward = rtl ? '{ArrowRight}' : '{ArrowLeft}';
    canvas.getByRole('tab', { name: c.tabs.all }).focus();
    await userEvent.keyboard(forward);
    await expect(canvas.getByRole('tab', { name: new RegExp(c.tabs.unread) })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unread');
    await userEvent.keyboard(forward);
    await expect(canvas.getByRole('tab', { name: c.tabs.messages })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(backward);
    await userEvent.keyboard(backward);
    await expect(canvas.getByRole('tab', { name: c.tabs.all })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const photos = canvas.getByRole('tab', { name: c.tabs.photos });
    await expect(photos).toHaveFocus();
    // The focus ring is drawn inside the tab, clear of its edges (the scrolling list clips anything on them).
    const ring = getComputedStyle(photos);
    await expect(-parseFloat(ring.outlineOffset)).toBeGreaterThanOrEqual(2 * parseFloat(ring.outlineWidth));
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    const list = items(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <Tabs items={list} defaultValue="messages" aria-label={c.filterNotifications} />
        <Tabs items={list.map((item, i) => ({ ...item, disabled: i === 2 }))} aria-label={c.filterNotifications} />
      </div>
    );
  },
};

/** Overflowing tab lists scroll inline in a narrow container. */
export const LongHebrewLabel: Story = {
  parameters: { kindred: { latin: ['Premium'] } },
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 280 }}>
        <Tabs
          aria-label={c.filterNotifications}
          items={[
            { value: 'a', label: c.longHebrew.slice(0, 30), content: <p>{c.mixed}</p> },
            { value: 'b', label: <bdi>Premium 2024</bdi>, content: <p>{c.unbroken}</p> },
            ...items(globals.locale),
          ]}
        />
      </div>
    );
  },
};
