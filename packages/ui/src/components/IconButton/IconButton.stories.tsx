import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowBackIcon, CloseIcon, HeartIcon, MoreIcon, SendIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { IconButton, iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: <HeartIcon />, 'aria-label': 'Like', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { variant: 'soft', tone: 'accent', size: 'md' },
  render: (args, { globals }) => <IconButton {...args} aria-label={text(globals.locale)('actions.like')} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <IconButton icon={<MoreIcon />} aria-label={storyCopy(globals.locale).moreOptions} onClick={args.onClick} />
  ),
};

/** Directional icons mirror in RTL: back points to the inline start, send to the inline end. */
export const DirectionalIcons: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton icon={<ArrowBackIcon />} aria-label={text(globals.locale)('actions.back')} onClick={args.onClick} />
      <IconButton
        icon={<SendIcon />}
        variant="solid"
        tone="accent"
        aria-label={storyCopy(globals.locale).send}
        onClick={args.onClick}
      />
    </div>
  ),
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: storyCopy(globals.locale).send });
    await userEvent.click(send);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    const icon = send.querySelector('svg') as SVGElement;
    await expect(getComputedStyle(icon).transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  },
};

export const Disabled: Story = {
  render: (args, { globals }) => (
    <IconButton icon={<CloseIcon />} disabled aria-label={storyCopy(globals.locale).close} onClick={args.onClick} />
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {iconButtonVariants.map((variant) =>
        iconButtonTones.map((tone) => (
          <div key={`${variant}-${tone}`} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            {iconButtonSizes.map((size) => (
              <IconButton
                key={size}
                icon={<HeartIcon size={size === 'lg' ? 'lg' : 'md'} />}
                variant={variant}
                tone={tone}
                size={size}
                aria-label={`${text(globals.locale)('actions.like')} · ${storyCopy(globals.locale).variantNames[variant]} · ${storyCopy(globals.locale).variantNames[tone]} · ${storyCopy(globals.locale).variantNames[size]}`}
                onClick={args.onClick}
              />
            ))}
            <IconButton
              icon={<HeartIcon />}
              variant={variant}
              tone={tone}
              disabled
              aria-label={`${text(globals.locale)('actions.like')} · ${storyCopy(globals.locale).variantNames[variant]} · ${storyCopy(globals.locale).variantNames[tone]}`}
              onClick={args.onClick}
            />
          </div>
        )),
      )}
    </div>
  ),
};
