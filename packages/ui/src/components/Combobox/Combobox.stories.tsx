import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { storyCopy } from '../../storybook/storyCopy';
import { Card } from '../Card/Card';
import { Combobox } from './Combobox';

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { label: 'Location', options: [], onValueChange: fn(), onSelect: fn() },
  argTypes: { options: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 340, minBlockSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const props = (locale: unknown) => {
  const c = storyCopy(locale);
  return { label: c.location, options: c.cities, placeholder: c.locationPlaceholder, emptyText: c.noCities };
};

export const Playground: Story = {
  args: { minChars: 2 },
  render: (args, { globals }) => <Combobox {...args} {...props(globals.locale)} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <Combobox {...props(globals.locale)} onValueChange={args.onValueChange} onSelect={args.onSelect} />
  ),
};

/** One character shows nothing; two show matches; ↓ ↑ move, Enter picks, Escape closes. */
export const KeyboardSuggestions: Story = {
  render: (args, { globals }) => (
    <Combobox {...props(globals.locale)} onValueChange={args.onValueChange} onSelect={args.onSelect} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const he = globals.locale === 'he';
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, he ? 'ר' : 'R');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, he ? 'מ' : 'a');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(input, he ? 'ת' : 'm');
    await userEvent.keyboard('{ArrowDown}');
    // The list floats in a portal on <body>.
    const [first] = within(canvasElement.ownerDocument.body).getAllByRole('option');
    await expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{Enter}');
    const chosen = he ? 'רמת גן' : 'Ramat Gan';
    await expect(args.onSelect).toHaveBeenCalledWith(chosen);
    await expect(input).toHaveValue(chosen);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, he ? 'חי' : 'Ha');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open suggestions, for the visual baseline. */
export const Open: Story = {
  render: (args, { globals }) => <Combobox {...props(globals.locale)} onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, globals.locale === 'he' ? 'ת' : 'e');
    await userEvent.type(input, globals.locale === 'he' ? 'ל' : 'r');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Combobox {...props(globals.locale)} hint={c.locationPlaceholder} onValueChange={args.onValueChange} />
        <Combobox {...props(globals.locale)} defaultValue={c.cities[1]} onValueChange={args.onValueChange} />
        <Combobox
          {...props(globals.locale)}
          defaultValue={Array.from(c.cities[0] as string)[0]}
          error={text(globals.locale)('validation:locationTooShort')}
          onValueChange={args.onValueChange}
        />
        <Combobox {...props(globals.locale)} disabled onValueChange={args.onValueChange} />
      </div>
    );
  },
};

/** Inside a short card that clips its overflow (as in the registration wizard): the list still shows whole. */
export const InClippingCard: Story = {
  render: (args, { globals }) => (
    <div style={{ overflow: 'hidden', blockSize: 150 }} data-testid="clipping-card">
      <Card elevation="raised">
        <Combobox {...props(globals.locale)} onValueChange={args.onValueChange} />
      </Card>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, globals.locale === 'he' ? 'בת' : 'ba');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(canvasElement).getByTestId('clipping-card').contains(listbox)).toBe(false);
    await expect(input).toHaveFocus();
  },
};
