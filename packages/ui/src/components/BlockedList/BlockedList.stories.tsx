import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { BlockedList } from './BlockedList';

const onUnblock = fn();

function labelsFor(locale: unknown) {
  const t = textWith(locale);
  return {
    unblock: t('members:settings.unblock'),
    unblockName: (name: string) => t('members:settings.unblockName', { name }),
    empty: t('members:settings.blockedEmpty'),
  };
}

const membersFor = (locale: unknown) =>
  storyCopy(locale).names.map((name, i) => ({ id: String(i), name, photo: i === 2 ? null : storyPhotos[i] }));

const meta = {
  title: 'Components/BlockedList',
  component: BlockedList,
  args: { members: [], labels: labelsFor('en') },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BlockedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <BlockedList {...args} members={membersFor(globals.locale)} labels={labelsFor(globals.locale)} />
  ),
};

export const Default: Story = {
  render: (_args, { globals }) => (
    <BlockedList
      members={membersFor(globals.locale)}
      labels={labelsFor(globals.locale)}
      onUnblock={onUnblock}
      busyIds={['2']}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    onUnblock.mockClear();
    const name = storyCopy(globals.locale).names[0] as string;
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: textWith(globals.locale)('members:settings.unblockName', { name }),
      }),
    );
    await expect(onUnblock).toHaveBeenCalledWith('0');
  },
};

export const Empty: Story = {
  render: (_args, { globals }) => <BlockedList members={[]} labels={labelsFor(globals.locale)} />,
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => (
    <BlockedList members={[{ id: 'x', name: storyCopy(globals.locale).unbroken }]} labels={labelsFor(globals.locale)} />
  ),
};
