import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { ChatPremiumBanner } from './ChatPremiumBanner';

const meta = {
  title: 'Components/ChatPremiumBanner',
  component: ChatPremiumBanner,
  args: { body: '', upgradeLabel: '', upgradeHref: '/subscription', onNavigate: fn() },
} satisfies Meta<typeof ChatPremiumBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A FREE member's conversation: what they can do and the upgrade link to /subscription (a router takes the click). */
export const Playground: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ChatPremiumBanner
          {...args}
          title={t('chat:premium.title')}
          body={t('chat:premium.body')}
          upgradeLabel={t('chat:premium.upgrade')}
        />
        <div style={{ maxInlineSize: 375 }}>
          <ChatPremiumBanner
            {...args}
            title={t('chat:premium.title')}
            body={t('chat:premium.body')}
            upgradeLabel={t('chat:premium.upgrade')}
          />
        </div>
      </div>
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    const link = within(canvasElement).getAllByRole('link', { name: text(globals.locale)('chat:premium.upgrade') })[0]!;
    await expect(link).toHaveAttribute('href', '/subscription');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription');
  },
};
