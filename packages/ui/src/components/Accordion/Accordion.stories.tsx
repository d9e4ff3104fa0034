import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { Accordion, accordionHeadingLevels, type AccordionItem } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: [], onValueChange: fn() },
  argTypes: { headingLevel: { control: 'inline-radio', options: accordionHeadingLevels }, items: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const faq = (locale: unknown): AccordionItem[] =>
  storyCopy(locale).faq.map(([title, content], i) => ({ value: `q${i}`, title, content: <p>{content}</p> }));

export const Playground: Story = {
  args: { headingLevel: 3 },
  render: (args, { globals }) => <Accordion {...args} items={faq(globals.locale)} defaultValue="q0" />,
};

export const Default: Story = {
  render: (args, { globals }) => <Accordion items={faq(globals.locale)} onValueChange={args.onValueChange} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = storyCopy(globals.locale);
    const canvas = within(canvasElement);
    const [q0, q1] = [
      canvas.getByRole('button', { name: c.faq[0]?.[0] }),
      canvas.getByRole('button', { name: c.faq[1]?.[0] }),
    ];
    await userEvent.click(q0);
    await expect(q0).toHaveAttribute('aria-expanded', 'true');
    // Keyboard: ArrowDown moves to the next header, Enter opens it and closes the other (single open).
    await userEvent.keyboard('{ArrowDown}');
    await expect(q1).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await expect(q0).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('q1');
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 240 }}>
        <Accordion
          defaultValue="a"
          items={[
            { value: 'a', title: c.longHebrew, content: <p>{`${c.mixed} ${c.unbroken}`}</p> },
            ...faq(globals.locale),
          ]}
        />
      </div>
    );
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Accordion items={faq(globals.locale)} defaultValue="q1" />
      <Accordion items={faq(globals.locale).map((item, i) => ({ ...item, disabled: i === 0 }))} />
    </div>
  ),
};
