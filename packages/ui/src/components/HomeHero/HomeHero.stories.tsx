import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { HomeHero } from './HomeHero';

const copy = (locale: unknown) => {
  const t = text(locale);
  return {
    eyebrow: t('home:hero.eyebrow'),
    title: t('home:hero.title'),
    body: t('home:hero.body'),
    emailLabel: t('home:hero.emailLabel'),
    ctaLabel: t('home:hero.cta'),
    note: t('home:hero.note'),
    stat: t('home:hero.stat_other').replace('{{count}}', '128'),
  };
};

const meta = {
  title: 'Components/HomeHero',
  component: HomeHero,
  parameters: { layout: 'padded', kindred: { latin: ['Kindred'] } },
  args: { ...copy('en'), onSubmit: fn() },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <HomeHero {...args} {...copy(globals.locale)} />,
};

export const GetStarted: Story = {
  render: (args, { globals }) => <HomeHero {...args} {...copy(globals.locale)} />,
  play: async ({ args, canvasElement, globals }) => {
    const c = copy(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(c.emailLabel, { exact: false }), 'noa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: c.ctaLabel }));
    await expect(args.onSubmit).toHaveBeenCalledWith('noa@example.com');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(c.title);
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return <HomeHero {...args} {...copy(globals.locale)} title={s.longHebrew} body={s.unbroken} />;
  },
};

export const MixedBidi: Story = {
  render: (args, { globals }) => (
    <HomeHero {...args} {...copy(globals.locale)} body={storyCopy(globals.locale).mixed} />
  ),
};
