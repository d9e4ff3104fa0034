import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sentence } from '../../storybook/notifications';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { Button } from '../Button/Button';
import { Toaster, toastTones, type ToastItem, type ToastTone } from './Toast';

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  args: { toasts: [], onDismiss: fn(), closeLabel: 'Close', regionLabel: 'Notifications' },
  argTypes: { toasts: { control: false } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function messages(locale: unknown): Record<ToastTone, string> {
  const t = storyCopy(locale).toasts;
  return { info: t.reconnected, positive: t.story, caution: t.wait, critical: t.failed };
}

/** A little app: buttons push toasts, the Toaster shows the newest five. */
function Demo({
  locale,
  duration,
  onDismiss,
}: {
  locale: unknown;
  duration?: number;
  onDismiss?: (id: string) => void;
}) {
  const c = storyCopy(locale);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [next, setNext] = useState(1);
  const push = (tone: ToastTone) => {
    setToasts((list) => [...list, { id: String(next), tone, title: `${messages(locale)[tone]} (${next})` }]);
    setNext(next + 1);
  };
  return (
    <Toaster
      toasts={toasts}
      duration={duration}
      closeLabel={c.dismiss}
      regionLabel={c.notifications}
      onDismiss={(id) => {
        onDismiss?.(id);
        setToasts((list) => list.filter((t) => t.id !== id));
      }}
    >
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => push('positive')}>{c.showToast}</Button>
        <Button tone="critical" variant="soft" onClick={() => push('critical')}>
          {c.showError}
        </Button>
      </div>
    </Toaster>
  );
}

const stack = (locale: unknown): ToastItem[] => {
  const m = messages(locale);
  return toastTones.map((tone) => ({ id: tone, tone, title: m[tone], duration: Infinity }));
};

export const Playground: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return <Toaster {...args} toasts={stack(globals.locale)} closeLabel={c.dismiss} regionLabel={c.notifications} />;
  },
};

/** One of each tone, stacked in the bottom end corner (bottom left in Hebrew). */
export const Default: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Toaster
        toasts={[
          ...stack(globals.locale),
          { id: 'd', title: c.toasts.sent, description: c.bio, tone: 'positive', duration: Infinity },
        ]}
        onDismiss={args.onDismiss}
        closeLabel={c.dismiss}
        regionLabel={c.notifications}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent(storyCopy(globals.locale).toasts.failed);
    const items = body.getAllByRole('listitem');
    const rect = (items[items.length - 1] as HTMLElement).getBoundingClientRect();
    const rtl = doc.documentElement.dir === 'rtl';
    // Bottom end corner (decision 0115): the header's controls and dialogs' close buttons stay uncovered.
    await expect(doc.documentElement.clientHeight - rect.bottom).toBeLessThan(40);
    await expect((items[0] as HTMLElement).getBoundingClientRect().top).toBeGreaterThan(60);
    if (rtl) await expect(rect.left).toBeLessThan(40);
    else await expect(doc.documentElement.clientWidth - rect.right).toBeLessThan(40);
  },
};

/** Seven toasts pushed: only the newest five show. Clicking a toast closes it. */
export const MaxFiveAndClickToClose: Story = {
  render: (args, { globals }) => <Demo locale={globals.locale} duration={Infinity} onDismiss={args.onDismiss} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const show = within(canvasElement).getByRole('button', { name: c.showToast });
    for (let i = 0; i < 7; i += 1) await userEvent.click(show);
    await waitFor(() => expect(body.getAllByRole('listitem')).toHaveLength(5));
    await expect(body.queryByText(`${c.toasts.story} (1)`)).toBeNull();
    await userEvent.click(body.getByText(`${c.toasts.story} (7)`));
    await expect(args.onDismiss).toHaveBeenCalledWith('7');
    // The closed one goes; the next-newest hidden toast takes its place.
    await waitFor(() => expect(body.queryByText(`${c.toasts.story} (7)`)).toBeNull());
    await expect(body.getByText(`${c.toasts.story} (2)`)).toBeInTheDocument();
    await expect(body.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(canvasElement).getByRole('button', { name: c.showError }));
    await expect(await body.findByRole('alert')).toHaveTextContent(c.toasts.failed);
  },
};

/** Auto-close (shortened to 400 ms here; the app uses 3000 ms). Hovering pauses the timer. */
export const AutoCloseAndPauseOnHover: Story = {
  render: (args, { globals }) => <Demo locale={globals.locale} duration={400} onDismiss={args.onDismiss} />,
  play: async ({ canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: c.showToast }));
    const toast = await body.findByText(`${c.toasts.story} (1)`);
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(body.getByText(`${c.toasts.story} (1)`)).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(body.queryByText(`${c.toasts.story} (1)`)).toBeNull(), { timeout: 2000 });
  },
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Toaster
        toasts={[
          { id: '1', title: c.longHebrew, description: c.mixed, tone: 'caution', duration: Infinity },
          { id: '2', title: c.unbroken, tone: 'info', duration: Infinity },
        ]}
        onDismiss={args.onDismiss}
        closeLabel={c.dismiss}
        regionLabel={c.notifications}
      />
    );
  },
};

/** Every tone with a description, plus a title-only toast; none closes on its own (duration Infinity). */
export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const m = messages(globals.locale);
    const toasts: ToastItem[] = [
      ...toastTones.map((tone) => ({
        id: tone,
        tone,
        title: m[tone],
        description: c.toastDetails[tone],
        duration: Infinity,
      })),
      { id: 'title-only', title: c.toasts.sent, tone: 'positive', duration: Infinity },
    ];
    return (
      <Toaster
        toasts={toasts}
        duration={Infinity}
        onDismiss={args.onDismiss}
        closeLabel={c.dismiss}
        regionLabel={c.notifications}
      />
    );
  },
};

/** The like toast (docs/product/notifications.md: 5 s): the member's photo instead of the icon, the sentence with the name in <bdi>. */
export const LikeToast: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const [a = '', b = ''] = c.names;
    return (
      <Toaster
        toasts={[
          {
            id: 'like',
            title: sentence(globals.locale, 'core:notifications.item.like', a),
            tone: 'info',
            duration: Infinity,
            person: { name: a, photo: storyPhotos[0] },
          },
          {
            id: 'like-2',
            title: sentence(globals.locale, 'core:notifications.item.like', b),
            tone: 'info',
            duration: Infinity,
            person: { name: b },
          },
        ]}
        onDismiss={args.onDismiss}
        closeLabel={c.dismiss}
        regionLabel={c.notifications}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toasts = await body.findAllByRole('status');
    await expect(toasts.length).toBeGreaterThanOrEqual(2);
  },
};
