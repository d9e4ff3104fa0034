import { AccountMenu, SettingsIcon, UserIcon } from '@kindred/ui';
import { useTranslation } from 'react-i18next';

/** The member's avatar menu: its own chunk, so visitors never load the menu and popover code. */
export default function MemberAccountMenu({
  name,
  avatarSrc,
  onNavigate,
  onSignOut,
}: {
  name: string;
  avatarSrc?: string | undefined;
  onNavigate: (href: string) => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <AccountMenu
      name={name}
      avatarSrc={avatarSrc}
      menuLabel={t('shell:header.accountMenu', { name })}
      signOutLabel={t('shell:header.signOut')}
      onSignOut={onSignOut}
      data-testid="account-menu"
      items={[
        {
          id: 'profile',
          label: t('nav.profile'),
          icon: <UserIcon size="sm" />,
          onSelect: () => onNavigate('/profile'),
        },
        {
          id: 'settings',
          label: t('nav.settings'),
          icon: <SettingsIcon size="sm" />,
          onSelect: () => onNavigate('/settings'),
        },
      ]}
    />
  );
}
