import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DialogClose } from '../Dialog/Dialog';
import { Switch } from '../Switch/Switch';
import { Sheet } from './Sheet';

const meta = {
  title: 'Components/Sheet',
  component: Sheet,
  args: { title: 'Filters', closeLabel: 'Close', onOpenChange: fn() },
  argTypes: { title: { control: false } },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

function Filters({
  locale,
  open,
  onOpenChange,
}: {
  locale: unknown;
  open?: boolean;
  onOpenChange?: (o: boolean) => void;
}) {
  const c = storyCopy(locale);
  return (
    <Sheet
      title={c.filters}
      closeLabel={c.close}
      defaultOpen={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="soft">{c.filters}</Button>}
      footer={
        <DialogClose>
          <Button fullWidth>{c.showResults}</Button>
        </DialogClose>
      }
    >
      <div>
        <Switch label={c.showOnline} labelPosition="start" defaultChecked />
        <Checkbox label={c.verified} />
        <Checkbox label={c.premium} defaultChecked />
      </div>
    </Sheet>
  );
}

export const Playground: Story = {
  render: (args, { globals }) => <Filters locale={globals.locale} open onOpenChange={args.onOpenChange} />,
};

export const Default: Story = {
  render: (args, { globals }) => <Filters locale={globals.locale} onOpenChange={args.onOpenChange} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: c.filters });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: c.filters });
    await userEvent.click(body.getByRole('button', { name: c.showResults }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Every part at once: description, switches and checkboxes in each state, two footer actions. */
export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Sheet
        defaultOpen
        title={c.filters}
        description={c.filtersBody}
        closeLabel={c.close}
        footer={
          <>
            <Button variant="ghost" tone="neutral">
              {c.reset}
            </Button>
            <Button>{c.showResults}</Button>
          </>
        }
      >
        <div>
          <Switch label={c.showOnline} labelPosition="start" defaultChecked />
          <Switch label={c.sounds} labelPosition="start" disabled />
          <Checkbox label={c.verified} />
          <Checkbox label={c.premium} defaultChecked />
          <Checkbox label={c.newsletter} disabled />
        </div>
      </Sheet>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Sheet
        defaultOpen
        title={c.longHebrew}
        description={`${c.mixed} ${c.unbroken}`}
        closeLabel={c.close}
        footer={<Button fullWidth>{c.longHebrew}</Button>}
      >
        <div>
          <Checkbox label={c.longHebrew} description={c.mixed} defaultChecked />
          <Switch label={c.unbroken} labelPosition="start" />
        </div>
      </Sheet>
    );
  },
};
