import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { ErrorFallback } from './ErrorFallback';

const meta = {
  title: 'Components/ErrorFallback',
  component: ErrorFallback,
  args: { title: '', body: '', refreshLabel: '', onRefresh: fn() },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = (locale: unknown) => {
  const t = text(locale);
  return { title: t('errorFallback.title'), body: t('errorFallback.body'), refreshLabel: t('errorFallback.refresh') };
};

export const Playground: Story = {
  render: (args, { globals }) => <ErrorFallback {...args} {...copy(globals.locale)} />,
};

/** docs/product/public-pages.md: 'Something went wrong' with a Refresh Page button that reloads the page. */
export const Default: Story = {
  render: (args, { globals }) => <ErrorFallback {...copy(globals.locale)} onRefresh={args.onRefresh} />,
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy(globals.locale).title);
    await userEvent.click(canvas.getByRole('button', { name: copy(globals.locale).refreshLabel }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 340 }}>
      <ErrorFallback {...copy(globals.locale)} body={storyCopy(globals.locale).longHebrew} onRefresh={args.onRefresh} />
    </div>
  ),
};
