import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BellIcon, LockIcon, SunIcon, UserIcon } from '../../icons/icons';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { SaveChangesBar } from '../SaveChangesBar/SaveChangesBar';
import { Switch } from '../Switch/Switch';
import { SettingsLayout, type SettingsSection } from './SettingsLayout';

const notifyKeys = ['messages', 'calls', 'stories', 'likes'] as const;

function sectionsFor(locale: unknown, overrides: Partial<Record<string, string>> = {}): SettingsSection[] {
  const t = textWith(locale);
  const panel = (keys: readonly string[], group: string) => (
    <div style={{ display: 'grid', gap: 16, paddingBlock: 16 }}>
      {keys.map((key) => (
        <Switch key={key} label={t(`members:settings.${group}.${key}`)} defaultChecked />
      ))}
    </div>
  );
  return [
    {
      value: 'notifications',
      label: overrides.notifications ?? t('members:settings.notifications'),
      icon: <BellIcon />,
      content: panel(notifyKeys, 'notify'),
    },
    {
      value: 'privacy',
      label: t('members:settings.privacy'),
      icon: <LockIcon />,
      content: panel(['showOnlineStatus', 'showReadReceipts', 'showLastSeen'], 'privacyItems'),
    },
    {
      value: 'appearance',
      label: t('members:settings.appearance'),
      icon: <SunIcon />,
      content: <p>{t('members:settings.appearanceNote')}</p>,
    },
    {
      value: 'account',
      label: overrides.account ?? t('members:settings.account'),
      icon: <UserIcon />,
      content: <p>{t('members:settings.downloadBody')}</p>,
    },
  ];
}

function barFor(locale: unknown, dirty = true) {
  const t = textWith(locale);
  return (
    <SaveChangesBar
      dirty={dirty}
      labels={{
        unsaved: t('members:settings.unsaved'),
        save: t('members:settings.save'),
        discard: t('members:settings.discard'),
      }}
    />
  );
}

const meta = {
  title: 'Components/SettingsLayout',
  component: SettingsLayout,
  args: { title: 'Settings', 'aria-label': 'Settings sections', sections: [] },
} satisfies Meta<typeof SettingsLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (_args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <SettingsLayout
        title={t('members:settings.title')}
        aria-label={t('members:settings.tabs')}
        sections={sectionsFor(globals.locale)}
        footer={barFor(globals.locale)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t('members:settings.privacy') }));
    await expect(canvas.getByRole('tab', { name: t('members:settings.privacy') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText(t('members:settings.privacyItems.showOnlineStatus'))).toBeVisible();
  },
};

/** A phone's column (375 px): the four sections as a 2×2 grid of icon + label, no sideways scroll. */
export const Phone: Story = {
  render: (_args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <div style={{ inlineSize: 343 }}>
        <SettingsLayout
          title={t('members:settings.title')}
          aria-label={t('members:settings.tabs')}
          sections={sectionsFor(globals.locale)}
          footer={barFor(globals.locale)}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Loading: Story = {
  render: (_args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <SettingsLayout
        title={t('members:settings.title')}
        aria-label={t('members:settings.tabs')}
        sections={sectionsFor(globals.locale)}
        loading
        loadingLabel={t('members:settings.loading')}
        footer={barFor(globals.locale)}
      />
    );
  },
};

export const LongHebrewLabels: Story = {
  render: (_args, { globals }) => {
    const t = textWith(globals.locale);
    const long = storyCopy(globals.locale).longHebrew;
    return (
      <div style={{ inlineSize: 343 }}>
        <SettingsLayout
          title={long}
          aria-label={t('members:settings.tabs')}
          sections={sectionsFor(globals.locale, { notifications: long })}
          footer={barFor(globals.locale)}
        />
      </div>
    );
  },
};

export const MixedBidi: Story = {
  render: (_args, { globals }) => {
    const t = textWith(globals.locale);
    return (
      <SettingsLayout
        title={t('members:settings.title')}
        aria-label={t('members:settings.tabs')}
        sections={sectionsFor(globals.locale, { account: storyCopy(globals.locale).mixed })}
        defaultValue="account"
        footer={barFor(globals.locale, false)}
      />
    );
  },
};
