import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BellIcon, HeartFilledIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Button, buttonSizes } from '../Button/Button';
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

/**
 * Buttons in each size whose only accessible name is VisuallyHidden text, and a count badge whose
 * full meaning is only for assistive technology. Nothing of the hidden text shows in the screenshot.
 */
export const Matrix: Story = {
  render: (_args, { globals }) => {
    const like = text(globals.locale)('actions.like');
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        {buttonSizes.map((size) => (
          <Button key={size} size={size} variant="soft">
            <HeartFilledIcon size={size} />
            <VisuallyHidden>{like}</VisuallyHidden>
          </Button>
        ))}
        <Button variant="ghost" tone="neutral">
          <BellIcon />
          <span aria-hidden="true">3</span>
          <VisuallyHidden>{c.unread(3)}</VisuallyHidden>
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: text(globals.locale)('actions.like') })).toHaveLength(
      buttonSizes.length,
    );
    await expect(canvas.getByRole('button', { name: storyCopy(globals.locale).unread(3) })).toBeInTheDocument();
  },
};
