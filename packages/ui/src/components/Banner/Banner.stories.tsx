import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Button } from '../Button/Button';
import { Banner, bannerTones } from './Banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { children: null, onDismiss: fn() },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones }, children: { control: false } },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const copyFor = (locale: unknown) => {
  const b = storyCopy(locale).banners;
  return {
    info: [b.infoTitle, b.info],
    positive: [b.positiveTitle, b.positive],
    caution: [b.cautionTitle, b.caution],
    critical: [b.criticalTitle, b.critical],
  } as const;
};

export const Playground: Story = {
  args: { tone: 'caution' },
  render: (args, { globals }) => {
    const [title, body] = copyFor(globals.locale)[args.tone ?? 'info'];
    return (
      <Banner {...args} title={title} dismissLabel={storyCopy(globals.locale).dismiss}>
        {body}
      </Banner>
    );
  },
};

export const Default: Story = {
  render: (_args, { globals }) => <Banner>{storyCopy(globals.locale).banners.info}</Banner>,
};

export const WithActionAndDismiss: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <Banner
        tone="caution"
        title={c.banners.cautionTitle}
        dismissLabel={c.dismiss}
        onDismiss={args.onDismiss}
        actions={<Button size="sm">{text(globals.locale)('actions.upgrade')}</Button>}
      >
        {c.banners.caution}
      </Banner>
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyCopy(globals.locale).dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Matrix: Story = {
  render: (_args, { globals }) => {
    const copy = copyFor(globals.locale);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {bannerTones.map((tone) => (
          <Banner key={tone} tone={tone} title={copy[tone][0]} live={tone === 'critical'}>
            {copy[tone][1]}
          </Banner>
        ))}
      </div>
    );
  },
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 260 }}>
        <Banner tone="info" title={c.longHebrew} dismissLabel={c.dismiss} onDismiss={args.onDismiss}>
          {c.mixed} {c.unbroken}
        </Banner>
      </div>
    );
  },
};
