import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { faqItems } from '../../storybook/visitorCopy';
import { Faq } from './Faq';

const meta = {
  title: 'Components/Faq',
  component: Faq,
  args: { items: faqItems('en'), onValueChange: fn() },
  argTypes: { items: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 680 }}>{Story()}</div>],
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <Faq {...args} items={faqItems(globals.locale)} />,
};

export const OneOpenAtATime: Story = {
  render: (args, { globals }) => <Faq {...args} items={faqItems(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const items = faqItems(globals.locale);
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: items[0]!.question });
    const second = canvas.getByRole('button', { name: items[1]!.question });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(items[1]!.id);
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return <Faq {...args} defaultValue="a" items={[{ id: 'a', question: s.longHebrew, answer: s.unbroken }]} />;
  },
};

export const MixedBidi: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return <Faq {...args} defaultValue="a" items={[{ id: 'a', question: s.mixed, answer: s.mixed }]} />;
  },
};
