import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { DateField, latestBirthDate, type DatePart } from './DateField';

/** A fixed "today" keeps the baselines stable. */
const max = latestBirthDate(new Date('2026-11-21T12:00:00Z'));

const partLabels = (locale: unknown): Record<DatePart, string> => ({
  day: text(locale)('dateParts.day'),
  month: text(locale)('dateParts.month'),
  year: text(locale)('dateParts.year'),
});
const lang = (locale: unknown) => (locale === 'he' ? 'he' : 'en');

const meta = {
  title: 'Components/DateField',
  component: DateField,
  args: {
    label: 'Date of birth',
    max,
    locale: 'en',
    partLabels: { day: 'Day', month: 'Month', year: 'Year' },
    onChange: fn(),
  },
  argTypes: { label: { control: false }, partLabels: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <DateField
      {...args}
      label={storyCopy(globals.locale).dateOfBirth}
      locale={lang(globals.locale)}
      partLabels={partLabels(globals.locale)}
    />
  ),
};

/** Parts in the language's order (English: month day year; Hebrew: day month year), Hebrew month names. */
export const Default: Story = {
  render: (args, { globals }) => (
    <DateField
      label={storyCopy(globals.locale).dateOfBirth}
      max={max}
      autoComplete="bday"
      locale={lang(globals.locale)}
      partLabels={partLabels(globals.locale)}
      onChange={args.onChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const labels = partLabels(globals.locale);
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: storyCopy(globals.locale).dateOfBirth });
    const selects = within(group).getAllByRole('combobox');
    const order = selects.map((s) => s.getAttribute('aria-label'));
    await expect(order).toEqual(
      globals.locale === 'he' ? [labels.day, labels.month, labels.year] : [labels.month, labels.day, labels.year],
    );
    const year = canvas.getByRole('combobox', { name: labels.year });
    // The latest year offered is the one of the latest allowed birth date (18 years ago).
    await expect((year as HTMLSelectElement).options[1]?.value).toBe('2008');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.day }), '31');
    await userEvent.selectOptions(year, '1995');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // May has 31 days: the date is complete. February then clips the day to its last.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.month }), '5');
    await expect(args.onChange).toHaveBeenLastCalledWith('1995-05-31');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: labels.month }), '2');
    await expect(args.onChange).toHaveBeenLastCalledWith('1995-02-28');
    const monthText = (canvas.getByRole('combobox', { name: labels.month }) as HTMLSelectElement).selectedOptions[0]
      ?.textContent;
    await expect(monthText).toBe(globals.locale === 'he' ? 'פברואר' : 'February');
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const common = { label: c.dateOfBirth, max, locale: lang(globals.locale), partLabels: partLabels(globals.locale) };
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <DateField {...common} onChange={args.onChange} />
        <DateField {...common} defaultValue="1996-04-15" onChange={args.onChange} />
        <DateField {...common} defaultValue="2008-11-30" error={c.dobError} onChange={args.onChange} />
        <DateField {...common} defaultValue="1990-12-31" disabled onChange={args.onChange} />
      </div>
    );
  },
};

/** Long Hebrew label and a mixed Hebrew + English + digits error, in a narrow container (the parts wrap). */
export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 220 }}>
        <DateField
          label={c.longHebrew}
          max={max}
          locale={lang(globals.locale)}
          partLabels={partLabels(globals.locale)}
          defaultValue="2008-01-01"
          error={`${c.dobError} — ${c.mixed}`}
          onChange={args.onChange}
        />
      </div>
    );
  },
};
