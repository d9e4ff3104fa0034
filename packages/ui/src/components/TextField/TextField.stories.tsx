import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Nickname', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes }, label: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { type: 'text' },
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return <TextField {...args} label={c.nickname} hint={c.nicknameHint} />;
  },
};

export const Default: Story = {
  render: (args, { globals }) => <TextField label={storyCopy(globals.locale).nickname} onChange={args.onChange} />,
};

export const WithHintAndError: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label={c.nickname} hint={c.nicknameHint} required requiredMarker="*" onChange={args.onChange} />
        <TextField label={c.nickname} defaultValue="no" error={c.nicknameError} onChange={args.onChange} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const [first, second] = within(canvasElement).getAllByRole('textbox');
    await expect(first).toBeRequired();
    await expect(first).toHaveAccessibleDescription(c.nicknameHint);
    await expect(second).toBeInvalid();
    await expect(second).toHaveAccessibleDescription(c.nicknameError);
  },
};

export const Typing: Story = {
  render: (args, { globals }) => (
    <TextField
      type="email"
      label={storyCopy(globals.locale).email}
      placeholder={storyCopy(globals.locale).emailPlaceholder}
      dir="ltr"
      onChange={args.onChange}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(storyCopy(globals.locale).email);
    // Empty, the field (and its placeholder) follows the page; the typed address is left-to-right.
    await expect(getComputedStyle(input).direction).toBe(canvasElement.ownerDocument.documentElement.dir || 'ltr');
    await userEvent.type(input, 'noa@kindred.app');
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await expect(input).toHaveValue('noa@kindred.app');
    await expect(args.onChange).toHaveBeenLastCalledWith('noa@kindred.app', expect.anything());
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label={c.nickname} placeholder={c.nicknameHint} onChange={args.onChange} />
        <TextField
          label={c.location}
          leadingIcon={<SearchIcon size="sm" />}
          defaultValue={c.cities[0]}
          onChange={args.onChange}
        />
        <TextField label={c.nickname} defaultValue={c.nicknameValue} disabled onChange={args.onChange} />
        <TextField label={c.nickname} defaultValue={c.nicknameValue} readOnly onChange={args.onChange} />
        <TextField label={c.nickname} defaultValue="n" error={c.nicknameError} onChange={args.onChange} />
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 220 }}>
        <TextField label={c.longHebrew} hint={c.longHebrew} defaultValue={c.unbroken} onChange={args.onChange} />
      </div>
    );
  },
};

export const MixedBidiText: Story = {
  render: (args, { globals }) => (
    <TextField
      label={storyCopy(globals.locale).location}
      defaultValue={storyCopy(globals.locale).mixed}
      dir="auto"
      onChange={args.onChange}
    />
  ),
};
