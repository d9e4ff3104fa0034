import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { VerifyEmailStatus, verifyEmailStates, type VerifyEmailState } from './VerifyEmailStatus';

const props = (locale: unknown, state: VerifyEmailState, onClick = fn()) => {
  const t = text(locale);
  const k = (key: string) => t(`auth:verify.${key}`);
  switch (state) {
    case 'verifying':
      return { state, title: k('verifying') };
    case 'success':
      return {
        state,
        title: k('successTitle'),
        body: k('successBody'),
        primary: { label: k('signIn'), href: '/login' },
      };
    case 'already':
      return {
        state,
        title: k('alreadyTitle'),
        body: k('alreadyBody'),
        primary: { label: k('toDashboard'), href: '/dashboard' },
      };
    case 'error':
      return {
        state,
        title: k('failedTitle'),
        body: k('failedBody'),
        primary: { label: k('resend'), onClick },
        secondary: { label: k('backToLogin'), href: '/login' },
      };
    case 'missing':
      return {
        state,
        title: k('failedTitle'),
        body: k('missingToken'),
        primary: { label: k('resend'), onClick },
        secondary: { label: k('backToLogin'), href: '/login' },
      };
  }
};

const meta = {
  title: 'Components/VerifyEmailStatus',
  component: VerifyEmailStatus,
  args: { state: 'success', title: '', onNavigate: fn() },
  parameters: { kindred: { latin: ['Kindred'] } },
  argTypes: { state: { control: 'inline-radio', options: verifyEmailStates } },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof VerifyEmailStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <VerifyEmailStatus {...args} {...props(globals.locale, args.state)} />,
};

export const Loading: Story = {
  render: (args, { globals }) => <VerifyEmailStatus {...args} {...props(globals.locale, 'verifying')} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Success: Story = {
  render: (args, { globals }) => <VerifyEmailStatus {...args} {...props(globals.locale, 'success')} />,
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text(globals.locale)('auth:verify.signIn') }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const AlreadyVerified: Story = {
  render: (args, { globals }) => <VerifyEmailStatus {...args} {...props(globals.locale, 'already')} />,
};

export const Error: Story = {
  render: (args, { globals }) => <VerifyEmailStatus {...args} {...props(globals.locale, 'error')} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      text(globals.locale)('auth:verify.failedTitle'),
    );
  },
};

export const MissingToken: Story = {
  render: (args, { globals }) => <VerifyEmailStatus {...args} {...props(globals.locale, 'missing')} />,
};

export const LongHebrew: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 280 }}>
      <VerifyEmailStatus {...args} {...props(globals.locale, 'error')} body={storyCopy(globals.locale).longHebrew} />
    </div>
  ),
};
