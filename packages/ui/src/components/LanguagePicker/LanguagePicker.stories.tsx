import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { LanguagePicker, languagePickerCompactModes } from './LanguagePicker';

const meta = {
  title: 'Components/LanguagePicker',
  component: LanguagePicker,
  args: { label: 'Language', value: 'en', options: [], onChange: fn() },
  argTypes: { compact: { control: 'inline-radio', options: languagePickerCompactModes } },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each language named in itself; "English" carries lang="en" inside a Hebrew page. */
const options = (locale: unknown) => {
  const t = text(locale);
  return [
    { value: 'en', label: t('language.en'), lang: 'en' },
    { value: 'he', label: t('language.he'), lang: 'he' },
  ] as const;
};

function Stateful({
  locale,
  onChange,
  compact,
}: {
  locale: unknown;
  onChange?: (v: string) => void;
  compact?: 'never' | 'mobile' | 'always';
}) {
  const [value, setValue] = useState<string>(locale === 'he' ? 'he' : 'en');
  return (
    <LanguagePicker
      label={text(locale)('language.label')}
      value={value}
      options={options(locale)}
      compact={compact}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

export const Playground: Story = {
  args: { compact: 'never' },
  render: (args, { globals }) => <Stateful locale={globals.locale} onChange={args.onChange} compact={args.compact} />,
};

export const Default: Story = {
  render: (args, { globals }) => <Stateful locale={globals.locale} onChange={args.onChange} compact="never" />,
  play: async ({ args, canvasElement, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: text(globals.locale)('language.label') });
    const other = globals.locale === 'he' ? 'en' : 'he';
    await userEvent.selectOptions(select, other);
    await expect(args.onChange).toHaveBeenCalledWith(other);
    await expect(select).toHaveValue(other);
    await expect(within(canvasElement).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  },
};

/** Icon only, as in the compact header on phones; the select keeps its accessible name. */
export const Compact: Story = {
  render: (args, { globals }) => <Stateful locale={globals.locale} onChange={args.onChange} compact="always" />,
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: text(globals.locale)('language.label') }),
    ).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {languagePickerCompactModes.map((mode) => (
        <Stateful key={mode} locale={globals.locale} onChange={args.onChange} compact={mode} />
      ))}
    </div>
  ),
};
