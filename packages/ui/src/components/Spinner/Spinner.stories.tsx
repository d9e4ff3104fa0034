import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading…' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { size: 'md' },
  render: (args, { globals }) => <Spinner {...args} label={text(globals.locale)('loading')} />,
};

export const Default: Story = {
  render: (_args, { globals }) => <Spinner label={text(globals.locale)('loading')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text(globals.locale)('loading'));
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={text(globals.locale)('loading')} />
      ))}
      <Spinner showLabel label={text(globals.locale)('loading')} />
    </div>
  ),
};

/** A long Hebrew label and a mixed Hebrew + English + digits label, shown, in a narrow container. */
export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16, maxInlineSize: 220 }}>
        <Spinner showLabel label={c.longHebrew} />
        <Spinner showLabel size="sm" label={c.mixed} />
        <Spinner showLabel size="lg" label={c.unbroken} />
      </div>
    );
  },
};
