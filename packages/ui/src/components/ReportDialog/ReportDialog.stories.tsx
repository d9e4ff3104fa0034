import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text, textWith } from '../../storybook/text';
import { BlockConfirmDialog } from '../BlockConfirmDialog/BlockConfirmDialog';
import { ReportDialog } from './ReportDialog';

const onSubmit = fn();
const onConfirm = fn();
const reasonKeys = ['inappropriate', 'harassment', 'spam', 'fake', 'underage', 'other'] as const;

function reportLabels(locale: unknown, name: string) {
  const t = textWith(locale);
  return {
    title: t('members:report.title', { name }),
    description: t('members:report.description'),
    reason: t('members:report.reason'),
    submit: t('members:report.submit'),
    cancel: t('members:report.cancel'),
    close: text(locale)('actions.cancel'),
  };
}

const reasonsFor = (locale: unknown) =>
  reasonKeys.map((value) => ({ value, label: text(locale)(`members:report.${value}`) }));

const meta = {
  title: 'Components/ReportDialog',
  component: ReportDialog,
  args: { open: true, onOpenChange: fn(), onSubmit, reasons: [], labels: reportLabels('en', 'Noa') },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => {
    const name = storyCopy(globals.locale).names[0] as string;
    return <ReportDialog {...args} reasons={reasonsFor(globals.locale)} labels={reportLabels(globals.locale, name)} />;
  },
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    onSubmit.mockClear();
    const submit = await body.findByRole('button', { name: t('members:report.submit') });
    await expect(submit).toBeDisabled();
    const spam = body.getByRole('radio', { name: t('members:report.spam') });
    await waitFor(() => userEvent.click(spam));
    await userEvent.click(submit);
    await expect(onSubmit).toHaveBeenCalledWith('spam');
  },
};

export const BlockConfirm: Story = {
  render: (_args, { globals }) => {
    const t = textWith(globals.locale);
    const name = storyCopy(globals.locale).names[0] as string;
    return (
      <BlockConfirmDialog
        open
        onOpenChange={fn()}
        onConfirm={onConfirm}
        labels={{
          title: t('members:block.title', { name }),
          body: t('members:block.body'),
          confirm: t('members:block.confirm'),
          cancel: t('members:block.cancel'),
          close: text(globals.locale)('actions.cancel'),
        }}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    onConfirm.mockClear();
    const confirm = await body.findByRole('button', { name: textWith(globals.locale)('members:block.confirm') });
    await waitFor(() => userEvent.click(confirm));
    await expect(onConfirm).toHaveBeenCalledOnce();
  },
};
