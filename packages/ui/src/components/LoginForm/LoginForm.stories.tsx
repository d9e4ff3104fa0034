import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { loginCopy } from '../../storybook/visitorCopy';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  args: { copy: loginCopy('en'), onSubmit: fn(), onNavigate: fn() },
  argTypes: { copy: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <LoginForm {...args} copy={loginCopy(globals.locale)} />,
};

export const SignIn: Story = {
  render: (args, { globals }) => <LoginForm {...args} copy={loginCopy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = loginCopy(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(c.email, { exact: false }), 'noa@example.com');
    await userEvent.type(canvas.getByLabelText(c.password, { exact: false, selector: 'input' }), 'Sunset#2024');
    await userEvent.click(canvas.getByRole('checkbox', { name: c.remember }));
    await userEvent.click(canvas.getByRole('button', { name: c.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'noa@example.com',
      password: 'Sunset#2024',
      remember: true,
    });
    // The forgot link goes through the app's router.
    await userEvent.click(canvas.getByRole('link', { name: c.forgot }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/forgot-password');
  },
};

export const Loading: Story = {
  args: { submitting: true, defaultValues: { email: 'noa@example.com', password: 'Sunset#2024', remember: true } },
  render: (args, { globals }) => <LoginForm {...args} copy={loginCopy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: loginCopy(globals.locale).submitting });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    return (
      <LoginForm
        {...args}
        copy={loginCopy(globals.locale)}
        defaultValues={{ email: 'noa@', password: '123' }}
        generalError={t('auth:login.failed')}
        errors={{ email: t('validation:emailInvalid'), password: t('validation:loginPasswordTooShort') }}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text(globals.locale)('auth:login.failed'));
  },
};

export const WithSocialProviders: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    return (
      <LoginForm
        {...args}
        copy={loginCopy(globals.locale)}
        social={[
          { label: t('auth:login.google'), onClick: fn() },
          { label: t('auth:login.facebook'), onClick: fn() },
        ]}
      />
    );
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 300 }}>
        <LoginForm
          {...args}
          copy={{ ...loginCopy(globals.locale), remember: s.longHebrew }}
          generalError={s.longHebrew}
          defaultValues={{ email: 'a.very.long.address.for.testing@kindred.example' }}
        />
      </div>
    );
  },
};
