import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { ProgressBar, progressSizes, progressTones } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Progress', value: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { tone: 'accent', size: 'md', value: 40 },
  render: (args, { globals }) => (
    <ProgressBar {...args} label={storyCopy(globals.locale).uploading} valueText={`${args.value}%`} />
  ),
};

/** Registration wizard: step 2 of 4. The bar fills from the inline start (the right in Hebrew). */
export const Default: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return <ProgressBar label={c.step(2, 4)} value={2} max={4} valueText="2/4" />;
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    const fill = bar.firstElementChild as HTMLElement;
    const b = bar.getBoundingClientRect();
    const f = fill.getBoundingClientRect();
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    await expect(Math.round(f.width)).toBe(Math.round(b.width / 2));
    await expect(Math.round(rtl ? b.right - f.right : f.left - b.left)).toBe(0);
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 20 }}>
        {progressTones.map((tone) =>
          progressSizes.map((size) => (
            <ProgressBar
              key={`${tone}-${size}`}
              label={c.uploading}
              value={tone === 'positive' ? 100 : 35}
              tone={tone}
              size={size}
              valueText={tone === 'positive' ? '100%' : '35%'}
            />
          )),
        )}
        <ProgressBar label={c.uploading} value={0} valueText="0%" />
        <ProgressBar label={c.uploading} value={null} />
      </div>
    );
  },
};
