import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textWith } from '../../storybook/text';
import { LockedPhoto, lockedPhotoStatuses } from './LockedPhoto';

const onRequestAccess = fn();
const labelsFor = (locale: unknown) => {
  const t = textWith(locale);
  return {
    locked: t('members:profile.locked'),
    requestAccess: t('members:profile.requestAccess'),
    requestPending: t('members:profile.requestPending'),
    accessDenied: t('members:profile.accessDenied'),
  };
};

const meta = {
  title: 'Components/LockedPhoto',
  component: LockedPhoto,
  args: { status: 'none', labels: labelsFor('en') },
  argTypes: { status: { control: 'inline-radio', options: lockedPhotoStatuses } },
  decorators: [(Story) => <div style={{ inlineSize: 280, blockSize: 340 }}>{Story()}</div>],
} satisfies Meta<typeof LockedPhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <LockedPhoto {...args} labels={labelsFor(globals.locale)} />,
};

export const Request: Story = {
  render: (_args, { globals }) => (
    <LockedPhoto status="none" labels={labelsFor(globals.locale)} onRequestAccess={onRequestAccess} />
  ),
  play: async ({ canvasElement, globals }) => {
    onRequestAccess.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: textWith(globals.locale)('members:profile.requestAccess') }),
    );
    await expect(onRequestAccess).toHaveBeenCalledOnce();
  },
};

export const States: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 600 }}>{Story()}</div>],
  render: (_args, { globals }) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 64px', gap: 12, blockSize: 240 }}>
      <LockedPhoto status="pending" labels={labelsFor(globals.locale)} />
      <LockedPhoto status="rejected" labels={labelsFor(globals.locale)} />
      <LockedPhoto status="none" compact labels={labelsFor(globals.locale)} />
    </div>
  ),
};
