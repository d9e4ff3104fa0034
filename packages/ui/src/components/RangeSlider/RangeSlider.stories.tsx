import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { RangeSlider } from './RangeSlider';

const meta = {
  title: 'Components/RangeSlider',
  component: RangeSlider,
  args: { label: 'Age', minLabel: 'Min', maxLabel: 'Max', onValueChange: fn(), onValueCommit: fn() },
  argTypes: { label: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 400 }}>{Story()}</div>],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (locale: unknown) => {
  const c = storyCopy(locale);
  return { label: c.ageRange, minLabel: c.minAge, maxLabel: c.maxAge };
};

export const Playground: Story = {
  args: { min: 18, max: 99, step: 1 },
  render: (args, { globals }) => <RangeSlider {...args} {...labels(globals.locale)} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <RangeSlider {...labels(globals.locale)} defaultValue={[25, 40]} onValueChange={args.onValueChange} />
  ),
};

/**
 * In Hebrew the minimum thumb is on the right and ArrowLeft increases (Radix follows DirectionProvider);
 * in English the minimum is on the left and ArrowRight increases.
 */
export const KeyboardFollowsDirection: Story = {
  render: (args, { globals }) => (
    <RangeSlider
      {...labels(globals.locale)}
      defaultValue={[25, 40]}
      onValueChange={args.onValueChange}
      onValueCommit={args.onValueCommit}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const l = labels(globals.locale);
    const canvas = within(canvasElement);
    const minThumb = canvas.getByRole('slider', { name: l.minLabel });
    const maxThumb = canvas.getByRole('slider', { name: l.maxLabel });
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    const minX = minThumb.getBoundingClientRect().left;
    const maxX = maxThumb.getBoundingClientRect().left;
    await expect(rtl ? minX > maxX : minX < maxX).toBe(true);
    minThumb.focus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(minThumb).toHaveAttribute('aria-valuenow', '26');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([26, 40]);
    await userEvent.keyboard(rtl ? '{ArrowRight}{ArrowRight}' : '{ArrowLeft}{ArrowLeft}');
    await expect(minThumb).toHaveAttribute('aria-valuenow', '24');
    await userEvent.keyboard('{Home}');
    await expect(minThumb).toHaveAttribute('aria-valuenow', '18');
    maxThumb.focus();
    await userEvent.keyboard('{End}');
    await expect(maxThumb).toHaveAttribute('aria-valuenow', '99');
    await expect(canvas.getByText('18–99')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <RangeSlider {...labels(globals.locale)} onValueChange={args.onValueChange} />
      <RangeSlider {...labels(globals.locale)} defaultValue={[30, 30]} onValueChange={args.onValueChange} />
      <RangeSlider {...labels(globals.locale)} defaultValue={[40, 65]} disabled onValueChange={args.onValueChange} />
    </div>
  ),
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 220 }}>
      <RangeSlider
        {...labels(globals.locale)}
        label={storyCopy(globals.locale).longHebrew}
        onValueChange={args.onValueChange}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The readout ("18–99") stays on one line next to a label that wraps.
    const readout = canvasElement.querySelector('output bdi') as HTMLElement;
    await expect(readout.getClientRects()).toHaveLength(1);
  },
};
