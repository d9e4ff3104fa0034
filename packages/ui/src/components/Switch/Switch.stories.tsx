import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { Switch, switchLabelPositions } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Sounds', onCheckedChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: switchLabelPositions }, label: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { labelPosition: 'end' },
  render: (args, { globals }) => <Switch {...args} label={storyCopy(globals.locale).sounds} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <Switch label={storyCopy(globals.locale).showOnline} onCheckedChange={args.onCheckedChange} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const sw = within(canvasElement).getByRole('switch', { name: storyCopy(globals.locale).showOnline });
    await userEvent.click(sw);
    await expect(sw).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(sw).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(sw).toBeChecked();
  },
};

/** The thumb sits at the inline end when on: on the right in English, on the left in Hebrew. */
export const ThumbFollowsDirection: Story = {
  render: (args, { globals }) => (
    <Switch label={storyCopy(globals.locale).sounds} defaultChecked onCheckedChange={args.onCheckedChange} />
  ),
  play: async ({ canvasElement }) => {
    const track = within(canvasElement).getByRole('switch');
    const thumb = track.firstElementChild as HTMLElement;
    const t = track.getBoundingClientRect();
    const h = thumb.getBoundingClientRect();
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    if (rtl) await expect(h.left - t.left).toBeLessThan(8);
    else await expect(t.right - h.right).toBeLessThan(8);
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 4 }}>
        {switchLabelPositions.map((position) =>
          [false, true].map((on) => (
            <Switch
              key={`${position}-${on}`}
              label={c.sounds}
              labelPosition={position}
              defaultChecked={on}
              onCheckedChange={args.onCheckedChange}
            />
          )),
        )}
        <Switch
          label={c.showOnline}
          description={c.showOnlineHint}
          defaultChecked
          onCheckedChange={args.onCheckedChange}
        />
        <Switch label={c.showOnline} disabled onCheckedChange={args.onCheckedChange} />
        <Switch label={c.showOnline} disabled defaultChecked onCheckedChange={args.onCheckedChange} />
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 220 }}>
      <Switch
        label={storyCopy(globals.locale).longHebrew}
        description={storyCopy(globals.locale).mixed}
        labelPosition="start"
        onCheckedChange={args.onCheckedChange}
      />
    </div>
  ),
};
