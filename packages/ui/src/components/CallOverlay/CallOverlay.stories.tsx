import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { text, textWith } from '../../storybook/text';
import { CallOverlay, callOverlayStatuses, type CallOverlayLabels, type CallOverlayProps } from './CallOverlay';

const labelsFor = (locale: unknown, name: string, quality = 'good'): CallOverlayLabels => {
  const t = textWith(locale);
  const k = (key: string) => t(`calls:overlay.${key}`);
  return {
    remoteVideo: t('calls:overlay.remoteVideo', { name }),
    localVideo: k('localVideo'),
    mute: k('mute'),
    unmute: k('unmute'),
    cameraOff: k('cameraOff'),
    cameraOn: k('cameraOn'),
    fullscreen: k('fullscreen'),
    exitFullscreen: k('exitFullscreen'),
    hangUp: k('hangUp'),
    close: k('close'),
    minimise: k('minimise'),
    remoteMuted: k('remoteMuted'),
    remoteCameraOff: k('remoteCameraOff'),
    confirmTitle: k('confirmTitle'),
    confirmEnd: k('confirmEnd'),
    confirmStay: k('confirmStay'),
    quality: t('calls:quality.label', { quality: t(`calls:quality.${quality}`) }),
  };
};
const nameOf = (locale: unknown, i = 0) => storyCopy(locale).names[i] as string;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The props of one state in the member's language. */
function stateProps(locale: unknown, status: CallOverlayProps['status']): Partial<CallOverlayProps> {
  const t = textWith(locale);
  switch (status) {
    case 'calling':
      return { statusText: t('calls:status.calling') };
    case 'ringing':
      return { statusText: t('calls:status.ringing') };
    case 'connecting':
      return {
        statusText: t('calls:status.connecting'),
        attemptText: t('core:calls.attempt', { n: 2 }),
        message: t('core:calls.reconnecting', { n: 2 }),
      };
    case 'connected':
      return { statusText: t('calls:status.connected'), duration: '04:12', quality: 'good' };
    case 'error':
      return { statusText: t('calls:status.error'), message: t('core:calls.reconnectFailed') };
    case 'ended':
      return { statusText: t('calls:status.ended'), message: t('core:calls.remoteEnded') };
  }
}

const meta = {
  title: 'Components/CallOverlay',
  component: CallOverlay,
  args: {
    open: true,
    status: 'connected',
    name: 'Noa Levi',
    statusText: 'Connected',
    labels: labelsFor('en', 'Noa Levi'),
    // Long enough that a screenshot never catches the controls fading (ControlsHide tests the 3 s).
    controlsHideMs: 120_000,
    onToggleMute: fn(),
    onToggleCamera: fn(),
    onHangUp: fn(),
    onClose: fn(),
    onMinimise: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: callOverlayStatuses } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CallOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args, { globals }) => {
  const name = nameOf(globals.locale);
  return (
    <CallOverlay
      {...args}
      {...stateProps(globals.locale, args.status)}
      name={name}
      photoSrc={storyPhotos[0]}
      localPosterSrc={storyPhotos[2]}
      labels={labelsFor(globals.locale, name)}
    />
  );
};

export const Playground: Story = { render };

/** Calling out: the partner's photo pulses while it rings. */
export const Ringing: Story = { args: { status: 'ringing' }, render };

/** Reconnecting after a drop: 'attempt 2 of 3' and the spec's sentence. */
export const Connecting: Story = {
  args: { status: 'connecting' },
  render,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const dialog = body(canvasElement).getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-status', 'connecting');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(t('core:calls.attempt', { n: 2 }));
  },
};

/** Live: quality bars, duration, my picture in the corner; every control calls its handler. */
export const Connected: Story = {
  args: { status: 'connected' },
  render,
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const dialog = body(canvasElement).getByRole('dialog', { name: nameOf(globals.locale) });
    // Open (focus inside) before pressing anything.
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(dialog).getByRole('img', { name: labelsFor(globals.locale, '').quality })).toHaveAttribute(
      'data-quality',
      'good',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('calls:overlay.mute') }));
    await expect(args.onToggleMute).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: t('calls:overlay.cameraOff') }));
    await expect(args.onToggleCamera).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: t('calls:overlay.minimise') }));
    await expect(args.onMinimise).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: t('calls:overlay.hangUp') }));
    await expect(args.onHangUp).toHaveBeenCalledOnce();
  },
};

