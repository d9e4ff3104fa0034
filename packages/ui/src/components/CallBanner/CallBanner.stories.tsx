import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { CallBanner, callBannerVariants, type CallBannerLabels, type CallBannerVariant } from './CallBanner';

const labelsFor = (locale: unknown, variant: CallBannerVariant): CallBannerLabels => {
  const t = text(locale);
  return variant === 'incoming'
    ? { title: t('calls:incoming.title'), accept: t('calls:incoming.accept'), decline: t('calls:incoming.decline') }
    : {
        title: t('calls:active.title'),
        returnToCall: t('calls:active.returnToCall'),
        hangUp: t('calls:overlay.hangUp'),
      };
};
const nameOf = (locale: unknown, i = 0) => storyCopy(locale).names[i] as string;

const meta = {
  title: 'Components/CallBanner',
  component: CallBanner,
  args: {
    variant: 'incoming',
    name: 'Noa Levi',
    labels: labelsFor('en', 'incoming'),
    onAccept: fn(),
    onDecline: fn(),
    onReturn: fn(),
    onHangUp: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: callBannerVariants } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 160 }}>{Story()}</div>],
} satisfies Meta<typeof CallBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <CallBanner
      {...args}
      name={nameOf(globals.locale)}
      photoSrc={storyPhotos[0]}
      labels={labelsFor(globals.locale, args.variant)}
    />
  ),
};

/** A call rings on any page: accept or decline, announced at once. */
export const Incoming: Story = {
  render: (args, { globals }) => (
    <CallBanner
      {...args}
      variant="incoming"
      name={nameOf(globals.locale)}
      photoSrc={storyPhotos[0]}
      labels={labelsFor(globals.locale, 'incoming')}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: t('calls:incoming.title') });
    await expect(within(banner).getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    await userEvent.click(canvas.getByRole('button', { name: t('calls:incoming.accept') }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:incoming.decline') }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

/** A call under way while its screen is minimised: back to it, or hang up. */
export const Active: Story = {
  render: (args, { globals }) => (
    <CallBanner
      {...args}
      variant="active"
      name={nameOf(globals.locale, 1)}
      photoSrc={storyPhotos[2]}
      detail={`${text(globals.locale)('calls:status.connected')} · 04:12`}
      labels={labelsFor(globals.locale, 'active')}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('calls:active.returnToCall') }));
    await expect(args.onReturn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:overlay.hangUp') }));
    await expect(args.onHangUp).toHaveBeenCalledOnce();
  },
};

/** No photo: initials. A couple's name with an ampersand. */
export const WithoutPhoto: Story = {
  render: (args, { globals }) => (
    <CallBanner
      {...args}
      variant="incoming"
      name={nameOf(globals.locale, 2)}
      labels={labelsFor(globals.locale, 'incoming')}
    />
  ),
};

/** A very long unbroken nickname is cut with an ellipsis, never pushes the buttons off. */
export const LongName: Story = {
  parameters: { kindred: { latin: ['Supercalifragilisticexpialidocious', 'the', 'third', 'of', 'Haifa'] } },
  render: (args, { globals }) => (
    <CallBanner
      {...args}
      variant="incoming"
      name="Supercalifragilisticexpialidocious_the_third_of_Haifa_2026"
      photoSrc={storyPhotos[3]}
      labels={labelsFor(globals.locale, 'incoming')}
    />
  ),
};

/** A Hebrew name with Latin and digits, and an emoji-only one. */
export const MixedBidiAndEmoji: Story = {
  parameters: { kindred: { latin: ['Levi'] } },
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 96 }}>
      <CallBanner
        {...args}
        variant="incoming"
        name="נועה Levi 2026 🌊"
        photoSrc={storyPhotos[4]}
        labels={labelsFor(globals.locale, 'incoming')}
      />
    </div>
  ),
};

export const EmojiOnlyNameActive: Story = {
  render: (args, { globals }) => (
    <CallBanner
      {...args}
      variant="active"
      name="🌸🌸🌸"
      detail={`${text(globals.locale)('calls:status.connecting')}`}
      labels={labelsFor(globals.locale, 'active')}
    />
  ),
};

/** A phone: the actions wrap under the caller when there is no room beside. */
export const Narrow: Story = {
  render: (args, { globals }) => (
    <div style={{ inlineSize: 340, position: 'relative', transform: 'translateZ(0)', minBlockSize: 180 }}>
      <CallBanner
        {...args}
        variant="incoming"
        name={nameOf(globals.locale)}
        photoSrc={storyPhotos[0]}
        labels={labelsFor(globals.locale, 'incoming')}
      />
    </div>
  ),
};
