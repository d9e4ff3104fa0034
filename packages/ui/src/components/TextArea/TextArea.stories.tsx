import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { text } from '../../storybook/text';
import { storyCopy } from '../../storybook/storyCopy';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'About me', onChange: fn() },
  argTypes: { label: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { maxLength: 500, rows: 3, maxHeight: 240 },
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return <TextArea {...args} label={c.aboutMe} placeholder={c.aboutMePlaceholder} />;
  },
};

export const Default: Story = {
  render: (args, { globals }) => <TextArea label={storyCopy(globals.locale).aboutMe} onChange={args.onChange} />,
};

/** Counter like 150/500; turns caution at 90 % and critical at the limit. */
export const CharacterCounter: Story = {
  render: (args, { globals }) => (
    <TextArea label={storyCopy(globals.locale).aboutMe} maxLength={20} onChange={args.onChange} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(storyCopy(globals.locale).aboutMe);
    await userEvent.type(input, 'Hello Tel Aviv');
    await expect(canvasElement).toHaveTextContent('14/20');
    await userEvent.type(input, ' and Haifa!!');
    await expect(input).toHaveValue('Hello Tel Aviv and H');
    await expect(canvasElement).toHaveTextContent('20/20');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Grows with the text up to 120 px (the chat input's limit), then scrolls. */
export const AutoGrow: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <TextArea
        label={c.aboutMe}
        rows={1}
        maxHeight={120}
        defaultValue={`${c.bio}\n${c.bio}\n${c.bio}`}
        onChange={args.onChange}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByLabelText(storyCopy(globals.locale).aboutMe);
    await expect(input.getBoundingClientRect().height).toBeLessThanOrEqual(121);
    await expect(input.scrollHeight).toBeGreaterThan(input.clientHeight);
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextArea label={c.aboutMe} placeholder={c.aboutMePlaceholder} maxLength={500} onChange={args.onChange} />
        <TextArea label={c.aboutMe} defaultValue={c.bio.slice(0, 140)} maxLength={150} onChange={args.onChange} />
        <TextArea
          label={c.aboutMe}
          defaultValue={c.bio}
          error={text(globals.locale)('validation:bioTooLong')}
          onChange={args.onChange}
        />
        <TextArea label={c.aboutMe} defaultValue={c.bio} disabled rows={2} onChange={args.onChange} />
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 220 }}>
        <TextArea
          label={c.longHebrew}
          defaultValue={`${c.unbroken} ${c.mixed}`}
          maxLength={500}
          onChange={args.onChange}
        />
      </div>
    );
  },
};
