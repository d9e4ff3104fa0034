import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardFilterInterests, defaultDashboardFilters } from '@kindred/core';
import { storyCopy } from '../../storybook/storyCopy';
import { text, textWith } from '../../storybook/text';
import { FilterPanel, type FilterPanelLabels, type FilterValues } from './FilterPanel';

const onChange = fn();
const onReset = fn();
const onApply = fn();

const defaultFilters: FilterValues = defaultDashboardFilters;

function labelsFor(locale: unknown): FilterPanelLabels {
  const t = textWith(locale);
  return {
    age: t('members:filters.age'),
    ageMin: t('members:filters.ageMin'),
    ageMax: t('members:filters.ageMax'),
    online: t('members:filters.online'),
    verified: t('members:filters.verified'),
    withPhotos: t('members:filters.withPhotos'),
    interests: t('members:filters.interests'),
    reset: t('members:filters.reset'),
    apply: t('members:filters.apply'),
  };
}

const optionsFor = (locale: unknown) =>
  dashboardFilterInterests.map((value) => ({ value, label: text(locale)(`options:interests.${value}`) }));

function Controlled({ locale, initial }: { locale: unknown; initial: FilterValues }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: 360 }}>
      <FilterPanel
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        interestOptions={optionsFor(locale)}
        labels={labelsFor(locale)}
        onReset={() => {
          onReset();
          setValue(defaultFilters);
        }}
        onApply={onApply}
      />
    </div>
  );
}

const meta = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  args: { value: defaultFilters, onChange, interestOptions: [], labels: labelsFor('en') },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 360 }}>
      <FilterPanel {...args} interestOptions={optionsFor(globals.locale)} labels={labelsFor(globals.locale)} />
    </div>
  ),
};

export const Default: Story = {
  render: (_args, { globals }) => <Controlled locale={globals.locale} initial={defaultFilters} />,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    onChange.mockClear();
    onReset.mockClear();
    await userEvent.click(canvas.getByRole('switch', { name: t('members:filters.online') }));
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ online: true }));
    const music = canvas.getByRole('button', { name: text(globals.locale)('options:interests.Music') });
    await userEvent.click(music);
    await expect(music).toHaveAttribute('aria-pressed', 'true');
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ interests: ['Music'] }));
    await userEvent.click(canvas.getByRole('button', { name: t('members:filters.reset') }));
    await expect(onReset).toHaveBeenCalledOnce();
    await expect(music).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Active: Story = {
  render: (_args, { globals }) => (
    <Controlled
      locale={globals.locale}
      initial={{ ...defaultFilters, ageMin: 25, ageMax: 40, online: true, withPhotos: true, interests: ['Travel'] }}
    />
  ),
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    // A tag past the three shown after it, labelled with the long Hebrew text.
    const long = dashboardFilterInterests[10]!;
    return (
      <div style={{ maxInlineSize: 280 }}>
        <FilterPanel
          value={{ ...defaultFilters, interests: [long] }}
          onChange={onChange}
          interestOptions={[{ value: long, label: c.longHebrew }, ...optionsFor(globals.locale).slice(0, 3)]}
          labels={{ ...labelsFor(globals.locale), online: c.longHebrew }}
        />
      </div>
    );
  },
};
