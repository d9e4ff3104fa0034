import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { storyCopy } from '../../storybook/storyCopy';
import { PasswordField, passwordAutoCompletes } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    onChange: fn(),
    onVisibilityChange: fn(),
  },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes }, label: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

const localized = (locale: unknown) => {
  const c = storyCopy(locale);
  return { label: c.password, showLabel: c.showPassword, hideLabel: c.hidePassword };
};

export const Playground: Story = {
  args: { autoComplete: 'new-password' },
  render: (args, { globals }) => (
    <PasswordField {...args} {...localized(globals.locale)} hint={storyCopy(globals.locale).passwordHint} />
  ),
};

export const Default: Story = {
  render: (args, { globals }) => <PasswordField {...localized(globals.locale)} onChange={args.onChange} />,
};

export const ShowAndHide: Story = {
  render: (args, { globals }) => (
    <PasswordField
      {...localized(globals.locale)}
      defaultValue="Tel-Aviv#2024"
      onChange={args.onChange}
      onVisibilityChange={args.onVisibilityChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const l = localized(globals.locale);
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(l.label);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: l.showLabel }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibilityChange).toHaveBeenLastCalledWith(true);
    // Keyboard: the toggle is reachable and operable with Enter.
    const toggle = canvas.getByRole('button', { name: l.hideLabel });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: l.showLabel })).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <PasswordField {...localized(globals.locale)} hint={c.passwordHint} onChange={args.onChange} />
        <PasswordField
          {...localized(globals.locale)}
          defaultValue="short"
          error={text(globals.locale)('validation:passwordTooShort')}
          onChange={args.onChange}
        />
        <PasswordField {...localized(globals.locale)} defaultValue="secret" disabled onChange={args.onChange} />
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 220 }}>
      <PasswordField
        {...localized(globals.locale)}
        label={storyCopy(globals.locale).longHebrew}
        defaultValue={storyCopy(globals.locale).unbroken}
        onChange={args.onChange}
      />
    </div>
  ),
};
