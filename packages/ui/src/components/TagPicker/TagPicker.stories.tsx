import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { TagPicker, type TagOption } from './TagPicker';

const meta = {
  title: 'Components/TagPicker',
  component: TagPicker,
  args: { label: 'Interests', options: [], max: 10, limitMessage: '', onChange: fn(), onLimitReached: fn() },
  argTypes: { options: { control: false }, max: { control: { type: 'range', min: 1, max: 20 } } },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof TagPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const interests = (locale: unknown): TagOption[] =>
  storyCopy(locale).interestOptions.map((label, i) => ({ value: `interest-${i}`, label }));

const copy = (locale: unknown, max: number) => {
  const c = storyCopy(locale);
  return {
    label: c.interests,
    options: interests(locale),
    max,
    limitMessage: c.interestLimit(max),
    formatCount: c.interestCount,
  };
};

export const Playground: Story = {
  args: { max: 10 },
  render: (args, { globals }) => <TagPicker {...args} {...copy(globals.locale, args.max)} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <TagPicker
      {...copy(globals.locale, 10)}
      defaultValue={['interest-0', 'interest-4', 'interest-7']}
      onChange={args.onChange}
    />
  ),
};

/** Max 3: the fourth click shows the warning and is ignored; the other chips look disabled. */
export const LimitReached: Story = {
  render: (args, { globals }) => (
    <TagPicker {...copy(globals.locale, 3)} onChange={args.onChange} onLimitReached={args.onLimitReached} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const canvas = within(canvasElement);
    const chip = (i: number) => canvas.getByRole('button', { name: c.interestOptions[i] });
    await userEvent.click(chip(0));
    await userEvent.click(chip(1));
    // Keyboard works too: Space on a focused chip.
    chip(2).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['interest-0', 'interest-1', 'interest-2']);
    await expect(chip(3)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(chip(3));
    await expect(chip(3)).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onLimitReached).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent(c.interestLimit(3));
    await expect(canvas.getByText(c.interestCount(3, 3))).toBeInTheDocument();
  },
};

/**
 * A long list starts collapsed (registration step 4 shows 8 of each list): the first few options and any chosen one
 * further down; "Show more" opens the rest and "Show fewer" closes it again.
 */
export const Collapsed: Story = {
  render: (args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <TagPicker
        {...copy(globals.locale, 10)}
        defaultValue={['interest-1', 'interest-12']}
        onChange={args.onChange}
        collapsedCount={6}
        showMoreLabel={(count) => t('auth:register.showMoreTags', { count })}
        showLessLabel={t('auth:register.showFewerTags')}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const all = storyCopy(globals.locale).interestOptions.length;
    const canvas = within(canvasElement);
    const pressable = () => canvasElement.querySelectorAll('button[aria-pressed]').length;
    // Six first options and the chosen 13th.
    await expect(pressable()).toBe(7);
    await expect(canvas.getByRole('button', { name: storyCopy(globals.locale).interestOptions[12] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const more = canvas.getByRole('button', { name: t('auth:register.showMoreTags', { count: all - 7 }) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(pressable()).toBe(all);
    const fewer = canvas.getByRole('button', { name: t('auth:register.showFewerTags') });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    await expect(pressable()).toBe(7);
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TagPicker {...copy(globals.locale, 20)} onChange={args.onChange} />
      <TagPicker {...copy(globals.locale, 2)} defaultValue={['interest-1', 'interest-2']} onChange={args.onChange} />
    </div>
  ),
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 240 }}>
        <TagPicker
          label={c.longHebrew}
          max={2}
          limitMessage={c.interestLimit(2)}
          formatCount={c.interestCount}
          options={[
            { value: 'a', label: c.longHebrew },
            { value: 'b', label: c.mixed },
            { value: 'c', label: c.unbroken },
          ]}
          defaultValue={['b']}
          onChange={args.onChange}
        />
      </div>
    );
  },
};
