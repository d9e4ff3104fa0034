import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChevronEndIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Link, linkTones, linkUnderlines } from './Link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: {
    href: '#',
    children: 'Terms',
    onClick: fn((event: { preventDefault: () => void }) => event.preventDefault()),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    children: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { tone: 'accent', underline: 'always' },
  render: (args, { globals }) => <Link {...args}>{text(globals.locale)('pages.forgotPassword.title')}</Link>,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <p>
      {text(globals.locale)('pages.login.body')}{' '}
      <Link href="#forgot" onClick={args.onClick}>
        {text(globals.locale)('pages.forgotPassword.title')}
      </Link>
    </p>
  ),
  play: async ({ args, canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: text(globals.locale)('pages.forgotPassword.title') });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {linkTones.map((tone) =>
        linkUnderlines.map((underline) => (
          <Link key={`${tone}-${underline}`} href="#" tone={tone} underline={underline} onClick={args.onClick}>
            {text(globals.locale)('nav.terms')} · {storyCopy(globals.locale).variantNames[tone]} ·{' '}
            {storyCopy(globals.locale).variantNames[underline]}
          </Link>
        )),
      )}
      <Link href="#" aria-current="page" onClick={args.onClick}>
        {text(globals.locale)('nav.privacy')}
      </Link>
      <Link href="#" onClick={args.onClick}>
        {storyCopy(globals.locale).browse}
        <ChevronEndIcon size="sm" />
      </Link>
    </div>
  ),
};

export const MixedBidiText: Story = {
  render: (args, { globals }) => (
    <p style={{ maxInlineSize: 240 }}>
      <Link href="#" onClick={args.onClick}>
        {storyCopy(globals.locale).mixed}
      </Link>
    </p>
  ),
};
