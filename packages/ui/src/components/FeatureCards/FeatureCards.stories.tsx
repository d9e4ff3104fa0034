import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { FeatureCards, featureKinds } from './FeatureCards';

const items = (locale: unknown) => {
  const t = text(locale);
  return featureKinds.map((kind) => ({
    kind,
    title: t(`home:features.${kind}.title`),
    body: t(`home:features.${kind}.body`),
  }));
};

const meta = {
  title: 'Components/FeatureCards',
  component: FeatureCards,
  parameters: { layout: 'padded', kindred: { latin: ['Kindred'] } },
  args: { items: items('en') },
} satisfies Meta<typeof FeatureCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <FeatureCards {...args} title={text(globals.locale)('home:features.title')} items={items(globals.locale)} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return (
      <FeatureCards
        {...args}
        items={items(globals.locale).map((item) => ({ ...item, title: s.longHebrew, body: s.unbroken }))}
      />
    );
  },
};

export const MixedBidi: Story = {
  render: (args, { globals }) => (
    <FeatureCards
      {...args}
      items={items(globals.locale).map((item) => ({ ...item, body: storyCopy(globals.locale).mixed }))}
    />
  ),
};
