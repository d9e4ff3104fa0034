import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BellIcon, MessageIcon, SearchIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Button } from '../Button/Button';
import { EmptyState, emptyStateHeadingLevels } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'Empty' },
  argTypes: { headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The action's handler (EmptyState itself has no callbacks). */
const onBrowse = fn();

export const Playground: Story = {
  args: { headingLevel: 2 },
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return <EmptyState {...args} icon={<MessageIcon size="xl" />} title={c.emptyTitle} description={c.emptyBody} />;
  },
};

export const Default: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <EmptyState
        icon={<MessageIcon size="xl" />}
        title={c.emptyTitle}
        description={c.emptyBody}
        actions={<Button onClick={onBrowse}>{c.browse}</Button>}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    onBrowse.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyCopy(globals.locale).browse }));
    await expect(onBrowse).toHaveBeenCalledOnce();
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <EmptyState icon={<BellIcon size="xl" />} title={c.tabPanels.unread} headingLevel={3} />
        <EmptyState
          icon={<SearchIcon size="xl" />}
          title={text(globals.locale)('pages.dashboard.title')}
          description={text(globals.locale)('pages.dashboard.body')}
          headingLevel={3}
        />
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (_args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 240 }}>
        <EmptyState title={c.longHebrew} description={`${c.mixed} ${c.unbroken}`} />
      </div>
    );
  },
};
