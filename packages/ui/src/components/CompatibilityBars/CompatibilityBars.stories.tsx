import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { CompatibilityBars, type CompatibilityBarsProps } from './CompatibilityBars';

const labelsFor = (locale: unknown, score: number): CompatibilityBarsProps['labels'] => {
  const t = textWith(locale);
  return {
    title: t('members:profile.compatibility'),
    score: t('members:profile.compatibilityScore', { score }),
    location: t('members:profile.factorLocation'),
    age: t('members:profile.factorAge'),
    interests: t('members:profile.factorInterests'),
  };
};

const meta = {
  title: 'Components/CompatibilityBars',
  component: CompatibilityBars,
  args: { score: 75, factors: { location: 100, age: 90, interests: 60 }, labels: labelsFor('en', 75) },
  argTypes: { score: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CompatibilityBars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <CompatibilityBars {...args} labels={labelsFor(globals.locale, args.score)} />,
};

/** The score in the ring and each factor as a meter with its value (what a screen reader hears). */
export const HighMatch: Story = {
  render: (args, { globals }) => <CompatibilityBars {...args} labels={labelsFor(globals.locale, 75)} />,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName(t('members:profile.compatibility'));
    await expect(canvas.getByText(t('members:profile.compatibilityScore', { score: 75 }))).toBeVisible();
    const meters = canvas.getAllByRole('meter');
    await expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['100', '90', '60']);
    await expect(meters[0]).toHaveAccessibleName(t('members:profile.factorLocation'));
  },
};

/** The floor: another city, far in age, nothing in common (5 %). */
export const LowMatch: Story = {
  args: { score: 5, factors: { location: 30, age: 30, interests: 0 } },
  render: (args, { globals }) => <CompatibilityBars {...args} labels={labelsFor(globals.locale, 5)} />,
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['30', '30', '0']);
  },
};

/** Out-of-range values are clamped to 0–100 (never a bar past its track). */
export const Clamped: Story = {
  args: { score: 140, factors: { location: 120, age: -10, interests: 100 } },
  render: (args, { globals }) => <CompatibilityBars {...args} labels={labelsFor(globals.locale, 100)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100', { selector: 'span' })).toBeVisible();
    await expect(canvas.getAllByRole('meter').map((m) => m.getAttribute('aria-valuenow'))).toEqual(['100', '0', '100']);
  },
};

/** Long Hebrew factor names wrap beside their bars; a narrow column (a phone's profile sheet). */
export const LongHebrewLabels: Story = {
  render: (args, { globals }) => {
    const long = storyCopy(globals.locale).longHebrew;
    return (
      <div style={{ maxInlineSize: 300 }}>
        <CompatibilityBars
          {...args}
          labels={{ ...labelsFor(globals.locale, 75), location: long, interests: long.slice(0, 40) }}
        />
      </div>
    );
  },
};
