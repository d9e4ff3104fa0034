import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { SupportForm } from './SupportForm';

const copy = (locale: unknown) => {
  const t = text(locale);
  const k = (key: string) => t(`pages:support.form.${key}`);
  return {
    name: k('name'),
    email: k('email'),
    subject: k('subject'),
    message: k('message'),
    submit: k('submit'),
    sending: k('sending'),
    thanks: k('thanks'),
  };
};

const meta = {
  title: 'Components/SupportForm',
  component: SupportForm,
  args: { copy: copy('en'), onSubmit: fn() },
  argTypes: { copy: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 520 }}>{Story()}</div>],
} satisfies Meta<typeof SupportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <SupportForm {...args} copy={copy(globals.locale)} />,
};

export const Send: Story = {
  render: (args, { globals }) => <SupportForm {...args} copy={copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = copy(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(c.name) }), 'Noa');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(c.email) }), 'noa@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(c.subject) }), 'Photo');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(c.message) }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: c.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Noa',
      email: 'noa@example.com',
      subject: 'Photo',
      message: 'Hello',
    });
  },
};

export const Error: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    return (
      <SupportForm
        {...args}
        copy={copy(globals.locale)}
        errors={{
          name: t('validation:nameRequired'),
          email: t('validation:emailRequired'),
          subject: t('validation:subjectRequired'),
          message: t('validation:supportMessageRequired'),
        }}
      />
    );
  },
};

export const Loading: Story = {
  args: { submitting: true },
  render: (args, { globals }) => <SupportForm {...args} copy={copy(globals.locale)} />,
};

export const ThankYou: Story = {
  args: { thanked: true },
  render: (args, { globals }) => <SupportForm {...args} copy={copy(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(copy(globals.locale).thanks);
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 300 }}>
      <SupportForm {...args} copy={{ ...copy(globals.locale), subject: storyCopy(globals.locale).longHebrew }} />
    </div>
  ),
};
