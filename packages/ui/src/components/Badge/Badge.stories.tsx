import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BellIcon, CrownIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { Badge, BadgeAnchor, badgeSizes, badgeTones, badgeVariants } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { tone: 'accent', variant: 'soft', size: 'sm' },
  render: (args, { globals }) => <Badge {...args}>{storyCopy(globals.locale).new}</Badge>,
};

export const Default: Story = {
  render: (_args, { globals }) => <Badge>{storyCopy(globals.locale).new}</Badge>,
};

/** The bell's unread count: the number up to 9, then '9+'; the full count is announced. */
export const NotificationCount: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'flex', gap: 24 }}>
        {[3, 9, 10, 128].map((n) => (
          <BadgeAnchor key={n} badge={<Badge count={n} label={c.unread(n)} variant="solid" tone="critical" />}>
            <span style={{ display: 'inline-flex', padding: 8 }}>
              <BellIcon size="lg" />
            </span>
          </BadgeAnchor>
        ))}
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('9+')).toHaveLength(2);
    await expect(canvas.getByText(storyCopy(globals.locale).unread(128))).toBeInTheDocument();
    // Each count sits on the bell's corner and grows outwards: it covers at most a sliver of the bell's box.
    for (const bell of canvasElement.querySelectorAll('svg')) {
      const b = bell.getBoundingClientRect();
      const badge = (bell.closest('span')?.parentElement?.lastElementChild as HTMLElement).getBoundingClientRect();
      const overlap =
        Math.max(0, Math.min(b.right, badge.right) - Math.max(b.left, badge.left)) *
        Math.max(0, Math.min(b.bottom, badge.bottom) - Math.max(b.top, badge.top));
      await expect(overlap).toBeLessThanOrEqual(0.05 * b.width * b.height);
    }
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {badgeVariants.map((variant) =>
          badgeSizes.map((size) => (
            <div key={`${variant}-${size}`} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
              {badgeTones.map((tone) => (
                <Badge key={tone} tone={tone} variant={variant} size={size}>
                  {tone === 'caution' ? c.premium : tone === 'positive' ? c.online : c.new}
                </Badge>
              ))}
              <Badge tone="accent" variant={variant} size={size} icon={<CrownIcon size="xs" />}>
                {c.premium}
              </Badge>
              <Badge tone="critical" variant={variant} size={size} count={4} label={c.unread(4)} />
              <Badge tone="critical" variant={variant} size={size} count={42} label={c.unread(42)} />
              <Badge tone="positive" variant={variant} dot label={c.online} />
            </div>
          )),
        )}
      </div>
    );
  },
};

export const MixedBidiText: Story = {
  parameters: { kindred: { latin: ['Premium'] } },
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 200, display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>
        <bdi>Premium</bdi> · {storyCopy(globals.locale).premium} 2024
      </Badge>
      <Badge tone="info">{storyCopy(globals.locale).verified}</Badge>
    </div>
  ),
};
