import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { samplePeople } from '../../storybook/visitorCopy';
import { PeopleOnlineGrid } from './PeopleOnlineGrid';

const copy = (locale: unknown) => {
  const t = text(locale);
  return {
    title: t('home:online.title'),
    subtitle: t('home:online.subtitle'),
    sampleNote: t('home:online.sample'),
    joinLabel: t('home:online.joinToSeeMore'),
    onlineLabel: t('home:online.online'),
    loadingLabel: t('home:online.loading'),
    cardHint: t('home:online.cardHint'),
  };
};

// Warm generated squares stand in for members' photos (never photos of real people).
const photo = (hue: number) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"><rect width="300" height="400" fill="hsl(${hue} 60% 62%)"/><circle cx="150" cy="150" r="70" fill="hsl(${hue} 45% 85%)"/><path d="M40 400c8-110 52-160 110-160s102 50 110 160z" fill="hsl(${hue} 45% 85%)"/></svg>`,
  );

const meta = {
  title: 'Components/PeopleOnlineGrid',
  component: PeopleOnlineGrid,
  parameters: { layout: 'padded', kindred: { latin: ['Kindred'] } },
  args: { ...copy('en'), people: [], onNavigate: fn() },
  argTypes: { people: { control: false } },
} satisfies Meta<typeof PeopleOnlineGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <PeopleOnlineGrid
      {...args}
      {...copy(globals.locale)}
      people={samplePeople(globals.locale).map((p, i) => ({ ...p, photo: photo(340 - i * 12) }))}
    />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('link');
    await expect(cards).toHaveLength(8);
    // Named by what it shows (WCAG 2.5.3), described by where it leads.
    const [first] = samplePeople(globals.locale);
    await expect(cards[0]!).toHaveAccessibleName(expect.stringContaining(`${first!.nickname}, ${first!.age}`));
    await expect(cards[0]!).toHaveAccessibleName(expect.stringContaining(first!.location));
    await expect(cards[0]!).toHaveAccessibleDescription(text(globals.locale)('home:online.cardHint'));
    await userEvent.click(cards[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/register');
  },
};

export const SampleFallback: Story = {
  render: (args, { globals }) => (
    <PeopleOnlineGrid {...args} {...copy(globals.locale)} people={samplePeople(globals.locale)} sample />
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(text(globals.locale)('home:online.sample'))).toBeVisible();
  },
};

export const Loading: Story = {
  render: (args, { globals }) => <PeopleOnlineGrid {...args} {...copy(globals.locale)} loading />,
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 360 }}>
        <PeopleOnlineGrid
          {...args}
          {...copy(globals.locale)}
          people={[
            { id: 'a', nickname: s.unbroken, age: 33, location: s.longHebrew },
            { id: 'b', nickname: s.unbroken, age: 41, location: s.longHebrew },
          ]}
        />
      </div>
    );
  },
};

export const MixedBidi: Story = {
  render: (args, { globals }) => (
    <PeopleOnlineGrid
      {...args}
      {...copy(globals.locale)}
      people={[
        { id: 'a', nickname: 'Dana_2024', age: 28, location: storyCopy(globals.locale).mixed },
        ...samplePeople(globals.locale).slice(0, 3),
      ]}
    />
  ),
  parameters: { kindred: { latin: ['Kindred', 'Dana'] } },
};
