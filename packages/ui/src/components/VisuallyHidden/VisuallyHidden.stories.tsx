import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeartFilledIcon } from '../../icons/icons';
import { text } from '../../storybook/text';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Like' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (_args, { globals }) => (
    <button type="button" style={{ display: 'inline-flex', padding: 8 }}>
      <HeartFilledIcon />
      <VisuallyHidden>{text(globals.locale)('actions.like')}</VisuallyHidden>
    </button>
  ),
};

export const Default: Story = {
  ...Playground,
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: text(globals.locale)('actions.like') });
    await expect(button.getBoundingClientRect().width).toBeLessThan(60);
  },
};
