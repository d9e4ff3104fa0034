import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { storyCopy } from '../../storybook/storyCopy';
import { Select, selectPositions, type SelectOption } from './Select';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Status', options: [], onValueChange: fn() },
  argTypes: { position: { control: 'inline-radio', options: selectPositions }, options: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 320, minBlockSize: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = (locale: unknown): SelectOption[] =>
  Object.entries(storyCopy(locale).maritalOptions).map(([value, label]) => ({ value, label }));

export const Playground: Story = {
  args: { position: 'popper' },
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return <Select {...args} label={c.maritalStatus} placeholder={c.choose} options={statuses(globals.locale)} />;
  },
};

export const Default: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Select
        label={c.maritalStatus}
        placeholder={c.choose}
        options={statuses(globals.locale)}
        onValueChange={args.onValueChange}
      />
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('combobox', { name: c.maritalStatus });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: c.maritalOptions.Married as string }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Married');
    await expect(trigger).toHaveTextContent(c.maritalOptions.Married as string);
    // Keyboard: Enter opens the list, Escape closes it and focus returns to the trigger.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * The open list, portalled to <body> with the page's theme and direction. While it is open Radix hides the
 * rest of the page from assistive technology (modal listbox); axe then flags the focusable trigger under
 * the hidden root, which is expected for a modal popup, so that rule is off for this story only. With all
 * nine marital statuses the list scrolls; Radix moves focus onto the options themselves (arrow keys, type-
 * ahead), which axe's scrollable-region-focusable does not count (its known false positive for listbox
 * popups, dequelabs/axe-core#4914), so that rule is off here too.
 */
export const Open: Story = {
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'aria-hidden-focus', enabled: false },
          { id: 'scrollable-region-focusable', enabled: false },
        ],
      },
    },
  },
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Select
        label={c.maritalStatus}
        defaultValue="In a relationship"
        options={statuses(globals.locale)}
        onValueChange={args.onValueChange}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox'));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(getComputedStyle(listbox).direction).toBe(canvasElement.ownerDocument.documentElement.dir || 'ltr');
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const options = statuses(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Select label={c.maritalStatus} placeholder={c.choose} options={options} onValueChange={args.onValueChange} />
        <Select
          label={c.maritalStatus}
          defaultValue="Single"
          options={options}
          hint={c.maritalHint}
          onValueChange={args.onValueChange}
        />
        <Select
          label={c.maritalStatus}
          placeholder={c.choose}
          options={options}
          error={text(globals.locale)('validation:maritalStatusRequired')}
          onValueChange={args.onValueChange}
        />
        <Select
          label={c.maritalStatus}
          defaultValue="Married"
          options={options}
          disabled
          onValueChange={args.onValueChange}
        />
      </div>
    );
  },
};

/** A long label and option in a 200 px column: the field keeps to the column, the open list to 320 px. */
export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 200 }} data-testid="column">
        <Select
          label={c.longHebrew}
          defaultValue="a"
          options={[{ value: 'a', label: c.mixed }]}
          onValueChange={args.onValueChange}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox');
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(column.width);
    await userEvent.click(trigger);
    const list = (await within(canvasElement.ownerDocument.body).findByRole('listbox')).getBoundingClientRect();
    await expect(list.width).toBeLessThanOrEqual(320);
    await expect(list.left).toBeGreaterThanOrEqual(0);
    await expect(list.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
  },
};
