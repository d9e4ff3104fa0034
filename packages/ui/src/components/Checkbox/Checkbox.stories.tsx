import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { Checkbox, checkboxStates } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Newsletter', onCheckedChange: fn() },
  argTypes: { checked: { control: 'select', options: [true, false, 'indeterminate'] }, label: { control: false } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <Checkbox {...args} label={storyCopy(globals.locale).newsletter} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <Checkbox label={storyCopy(globals.locale).agreeTerms} onCheckedChange={args.onCheckedChange} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: storyCopy(globals.locale).agreeTerms });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClickTheLabel: Story = {
  render: (args, { globals }) => (
    <Checkbox label={storyCopy(globals.locale).newsletter} onCheckedChange={args.onCheckedChange} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByText(storyCopy(globals.locale).newsletter));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 4 }}>
        {checkboxStates.map((state) => (
          <Checkbox
            key={state}
            label={c.newsletter}
            checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
            onCheckedChange={args.onCheckedChange}
          />
        ))}
        <Checkbox label={c.agreeTerms} description={c.agreeTermsHint} onCheckedChange={args.onCheckedChange} />
        <Checkbox label={c.agreeTerms} invalid required onCheckedChange={args.onCheckedChange} />
        <Checkbox label={c.newsletter} disabled onCheckedChange={args.onCheckedChange} />
        <Checkbox label={c.newsletter} disabled checked onCheckedChange={args.onCheckedChange} />
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 220 }}>
      <Checkbox
        label={storyCopy(globals.locale).longHebrew}
        description={storyCopy(globals.locale).mixed}
        onCheckedChange={args.onCheckedChange}
      />
    </div>
  ),
};
