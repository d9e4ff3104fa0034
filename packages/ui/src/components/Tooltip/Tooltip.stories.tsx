import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CrownIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip, tooltipSides } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: { content: 'Tip', children: <button type="button">x</button>, onOpenChange: fn() },
  argTypes: { side: { control: 'inline-radio', options: tooltipSides }, children: { control: false } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 80 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (locale: unknown) => (
  <IconButton icon={<CrownIcon />} variant="soft" tone="accent" aria-label={storyCopy(locale).premium} />
);

export const Playground: Story = {
  args: { side: 'top' },
  render: (args, { globals }) => (
    <Tooltip {...args} content={storyCopy(globals.locale).premiumTip} defaultOpen>
      {trigger(globals.locale)}
    </Tooltip>
  ),
};

/** Opens on keyboard focus, closes on Escape. */
export const Default: Story = {
  render: (args, { globals }) => (
    <Tooltip content={storyCopy(globals.locale).premiumTip} onOpenChange={args.onOpenChange}>
      {trigger(globals.locale)}
    </Tooltip>
  ),
  play: async ({ args, canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: storyCopy(globals.locale).premium })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(storyCopy(globals.locale).premiumTip);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

/** `end` is to the right in English and to the left in Hebrew. */
export const LogicalSide: Story = {
  render: (_args, { globals }) => (
    <Tooltip content={storyCopy(globals.locale).premiumTip} side="end" defaultOpen>
      {trigger(globals.locale)}
    </Tooltip>
  ),
  play: async ({ canvasElement }) => {
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    const bubble = tip.parentElement as HTMLElement;
    const button = within(canvasElement).getByRole('button').getBoundingClientRect();
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    await waitFor(() => {
      const rect = bubble.getBoundingClientRect();
      return expect(rtl ? rect.right <= button.left : rect.left >= button.right).toBe(true);
    });
  },
};

const sideCopy = (locale: unknown) => {
  const c = storyCopy(locale);
  return { top: c.premiumTip, bottom: c.verified, start: c.online, end: c.premiumMember } as const;
};

/**
 * Every side open at once. Top and bottom sit in the first row, start and end in the second, so each
 * bubble points away from the others (start/end swap sides in Hebrew together with the grid).
 */
export const Matrix: Story = {
  render: (_args, { globals }) => {
    const copy = sideCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 300px)', rowGap: 120, columnGap: 40 }}>
        {tooltipSides.map((side) => (
          <div key={side} style={{ display: 'flex', justifyContent: 'center' }}>
            <Tooltip content={copy[side]} side={side} open>
              {trigger(globals.locale)}
            </Tooltip>
          </div>
        ))}
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ paddingBlockStart: 60 }}>
        <Tooltip content={`${c.longHebrew} ${c.mixed}`} side="top" open>
          {trigger(globals.locale)}
        </Tooltip>
      </div>
    );
  },
};
