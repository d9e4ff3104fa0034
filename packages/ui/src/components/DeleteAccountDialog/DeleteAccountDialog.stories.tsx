import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { text, textWith } from '../../storybook/text';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const onConfirm = fn();

function labelsFor(locale: unknown) {
  const t = textWith(locale);
  const k = (key: string) => t(`members:deleteAccount.${key}`);
  return {
    title: k('title'),
    body: k('body'),
    password: k('password'),
    show: k('show'),
    hide: k('hide'),
    confirm: k('confirm'),
    cancel: k('cancel'),
    close: text(locale)('actions.cancel'),
  };
}

const meta = {
  title: 'Components/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { open: true, onOpenChange: fn(), onConfirm, labels: labelsFor('en') },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <DeleteAccountDialog {...args} labels={labelsFor(globals.locale)} />,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    onConfirm.mockClear();
    const confirm = await body.findByRole('button', { name: t('members:deleteAccount.confirm') });
    await expect(confirm).toBeDisabled();
    const field = body.getByLabelText(t('members:deleteAccount.password'), { selector: 'input' });
    await waitFor(() => userEvent.type(field, 'secret-pass'));
    await userEvent.click(confirm);
    await expect(onConfirm).toHaveBeenCalledWith('secret-pass');
  },
};

export const Failed: Story = {
  render: (args, { globals }) => (
    <DeleteAccountDialog
      {...args}
      labels={labelsFor(globals.locale)}
      error={textWith(globals.locale)('members:deleteAccount.failed')}
    />
  ),
};
