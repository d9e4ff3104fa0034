import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const copy = (locale: unknown) => {
  const t = text(locale);
  const k = (key: string) => t(`auth:forgot.${key}`);
  return {
    email: k('email'),
    submit: k('submit'),
    submitting: k('submitting'),
    sentTitle: k('sentTitle'),
    sentBody: k('sentBody').replace('{{email}}', 'noa@example.com'),
    tryAgain: k('tryAgain'),
    backToLogin: k('backToLogin'),
  };
};

const meta = {
  title: 'Components/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { copy: copy('en'), onSubmit: fn(), onTryAgain: fn(), onNavigate: fn() },
  argTypes: { copy: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <ForgotPasswordForm {...args} copy={copy(globals.locale)} />,
};

export const Request: Story = {
  render: (args, { globals }) => <ForgotPasswordForm {...args} copy={copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = copy(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(c.email, { exact: false }), 'noa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: c.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith('noa@example.com');
  },
};

export const Loading: Story = {
  args: { submitting: true, defaultEmail: 'noa@example.com' },
  render: (args, { globals }) => <ForgotPasswordForm {...args} copy={copy(globals.locale)} />,
};

export const Sent: Story = {
  args: { sent: true },
  render: (args, { globals }) => <ForgotPasswordForm {...args} copy={copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy(globals.locale).tryAgain }));
    await expect(args.onTryAgain).toHaveBeenCalled();
  },
};

export const Error: Story = {
  render: (args, { globals }) => (
    <ForgotPasswordForm
      {...args}
      copy={copy(globals.locale)}
      defaultEmail="noa@"
      error={text(globals.locale)('validation:emailInvalid')}
    />
  ),
};

export const LongHebrew: Story = {
  args: { sent: true },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 300 }}>
      <ForgotPasswordForm
        {...args}
        copy={{ ...copy(globals.locale), sentBody: storyCopy(globals.locale).longHebrew }}
      />
    </div>
  ),
};
