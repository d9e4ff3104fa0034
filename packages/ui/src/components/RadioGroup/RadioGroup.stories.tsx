import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { storyCopy } from '../../storybook/storyCopy';
import { RadioGroup, radioGroupOrientations, type RadioOption } from './RadioGroup';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'I am', options: [], onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations }, options: { control: false } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const iAm = (locale: unknown): RadioOption[] => {
  const o = storyCopy(locale).iAmOptions;
  return (['woman', 'man', 'couple'] as const).map((value) => ({ value, label: o[value] }));
};

export const Playground: Story = {
  args: { orientation: 'horizontal' },
  render: (args, { globals }) => (
    <RadioGroup {...args} label={storyCopy(globals.locale).iAm} options={iAm(globals.locale)} />
  ),
};

export const Default: Story = {
  render: (args, { globals }) => (
    <RadioGroup
      label={storyCopy(globals.locale).iAm}
      options={iAm(globals.locale)}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: c.iAmOptions.woman }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('woman');
    // Radix moves focus on the arrow key; Space selects the focused radio.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: c.iAmOptions.man })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: c.iAmOptions.man })).toBeChecked();
  },
};

/** Horizontal group: "next" is ArrowRight in English and ArrowLeft in Hebrew. */
export const KeyboardFollowsDirection: Story = {
  render: (args, { globals }) => (
    <RadioGroup
      label={storyCopy(globals.locale).iAm}
      options={iAm(globals.locale)}
      orientation="horizontal"
      defaultValue="woman"
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const canvas = within(canvasElement);
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    canvas.getByRole('radio', { name: c.iAmOptions.woman }).focus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: c.iAmOptions.man })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: c.iAmOptions.man })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('man');
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        {radioGroupOrientations.map((orientation) => (
          <RadioGroup
            key={orientation}
            label={c.iAm}
            options={iAm(globals.locale)}
            orientation={orientation}
            defaultValue="couple"
            hint={c.iAmHint}
          />
        ))}
        <RadioGroup
          label={c.iAm}
          options={iAm(globals.locale).map((o, i) => ({ ...o, disabled: i === 1 }))}
          error={text(globals.locale)('validation:identityRequired')}
        />
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 220 }}>
        <RadioGroup
          label={c.longHebrew}
          options={[
            { value: 'a', label: c.longHebrew, description: c.mixed },
            { value: 'b', label: c.unbroken },
          ]}
        />
      </div>
    );
  },
};
