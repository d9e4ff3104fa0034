import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Card } from '../Card/Card';
import { Inline, Stack } from '../Layout/Layout';
import { Spinner } from '../Spinner/Spinner';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ maxInlineSize: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { shape: 'text', lines: 3, size: 40 },
};

/** A loading profile card: skeleton shapes, with the announcement from a Spinner. */
export const Default: Story = {
  render: (_args, { globals }) => (
    <Card>
      <Inline gap="3" wrap={false}>
        <Skeleton shape="circle" size={56} />
        <div style={{ flex: 1 }}>
          <Skeleton lines={2} />
        </div>
      </Inline>
      <Skeleton shape="rect" size={120} />
      <Spinner size="sm" label={text(globals.locale)('loading')} />
    </Card>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text(globals.locale)('loading'));
  },
};

export const Matrix: Story = {
  render: () => (
    <Stack gap="4">
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} lines={3} size={48} />
      ))}
    </Stack>
  ),
};

/** A loading card in a narrow container, next to a long Hebrew heading and a long Hebrew status label. */
export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 180 }}>
        <Card>
          <p style={{ margin: 0 }}>{c.longHebrew}</p>
          <Inline gap="2" wrap={false}>
            <Skeleton shape="circle" size={32} />
            <div style={{ flex: 1, minInlineSize: 0 }}>
              <Skeleton lines={2} />
            </div>
          </Inline>
          <Skeleton shape="rect" size={64} />
          <Spinner size="sm" label={c.mixed} />
        </Card>
      </div>
    );
  },
};
