import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Button', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const Heart = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.6 2.6h1.4c1-1.5 2.5-2.6 4.6-2.6 3.7 0 5.8 3.7 4.3 7.2C19.5 16.4 12 21 12 21Z" />
  </svg>
);

export const Playground: Story = {
  args: { variant: 'solid', tone: 'accent', size: 'md' },
  render: (args, { globals }) => <Button {...args}>{text(globals.locale)('actions.getStarted')}</Button>,
};

export const Default: Story = {
  render: (args, { globals }) => <Button onClick={args.onClick}>{text(globals.locale)('actions.continue')}</Button>,
};

export const WithIcon: Story = {
  render: (args, { globals }) => (
    <Button onClick={args.onClick} leadingIcon={<Heart />}>
      {text(globals.locale)('actions.like')}
    </Button>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  render: (args, { globals }) => (
    <Button loading onClick={args.onClick}>
      {text(globals.locale)('actions.save')}
    </Button>
  ),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => (
    <Button disabled onClick={args.onClick}>
      {text(globals.locale)('actions.delete')}
    </Button>
  ),
};

export const ClickAndKeyboard: Story = {
  render: (args, { globals }) => <Button onClick={args.onClick}>{text(globals.locale)('actions.sendWink')}</Button>,
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveFocus();
  },
};

export const LongHebrewLabel: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 240 }}>
      <Button onClick={args.onClick} fullWidth>
        שדרוג לפרימיום כדי לשלוח הודעות, קבצים ולבצע שיחות וידאו ללא הגבלה
      </Button>
    </div>
  ),
};

export const MixedBidiText: Story = {
  parameters: { kindred: { latin: ['Premium'] } },
  render: (args) => (
    <Button onClick={args.onClick}>
      <bdi>Premium</bdi> ב־14.99$ לחודש
    </Button>
  ),
};

export const UnbrokenLabelNarrow: Story = {
  render: (args, { globals }) => (
    <div style={{ inlineSize: 160 }}>
      <Button onClick={args.onClick} fullWidth>
        {storyCopy(globals.locale).unbroken}
      </Button>
    </div>
  ),
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const label = text(globals.locale)('actions.message');
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {buttonVariants.map((variant) =>
          buttonTones.map((tone) => (
            <div
              key={`${variant}-${tone}`}
              style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
            >
              {buttonSizes.map((size) => (
                <Button key={size} variant={variant} tone={tone} size={size} onClick={args.onClick}>
                  {label}
                </Button>
              ))}
              <Button variant={variant} tone={tone} disabled onClick={args.onClick}>
                {label}
              </Button>
              <Button variant={variant} tone={tone} loading onClick={args.onClick}>
                {label}
              </Button>
            </div>
          )),
        )}
      </div>
    );
  },
};
