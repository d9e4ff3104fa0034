import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BellIcon, GridIcon, MessageIcon, SettingsIcon, UserIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { text } from '../../storybook/text';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker';
import { ThemePicker } from '../ThemePicker/ThemePicker';
import { AccountMenu } from './AccountMenu';
import { AppHeader, type AppHeaderProps } from './AppHeader';

const meta = {
  title: 'Components/AppHeader',
  component: AppHeader,
  args: { brandName: 'Kindred', brandLabel: 'Kindred home', navLabel: 'Main navigation', onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ margin: -16, minBlockSize: 280 }}>{Story()}</div>],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header as the app composes it, in the story's language. */
function header(
  locale: unknown,
  theme: unknown,
  member: boolean,
  onSignOut: () => void,
  compact = false,
): Omit<AppHeaderProps, 'onNavigate'> {
  const t = text(locale);
  const mode = compact ? 'always' : 'mobile';
  const name = storyCopy(locale).names[0]!;
  return {
    brandName: t('appName'),
    brandLabel: t('shell:header.home'),
    navLabel: t('nav.main'),
    compact,
    navItems: member
      ? [
          {
            id: 'dashboard',
            label: t('nav.dashboard'),
            href: '/dashboard',
            current: true,
            icon: <GridIcon size="sm" />,
          },
          { id: 'messages', label: t('nav.messages'), href: '/messages', icon: <MessageIcon size="sm" /> },
          { id: 'profile', label: t('nav.profile'), href: '/profile', icon: <UserIcon size="sm" /> },
          { id: 'settings', label: t('nav.settings'), href: '/settings', icon: <SettingsIcon size="sm" /> },
        ]
      : [
          { id: 'home', label: t('nav.home'), href: '/', current: true },
          { id: 'about', label: t('nav.about'), href: '/about' },
          { id: 'safety', label: t('nav.safety'), href: '/safety' },
          { id: 'support', label: t('nav.support'), href: '/support' },
        ],
    languageSlot: (
      <LanguagePicker
        label={t('language.label')}
        value={locale === 'he' ? 'he' : 'en'}
        compact={mode}
        options={[
          { value: 'en', label: t('language.en'), lang: 'en' },
          { value: 'he', label: t('language.he'), lang: 'he' },
        ]}
        onChange={() => undefined}
      />
    ),
    themeSlot: (
      <ThemePicker
        label={t('theme.label')}
        value="system"
        compact={mode}
        labels={{ light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') }}
        onChange={() => undefined}
      />
    ),
    bellSlot: member ? <IconButton aria-label={t('shell:header.notifications')} icon={<BellIcon />} /> : undefined,
    actions: member ? undefined : <Button size="sm">{t('nav.login')}</Button>,
    accountSlot: member ? (
      <AccountMenu
        {...{
          name,
          menuLabel: t('shell:header.accountMenu').replace('{{name}}', name),
          signOutLabel: t('shell:header.signOut'),
          onSignOut,
          items: [
            { id: 'profile', label: t('nav.profile'), icon: <UserIcon size="sm" /> },
            { id: 'settings', label: t('nav.settings'), icon: <SettingsIcon size="sm" /> },
          ],
        }}
      />
    ) : undefined,
  };
}

export const Playground: Story = {
  render: (args, { globals }) => (
    <AppHeader {...header(globals.locale, globals.theme, true, fn())} onNavigate={args.onNavigate} />
  ),
};

/** A member: navigation, switches, bell and the avatar menu with sign out. */
const signOut = fn();

export const Member: Story = {
  render: (args, { globals }) => (
    <AppHeader {...header(globals.locale, globals.theme, true, signOut)} onNavigate={args.onNavigate} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('nav.main') });
    await expect(within(nav).getByRole('link', { name: t('nav.dashboard') })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: t('nav.messages') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/messages');
    const name = storyCopy(globals.locale).names[0]!;
    await userEvent.click(
      canvas.getByRole('button', { name: t('shell:header.accountMenu').replace('{{name}}', name) }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const item = await waitFor(() => body.getByRole('menuitem', { name: t('shell:header.signOut') }));
    await userEvent.click(item);
    await expect(signOut).toHaveBeenCalled();
  },
};

/** A visitor: public links and sign in. */
export const Visitor: Story = {
  render: (args, { globals }) => (
    <AppHeader {...header(globals.locale, globals.theme, false, fn())} onNavigate={args.onNavigate} />
  ),
  play: async ({ args, canvasElement, globals }) => {
    const t = text(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('link', { name: t('shell:header.home') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** Phones: brand, switches as icons, bell and avatar; members navigate with the bottom bar. */
export const CompactMember: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 375 }}>
      <AppHeader {...header(globals.locale, globals.theme, true, fn(), true)} onNavigate={args.onNavigate} />
    </div>
  ),
};

export const CompactVisitor: Story = {
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 375 }}>
      <AppHeader {...header(globals.locale, globals.theme, false, fn(), true)} onNavigate={args.onNavigate} />
    </div>
  ),
};
