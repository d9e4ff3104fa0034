import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { AuthErrorPanel } from './AuthErrorPanel';

const meta = {
  title: 'Components/AuthErrorPanel',
  component: AuthErrorPanel,
  args: { title: 'Authentication Error', message: 'Authentication failed' },
} satisfies Meta<typeof AuthErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = (locale: unknown) => {
  const t = text(locale);
  return {
    title: t('core:routes.authError'),
    message: t('core:routes.authFailed'),
    note: t('shell:authError.redirecting'),
  };
};

export const Playground: Story = {
  render: (_args, { globals }) => <AuthErrorPanel {...copy(globals.locale)} />,
};

/** What the guard shows for 3 s when the session check fails (docs/product/accounts.md). */
export const Default: Story = {
  render: (_args, { globals }) => <AuthErrorPanel {...copy(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(copy(globals.locale).title);
    await expect(alert).toHaveTextContent(copy(globals.locale).note);
  },
};

export const ServerMessage: Story = {
  render: (_args, { globals }) => (
    <AuthErrorPanel title={copy(globals.locale).title} message={text(globals.locale)('core:socket.authFailed')} />
  ),
};

export const LongHebrew: Story = {
  render: (_args, { globals }) => (
    <div style={{ maxInlineSize: 340 }}>
      <AuthErrorPanel title={copy(globals.locale).title} message={storyCopy(globals.locale).longHebrew} />
    </div>
  ),
};
