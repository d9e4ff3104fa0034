import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { staticSections } from '../../storybook/visitorCopy';
import { StaticPage } from './StaticPage';

const related = (locale: unknown) => {
  const t = text(locale);
  return (['about', 'safety', 'support', 'privacy'] as const).map((key) => ({
    href: `/${key}`,
    label: t(`common:nav.${key}`),
  }));
};

const meta = {
  title: 'Screens/StaticPage',
  component: StaticPage,
  parameters: { layout: 'padded', kindred: { latin: ['Kindred'] } },
  args: { title: 'Terms of Service', onNavigate: fn() },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (locale: unknown, key: 'about' | 'safety' | 'terms' | 'privacy') => {
  const t = text(locale);
  return {
    title: t(`pages:${key}.title`),
    lead: t(`pages:${key}.lead`),
    sections: staticSections(locale, key),
    contentsLabel: t('pages:contents'),
    relatedLabel: t('pages:related'),
    related: related(locale),
  };
};

export const Playground: Story = {
  render: (args, { globals }) => (
    <StaticPage {...args} {...page(globals.locale, 'terms')} updated={text(globals.locale)('pages:lastUpdated')} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text(globals.locale)('pages:terms.title'),
    );
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
    await userEvent.click(canvas.getByRole('link', { name: text(globals.locale)('common:nav.safety') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/safety');
  },
};

export const Safety: Story = {
  render: (args, { globals }) => <StaticPage {...args} {...page(globals.locale, 'safety')} />,
};

export const About: Story = {
  render: (args, { globals }) => <StaticPage {...args} {...page(globals.locale, 'about')} />,
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return (
      <StaticPage
        {...args}
        title={s.longHebrew}
        lead={s.unbroken}
        sections={[{ id: 'a', heading: s.longHebrew, body: s.longHebrew, items: [s.unbroken, s.longHebrew] }]}
      />
    );
  },
};

export const MixedBidi: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return <StaticPage {...args} title={s.mixed} sections={[{ id: 'a', heading: s.mixed, body: s.mixed }]} />;
  },
};
