import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Components/NotFoundView',
  component: NotFoundView,
  args: { code: '404', title: '', body: '', homeLabel: '', onNavigate: fn() },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = (locale: unknown) => {
  const t = text(locale);
  return {
    code: t('notFound.code'),
    title: t('notFound.title'),
    body: t('notFound.body'),
    homeLabel: t('notFound.backHome'),
  };
};

export const Playground: Story = {
  render: (args, { globals }) => <NotFoundView {...args} {...copy(globals.locale)} />,
};

/** docs/product/public-pages.md: 404, a message and a back-to-home button to '/'; the app's router takes the click. */
export const Default: Story = {
  render: (args, { globals }) => <NotFoundView {...copy(globals.locale)} onNavigate={args.onNavigate} />,
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy(globals.locale).title);
    const home = canvas.getByRole('link', { name: copy(globals.locale).homeLabel });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 340 }}>
      <NotFoundView
        {...copy(globals.locale)}
        body={storyCopy(globals.locale).longHebrew}
        onNavigate={args.onNavigate}
      />
    </div>
  ),
};