/** I muted and turned my camera off; the partner muted and turned theirs off. */
export const MutedAndCamerasOff: Story = {
  args: { status: 'connected', muted: true, cameraOff: true, remoteMuted: true, remoteCameraOff: true },
  render,
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const dialog = body(canvasElement).getByRole('dialog');
    // After the screen's fade-in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('calls:overlay.unmute') })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: t('calls:overlay.cameraOn') })).toBeVisible();
    await expect(within(dialog).getByText(t('calls:overlay.remoteCameraOff'))).toBeVisible();
  },
};

/** Poor connection: one red bar. */
export const PoorConnection: Story = {
  args: { status: 'connected' },
  render: (args, { globals }) => {
    const name = nameOf(globals.locale);
    return (
      <CallOverlay
        {...args}
        {...stateProps(globals.locale, 'connected')}
        quality="poor"
        name={name}
        photoSrc={storyPhotos[0]}
        localPosterSrc={storyPhotos[2]}
        labels={labelsFor(globals.locale, name, 'poor')}
      />
    );
  },
};

/** Failed for good: the sentence and a Close button, which has focus. */
export const Failed: Story = {
  args: { status: 'error' },
  render,
  play: async ({ args, canvasElement, globals }) => {
    const close = body(canvasElement).getByRole('button', { name: text(globals.locale)('calls:overlay.close') });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Over: 'Video call ended.'; Escape closes a call that is over. */
export const Ended: Story = {
  args: { status: 'ended' },
  render,
  play: async ({ args, canvasElement, globals }) => {
    await expect(body(canvasElement).getByRole('dialog')).toHaveTextContent(text(globals.locale)('calls:status.ended'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Escape during a call asks first (focus on 'Stay'); 'End call' hangs up. */
export const EscapeAsksFirst: Story = {
  args: { status: 'connected' },
  render,
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByRole('dialog')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    const group = await page.findByRole('group', { name: t('calls:overlay.confirmTitle') });
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: t('calls:overlay.confirmStay') })).toHaveFocus(),
    );
    await expect(args.onHangUp).not.toHaveBeenCalled();
    await userEvent.click(within(group).getByRole('button', { name: t('calls:overlay.confirmEnd') }));
    await expect(args.onHangUp).toHaveBeenCalledOnce();
  },
};

/** The controls fade after the set time without pointer movement and come back when it moves. */
export const ControlsHide: Story = {
  args: { status: 'connected', controlsHideMs: 300 },
  // Its last frame depends on when the controls fade again: the other stories hold the look.
  parameters: { kindred: { snapshot: false } },
  render,
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveAttribute('data-controls', 'hidden'), { timeout: 3000 });
    await userEvent.pointer({ target: dialog, coords: { clientX: 40, clientY: 40 } });
    await waitFor(() => expect(dialog).toHaveAttribute('data-controls', 'shown'));
  },
};

/** Focus is trapped in the screen and returns to the button that opened it when it closes. */
export const FocusReturns: Story = {
  args: { status: 'ended', open: false },
  render: function FocusStory(args, { globals }) {
    const [open, setOpen] = useState(false);
    const name = nameOf(globals.locale);
    return (
      <div style={{ padding: 24 }}>
        <button type="button" onClick={() => setOpen(true)}>
          {text(globals.locale)('calls:callButton')}
        </button>
        <CallOverlay
          {...args}
          {...stateProps(globals.locale, 'ended')}
          open={open}
          name={name}
          photoSrc={storyPhotos[0]}
          labels={labelsFor(globals.locale, name)}
          onClose={() => setOpen(false)}
        />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = text(globals.locale);
    const opener = within(canvasElement).getByRole('button', { name: t('calls:callButton') });
    await userEvent.click(opener);
    const close = await body(canvasElement).findByRole('button', { name: t('calls:overlay.close') });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A long Hebrew name with Latin and digits, and a very long unbroken one, in the heading. */
export const LongAndMixedNames: Story = {
  args: { status: 'ringing' },
  parameters: { kindred: { latin: ['Levi', 'Goldenberg', 'Supercalifragilisticexpialidocious', 'the', 'third'] } },
  render: (args, { globals }) => {
    const name = 'נועה-מיכל Levi-Goldenberg 2026 🌊 Supercalifragilisticexpialidocious_the_third';
    return (
      <CallOverlay
        {...args}
        {...stateProps(globals.locale, 'ringing')}
        name={name}
        labels={labelsFor(globals.locale, name)}
      />
    );
  },
};
