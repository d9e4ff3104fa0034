import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { asideCopy, loginCopy } from '../../storybook/visitorCopy';
import { Link } from '../Link/Link';
import { LoginForm } from '../LoginForm/LoginForm';
import { AuthLayout, authLayoutWidths } from './AuthLayout';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen', kindred: { latin: ['Kindred'] } },
  args: { title: 'Welcome back', aside: asideCopy('en'), children: null, width: 'regular' },
  argTypes: { width: { control: 'inline-radio', options: authLayoutWidths }, children: { control: false } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const login = (locale: unknown) => <LoginForm copy={loginCopy(locale)} onSubmit={fn()} />;

export const Playground: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    return (
      <AuthLayout
        {...args}
        title={t('auth:login.title')}
        subtitle={t('auth:login.subtitle')}
        aside={asideCopy(globals.locale)}
      >
        {login(globals.locale)}
      </AuthLayout>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text(globals.locale)('auth:login.title'));
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const WithFooter: Story = {
  render: (args, { globals }) => {
    const t = text(globals.locale);
    return (
      <AuthLayout
        {...args}
        title={t('auth:forgot.title')}
        subtitle={t('auth:forgot.subtitle')}
        aside={asideCopy(globals.locale)}
        art="sunrise"
        footer={<Link href="/login">{t('auth:forgot.backToLogin')}</Link>}
      >
        <p>{t('auth:forgot.sentBody').replace('{{email}}', 'noa@example.com')}</p>
      </AuthLayout>
    );
  },
};

export const LongHebrew: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return (
      <AuthLayout
        {...args}
        title={s.longHebrew}
        subtitle={s.unbroken}
        aside={{ title: s.longHebrew, body: s.longHebrew }}
      >
        {login(globals.locale)}
      </AuthLayout>
    );
  },
};

export const MixedBidi: Story = {
  render: (args, { globals }) => {
    const s = storyCopy(globals.locale);
    return (
      <AuthLayout {...args} title={s.mixed} aside={{ ...asideCopy(globals.locale), quote: s.mixed }}>
        {login(globals.locale)}
      </AuthLayout>
    );
  },
};
