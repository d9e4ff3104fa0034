import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { DateField, latestBirthDate } from './DateField';

/** A fixed "today" keeps the baselines stable. */
const max = latestBirthDate(new Date('2026-11-21T12:00:00Z'));

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: { label: 'Date of birth', max, onChange: fn() },
  argTypes: { label: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <DateField {...args} label={storyCopy(globals.locale).dateOfBirth} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <DateField label={storyCopy(globals.locale).dateOfBirth} max={max} autoComplete="bday" onChange={args.onChange} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(storyCopy(globals.locale).dateOfBirth);
    await expect(input).toHaveAttribute('max', '2008-11-21');
    // Synthetic key events don't drive Chromium's native date editor: set the value as the picker would.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, '1995-05-17');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(input).toHaveValue('1995-05-17');
    await expect(args.onChange).toHaveBeenLastCalledWith('1995-05-17', expect.anything());
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <DateField label={c.dateOfBirth} max={max} onChange={args.onChange} />
        <DateField label={c.dateOfBirth} max={max} defaultValue="1996-04-15" onChange={args.onChange} />
        <DateField
          label={c.dateOfBirth}
          max={max}
          defaultValue="2010-01-01"
          error={c.dobError}
          onChange={args.onChange}
        />
        <DateField label={c.dateOfBirth} defaultValue="1990-12-31" disabled onChange={args.onChange} />
      </div>
    );
  },
};

/** Long Hebrew label and a mixed Hebrew + English + digits error, in a narrow container. */
export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 220 }}>
        <DateField
          label={c.longHebrew}
          max={max}
          defaultValue="2010-01-01"
          error={`${c.dobError} — ${c.mixed}`}
          onChange={args.onChange}
        />
      </div>
    );
  },
};
