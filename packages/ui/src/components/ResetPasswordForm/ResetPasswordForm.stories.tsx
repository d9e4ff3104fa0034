import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { ResetPasswordForm, resetPasswordStates } from './ResetPasswordForm';

const copy = (locale: unknown) => {
  const t = text(locale);
  const k = (key: string) => t(`auth:reset.${key}`);
  return {
    password: k('password'),
    confirmPassword: k('confirmPassword'),
    passwordHint: t('auth:register.passwordHint'),
    showPassword: t('auth:login.showPassword'),
    hidePassword: t('auth:login.hidePassword'),
    submit: k('submit'),
    submitting: k('submitting'),
    successTitle: k('successTitle'),
    successBody: k('successBody'),
    signIn: k('signIn'),
    missingToken: k('missingToken'),
    requestNew: k('requestNew'),
  };
};

const meta = {
  title: 'Components/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { copy: copy('en'), state: 'form', onSubmit: fn(), onNavigate: fn() },
  argTypes: { copy: { control: false }, state: { control: 'inline-radio', options: resetPasswordStates } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <ResetPasswordForm {...args} copy={copy(globals.locale)} />,
};

export const ChooseNewPassword: Story = {
  render: (args, { globals }) => <ResetPasswordForm {...args} copy={copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = copy(globals.locale);
    const canvas = within(canvasElement);
    const [password, confirm] = canvasElement.querySelectorAll('input');
    await userEvent.type(password!, 'Sunrise#2025');
    await userEvent.type(confirm!, 'Sunrise#2025');
    await expect(canvas.getByText(c.confirmPassword, { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: c.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Sunrise#2025', confirmPassword: 'Sunrise#2025' });
  },
};

export const Loading: Story = {
  args: { submitting: true },
  render: (args, { globals }) => <ResetPasswordForm {...args} copy={copy(globals.locale)} />,
};

export const Error: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    return (
      <ResetPasswordForm
        {...args}
        copy={copy(globals.locale)}
        generalError={t('core:errors.resetLinkInvalid')}
        errors={{ password: t('validation:passwordUppercase'), confirmPassword: t('validation:passwordsDoNotMatch') }}
      />
    );
  },
};

export const Done: Story = {
  args: { state: 'done' },
  render: (args, { globals }) => <ResetPasswordForm {...args} copy={copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: copy(globals.locale).signIn }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const MissingToken: Story = {
  args: { state: 'missingToken' },
  render: (args, { globals }) => <ResetPasswordForm {...args} copy={copy(globals.locale)} />,
};

export const LongHebrew: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 280 }}>
      <ResetPasswordForm {...args} copy={{ ...copy(globals.locale), password: storyCopy(globals.locale).longHebrew }} />
    </div>
  ),
};
