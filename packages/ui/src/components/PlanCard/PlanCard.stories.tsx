import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { Button } from '../Button/Button';
import { PlanCard, planCardTones } from './PlanCard';

const onUpgrade = fn();

function Plans({ locale }: { locale: unknown }) {
  const t = textWith(locale);
  const k = (key: string) => t(`members:subscription.${key}`);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: 20,
        paddingBlockStart: 16,
      }}
    >
      <PlanCard
        name={k('free')}
        price="$0"
        features={[k('freeFeatures.likes'), k('freeFeatures.stories'), k('freeFeatures.browse')]}
        ribbon={k('currentPlan')}
      />
      <PlanCard
        tone="featured"
        name={k('premium')}
        price="$11.99"
        period={k('perMonth')}
        note={t('members:subscription.billedYearly', { price: '$143.88' })}
        features={[
          k('premiumFeatures.likes'),
          k('premiumFeatures.messages'),
          k('premiumFeatures.stories'),
          k('premiumFeatures.calls'),
        ]}
        action={
          <>
            <Button size="lg" fullWidth onClick={onUpgrade}>
              {k('upgrade')}
            </Button>
            <small>{k('testMode')}</small>
          </>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Components/PlanCard',
  component: PlanCard,
  args: { name: 'Premium', price: '$14.99', features: [] },
  argTypes: { tone: { control: 'inline-radio', options: planCardTones } },
  decorators: [(Story) => <div style={{ maxInlineSize: 640 }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <PlanCard
        {...args}
        name={t('members:subscription.premium')}
        period={t('members:subscription.perMonth')}
        features={[t('members:subscription.premiumFeatures.likes')]}
      />
    );
  },
};

export const FreeAndPremium: Story = {
  render: (_args, { globals }) => <Plans locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    onUpgrade.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: textWith(globals.locale)('members:subscription.upgrade') }),
    );
    await expect(onUpgrade).toHaveBeenCalledOnce();
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 260, paddingBlockStart: 16 }}>
        <PlanCard name={c.longHebrew} price="$14.99" features={[c.longHebrew, c.mixed]} ribbon={c.names[0] as string} />
      </div>
    );
  },
};
