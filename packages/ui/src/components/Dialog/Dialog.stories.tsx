import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog, DialogClose, dialogSizes } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Block', closeLabel: 'Close', onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes }, title: { control: false } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function BlockDialog({
  locale,
  onOpenChange,
  open,
  size,
}: {
  locale: unknown;
  onOpenChange?: (o: boolean) => void;
  open?: boolean;
  size?: (typeof dialogSizes)[number];
}) {
  const c = storyCopy(locale);
  return (
    <Dialog
      title={c.blockTitle}
      description={c.blockBody}
      closeLabel={c.close}
      size={size}
      defaultOpen={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="soft" tone="critical">
          {c.blockUser}
        </Button>
      }
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" tone="neutral">
              {text(locale)('actions.cancel')}
            </Button>
          </DialogClose>
          <DialogClose>
            <Button tone="critical">{c.block}</Button>
          </DialogClose>
        </>
      }
    />
  );
}

export const Playground: Story = {
  args: { size: 'md' },
  render: (args, { globals }) => (
    <BlockDialog locale={globals.locale} size={args.size} onOpenChange={args.onOpenChange} open />
  ),
};

export const Default: Story = {
  render: (args, { globals }) => <BlockDialog locale={globals.locale} onOpenChange={args.onOpenChange} />,
};

/** Focus moves in (to Cancel), Tab stays inside, Escape closes, focus returns to the trigger. */
export const FocusTrapAndEscape: Story = {
  render: (args, { globals }) => <BlockDialog locale={globals.locale} onOpenChange={args.onOpenChange} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: c.blockUser });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: c.blockTitle });
    await expect(dialog).toHaveAccessibleDescription(c.blockBody);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus starts on Cancel (the first action, before the destructive one), not on the close button.
    await waitFor(() =>
      expect(body.getByRole('button', { name: text(globals.locale)('actions.cancel') })).toHaveFocus(),
    );
    // The portal inherits direction from <html>.
    await expect(getComputedStyle(dialog).direction).toBe(canvasElement.ownerDocument.documentElement.dir || 'ltr');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const CancelButtonCloses: Story = {
  render: (args, { globals }) => <BlockDialog locale={globals.locale} onOpenChange={args.onOpenChange} />,
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyCopy(globals.locale).blockUser }));
    await userEvent.click(await body.findByRole('button', { name: text(globals.locale)('actions.cancel') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Dialog
        defaultOpen
        size="sm"
        title={c.longHebrew}
        description={`${c.mixed} ${c.unbroken}`}
        closeLabel={c.close}
        footer={<Button fullWidth>{text(globals.locale)('actions.upgrade')}</Button>}
      />
    );
  },
};

/**
 * Matrix (one open modal per story, since only one can own the focus trap): `md` with description,
 * body and footer; `MatrixSmall` is title + footer with a disabled action; `MatrixLarge` has a long body.
 */
export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Dialog
        defaultOpen
        size="md"
        title={c.blockTitle}
        description={c.blockBody}
        closeLabel={c.close}
        footer={
          <>
            <Button variant="ghost" tone="neutral">
              {text(globals.locale)('actions.cancel')}
            </Button>
            <Button tone="critical">{c.block}</Button>
          </>
        }
      >
        <Checkbox label={c.alsoReport} defaultChecked />
      </Dialog>
    );
  },
};

export const MatrixSmall: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Dialog
        defaultOpen
        size="sm"
        title={c.blockTitle}
        closeLabel={c.close}
        footer={
          <>
            <Button variant="soft" tone="neutral">
              {text(globals.locale)('actions.cancel')}
            </Button>
            <Button tone="critical" disabled>
              {c.block}
            </Button>
          </>
        }
      />
    );
  },
};

export const MatrixLarge: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Dialog
        defaultOpen
        size="lg"
        title={c.aboutMe}
        description={c.aboutMePlaceholder}
        closeLabel={c.close}
        footer={
          <>
            <Button variant="ghost" tone="neutral">
              {text(globals.locale)('actions.cancel')}
            </Button>
            <Button>{text(globals.locale)('actions.save')}</Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{c.bio}</p>
      </Dialog>
    );
  },
};
