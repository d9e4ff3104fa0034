import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { ThemePicker, themePickerCompactModes, themePickerValues, type ThemePickerValue } from './ThemePicker';

const meta = {
  title: 'Components/ThemePicker',
  component: ThemePicker,
  args: {
    label: 'Theme',
    value: 'system',
    labels: { light: 'Light', dark: 'Dark', system: 'System' },
    onChange: fn(),
  },
  argTypes: {
    value: { control: 'inline-radio', options: themePickerValues },
    compact: { control: 'inline-radio', options: themePickerCompactModes },
  },
} satisfies Meta<typeof ThemePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (locale: unknown) => {
  const t = text(locale);
  return { light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') };
};

function Stateful({
  locale,
  initial = 'system',
  compact,
  onChange,
}: {
  locale: unknown;
  initial?: ThemePickerValue;
  compact?: 'never' | 'mobile' | 'always';
  onChange?: (v: ThemePickerValue) => void;
}) {
  const [value, setValue] = useState<ThemePickerValue>(initial);
  return (
    <ThemePicker
      label={text(locale)('theme.label')}
      labels={labels(locale)}
      value={value}
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
  render: (args, { globals }) => (
    <Stateful locale={globals.locale} initial={args.value} compact={args.compact} onChange={args.onChange} />
  ),
};

export const Default: Story = {
  render: (args, { globals }) => <Stateful locale={globals.locale} compact="never" onChange={args.onChange} />,
  play: async ({ args, canvasElement, globals }) => {
    const select = within(canvasElement).getByRole('combobox', { name: text(globals.locale)('theme.label') });
    await expect(select).toHaveValue('system');
    await userEvent.selectOptions(select, 'dark');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvasElement.querySelector('[data-picker="theme"]')).toHaveAttribute('data-value', 'dark');
  },
};

/** Every choice, wide and compact. */
export const Matrix: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {themePickerCompactModes.map((mode) => (
        <div key={mode} style={{ display: 'flex', gap: 12 }}>
          {themePickerValues.map((value) => (
            <Stateful key={value} locale={globals.locale} initial={value} compact={mode} onChange={args.onChange} />
          ))}
        </div>
      ))}
    </div>
  ),
};
