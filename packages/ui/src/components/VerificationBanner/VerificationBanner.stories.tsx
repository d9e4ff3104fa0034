import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { VerificationBanner, verificationBannerStates } from './VerificationBanner';

const copy = (locale: unknown, minutes = 42) => {
  const t = text(locale);
  return {
    title: t('auth:verifyBanner.title'),
    text: t('auth:verifyBanner.text'),
    resendLabel: t('auth:verifyBanner.resend'),
    sendingLabel: t('auth:verifyBanner.sending'),
    cooldownLabel: t('auth:verifyBanner.resendIn_other').replace('{{count}}', String(minutes)),
    dismissLabel: t('auth:verifyBanner.dismiss'),
  };
};

const meta = {
  title: 'Components/VerificationBanner',
  component: VerificationBanner,
  args: { ...copy('en'), state: 'ready', onResend: fn(), onDismiss: fn() },
  argTypes: { state: { control: 'inline-radio', options: verificationBannerStates } },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof VerificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <VerificationBanner {...args} {...copy(globals.locale)} />,
};

export const ResendAndDismiss: Story = {
  render: (args, { globals }) => <VerificationBanner {...args} {...copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = copy(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: c.resendLabel }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: c.dismissLabel }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { state: 'sending' },
  render: (args, { globals }) => <VerificationBanner {...args} {...copy(globals.locale)} />,
};

export const Cooldown: Story = {
  args: { state: 'cooldown' },
  render: (args, { globals }) => <VerificationBanner {...args} {...copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: copy(globals.locale).cooldownLabel });
    await expect(button).toBeDisabled();
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 320 }}>
      <VerificationBanner {...args} {...copy(globals.locale)} text={storyCopy(globals.locale).longHebrew} />
    </div>
  ),
};
