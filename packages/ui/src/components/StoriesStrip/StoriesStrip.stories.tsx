import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { stripLabels } from '../../storybook/storiesLabels';
import { StoriesStrip, StoriesStripSkeleton, type StoriesStripItem } from './StoriesStrip';

const onOpen = fn();
const onOpenMine = fn();
const onCreate = fn();

function people(locale: unknown, count: number): StoriesStripItem[] {
  const names =
    locale === 'he'
      ? ['נועה לוי', 'דניאל כהן', 'מאיה ועידו', 'יעל', 'אורי', 'תמר בן־דוד', 'שירה', 'אבי', 'ליאור', 'דנה', 'עומר']
      : [
          'Noa Levi',
          'Daniel Cohen',
          'Maya & Ido',
          'Yael',
          'Uri',
          'Tamar Ben-David',
          'Shira',
          'Avi',
          'Lior',
          'Dana',
          'Omer',
        ];
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    name: names[i % names.length] as string,
    avatar: i % 4 === 3 ? null : storyPhotos[i % storyPhotos.length],
    unseen: i % 3 !== 2,
  }));
}

const meta = {
  title: 'Components/StoriesStrip',
  component: StoriesStrip,
  args: {
    me: { name: 'Me', hasStory: false },
    items: [],
    onOpen,
    onOpenMine,
    onCreate,
    labels: stripLabels('en'),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof StoriesStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <StoriesStrip
      {...args}
      me={{ name: storyCopy(globals.locale).names[1] as string, avatar: storyPhotos[2], hasStory: true }}
      items={people(globals.locale, 5)}
      labels={stripLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const labels = stripLabels(globals.locale);
    onOpen.mockClear();
    onCreate.mockClear();
    onOpenMine.mockClear();
    const first = people(globals.locale, 5)[0]!;
    await userEvent.click(canvas.getByRole('button', { name: labels.open(first.name, first.unseen) }));
    await expect(onOpen).toHaveBeenCalledWith('m0');
    await userEvent.click(canvas.getByRole('button', { name: labels.addStory }));
    await expect(onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: labels.myStory }));
    await expect(onOpenMine).toHaveBeenCalledOnce();
  },
};

/** With the keyboard: the arrow keys follow the reading direction, Home and End jump to the ends. */
export const KeyboardScroll: Story = {
  render: (args, { globals }) => (
    <StoriesStrip
      {...args}
      me={{ name: storyCopy(globals.locale).names[1] as string, hasStory: false }}
      items={people(globals.locale, 14)}
      labels={stripLabels(globals.locale)}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const labels = stripLabels(globals.locale);
    const items = people(globals.locale, 14);
    const mine = canvas.getByRole('button', { name: labels.addStory });
    mine.focus();
    const forward = globals.locale === 'he' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(forward);
    await expect(canvas.getByRole('button', { name: labels.open(items[0]!.name, items[0]!.unseen) })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const last = items[items.length - 1]!;
    await expect(canvas.getByRole('button', { name: labels.open(last.name, last.unseen) })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(mine).toHaveFocus();
    // Back to the start for the snapshot.
    canvasElement.querySelector('ul')?.scrollTo({ left: 0 });
  },
};

/**
 * While the strip loads, a page shows its skeleton in its place: the same height, so nothing below moves when
 * the strip arrives. The skeleton above, the strip below.
 */
export const Loading: Story = {
  render: (args, { globals }) => (
    <div>
      <div data-testid="skeleton">
        <StoriesStripSkeleton />
      </div>
      <div data-testid="strip">
        <StoriesStrip
          {...args}
          me={{ name: storyCopy(globals.locale).names[1] as string, hasStory: true }}
          items={[
            { id: 'a', name: storyCopy(globals.locale).names[2] as string, unseen: true, avatar: storyPhotos[0] },
          ]}
          labels={stripLabels(globals.locale)}
        />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (id: string) => canvas.getByTestId(id).getBoundingClientRect().height;
    await expect(height('skeleton')).toBeGreaterThan(60);
    await expect(height('skeleton')).toBe(height('strip'));
  },
};

/** Nobody posted: only my create button. */
export const Empty: Story = {
  render: (args, { globals }) => (
    <StoriesStrip
      {...args}
      me={{ name: storyCopy(globals.locale).names[1] as string, hasStory: false }}
      items={[]}
      labels={stripLabels(globals.locale)}
    />
  ),
};

export const LongHebrewNames: Story = {
  render: (args, { globals }) => (
    <StoriesStrip
      {...args}
      me={{ name: storyCopy(globals.locale).names[1] as string, hasStory: true }}
      items={[
        { id: 'a', name: 'אלכסנדרה־מרגריטה בן־שושן', unseen: true, avatar: storyPhotos[0] },
        { id: 'b', name: storyCopy(globals.locale).mixed, unseen: false, avatar: storyPhotos[1] },
        {
          id: 'c',
          name: globals.locale === 'he' ? 'מקסימיליאנוס_ונדרבילט_השלישי_והאחרון' : 'Maximilianus_Vanderbilt_the_Third',
          unseen: true,
        },
        { id: 'd', name: '🌸🌸🌸', unseen: false },
      ]}
      labels={stripLabels(globals.locale)}
    />
  ),
};
