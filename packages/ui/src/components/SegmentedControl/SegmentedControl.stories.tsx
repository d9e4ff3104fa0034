import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GridIcon, ListIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { SegmentedControl, segmentedSizes } from './SegmentedControl';

const onValueChange = fn();

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: { 'aria-label': 'Layout', options: [], value: 'grid' },
  argTypes: { size: { control: 'inline-radio', options: segmentedSizes } },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled({ locale, kind }: { locale: unknown; kind: 'view' | 'title' | 'billing' }) {
  const t = textWith(locale);
  const [value, setValue] = useState(kind === 'view' ? 'grid' : kind === 'title' ? 'browse' : 'monthly');
  const change = (v: string) => {
    onValueChange(v);
    setValue(v);
  };
  if (kind === 'view') {
    return (
      <SegmentedControl
        aria-label={t('members:dashboard.viewToggle')}
        size="sm"
        value={value}
        onValueChange={change}
        options={[
          { value: 'grid', label: <GridIcon />, 'aria-label': t('members:dashboard.grid') },
          { value: 'list', label: <ListIcon />, 'aria-label': t('members:dashboard.list') },
        ]}
      />
    );
  }
  if (kind === 'title') {
    return (
      <SegmentedControl
        aria-label={t('members:dashboard.titleToggle')}
        value={value}
        onValueChange={change}
        options={[
          { value: 'browse', label: t('members:dashboard.browseTitle') },
          { value: 'matches', label: t('members:dashboard.matchesTitle') },
          { value: 'likes', label: t('members:dashboard.likesTitle') },
        ]}
      />
    );
  }
  return (
    <SegmentedControl
      aria-label={t('members:subscription.billing')}
      value={value}
      onValueChange={change}
      options={[
        { value: 'monthly', label: t('members:subscription.monthly') },
        {
          value: 'yearly',
          label: t('members:subscription.yearly'),
          badge: t('members:subscription.save', { percent: 20 }),
        },
      ]}
    />
  );
}

export const Playground: Story = {
  render: (args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <SegmentedControl
        {...args}
        aria-label={t('members:dashboard.titleToggle')}
        options={[
          { value: 'grid', label: t('members:dashboard.grid') },
          { value: 'list', label: t('members:dashboard.list') },
        ]}
      />
    );
  },
};

export const ViewToggle: Story = {
  render: (_args, { globals }) => <Controlled locale={globals.locale} kind="view" />,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    onValueChange.mockClear();
    await userEvent.click(canvas.getByRole('radio', { name: t('members:dashboard.list') }));
    await expect(onValueChange).toHaveBeenLastCalledWith('list');
    await expect(canvas.getByRole('radio', { name: t('members:dashboard.list') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Arrow keys follow the reading direction: in RTL, ArrowLeft moves forward (wraps to the first).
    await userEvent.keyboard(globals.locale === 'he' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(onValueChange).toHaveBeenLastCalledWith('grid');
  },
};

export const TitleToggle: Story = {
  render: (_args, { globals }) => <Controlled locale={globals.locale} kind="title" />,
};

export const BillingToggle: Story = {
  render: (_args, { globals }) => <Controlled locale={globals.locale} kind="billing" />,
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await expect(radios[1]).toHaveAttribute('aria-checked', 'true');
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 320 }}>
        <SegmentedControl
          aria-label={c.longHebrew}
          fullWidth
          value="a"
          options={[
            { value: 'a', label: c.longHebrew.slice(0, 24) },
            { value: 'b', label: c.names[2] as string },
          ]}
        />
      </div>
    );
  },
};
