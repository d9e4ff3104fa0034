import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { interests } from '@kindred/core';
import { profileLabels } from '../../storybook/memberLabels';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { text, textWith } from '../../storybook/text';
import { ProfileModal, profileModalStates, type ProfileModalProfile } from './ProfileModal';

const onLike = fn();
const onReport = fn();
const onBlock = fn();
const onApprove = fn();
const onRequestAccess = fn();
const onRetry = fn();

function profileFor(locale: unknown): ProfileModalProfile {
  const c = storyCopy(locale);
  const t = text(locale);
  const tw = textWith(locale);
  const he = locale === 'he';
  return {
    name: c.names[0] as string,
    age: 29,
    location: he ? 'תל אביב' : 'Tel Aviv',
    online: true,
    premium: true,
    verified: true,
    lastActive: tw('members:profile.lastActive', { when: he ? 'לפני 5 דקות' : '5 minutes ago' }),
    memberSince: tw('members:profile.memberSince', { date: he ? 'מרץ 2026' : 'March 2026' }),
    photos: [
      { id: 'a', url: storyPhotos[0] },
      { id: 'b', url: storyPhotos[1] },
      { id: 'c', locked: true },
    ],
    accessStatus: 'none',
    about: he
      ? 'אוהבת ים, קפה של בוקר וטיולים ספונטניים בגליל. מחפשת מישהו שיודע לצחוק על עצמו.'
      : 'Sea, morning coffee and spontaneous trips up north. Looking for someone who can laugh at themselves.',
    facts: [
      { label: t('members:profile.iAm'), value: t('options:identity.woman') },
      { label: t('members:profile.maritalStatus'), value: t('options:maritalStatus.Single') },
    ],
    tagSections: [
      { title: t('members:profile.lookingFor'), items: [t('options:lookingFor.men'), t('options:lookingFor.couples')] },
    ],
    interests: interests.slice(0, 11).map((value, i) => ({
      value,
      label: t(`options:interests.${value}`),
      common: i % 3 === 0,
    })),
    compatibility: { score: 75, factors: { location: 100, age: 90, interests: 60 } },
    liked: false,
  };
}

const meta = {
  title: 'Screens/ProfileModal',
  component: ProfileModal,
  args: { open: true, onOpenChange: fn(), state: 'ready', labels: profileLabels('en', 'Noa') },
  argTypes: { state: { control: 'inline-radio', options: profileModalStates } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minBlockSize: 900 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => {
    const profile = profileFor(globals.locale);
    return <ProfileModal {...args} profile={profile} labels={profileLabels(globals.locale, profile.name, 75)} />;
  },
};

export const Default: Story = {
  render: (args, { globals }) => {
    const profile = profileFor(globals.locale);
    return (
      <ProfileModal
        {...args}
        profile={profile}
        labels={profileLabels(globals.locale, profile.name, 75)}
        onLike={onLike}
        onReport={onReport}
        onBlock={onBlock}
        onRequestAccess={onRequestAccess}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    onLike.mockClear();
    onReport.mockClear();
    const like = await body.findByRole('button', { name: t('members:profile.like') });
    // Opened on mount: Radix enables pointer events on the layer a moment after the body is blocked.
    await waitFor(() => userEvent.click(like));
    await expect(onLike).toHaveBeenCalledOnce();
    const more = body.getByRole('button', { name: t('members:profile.showMore', { count: 3 }) });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(body.getByRole('button', { name: t('members:profile.next') }));
    await expect(body.getByRole('group', { name: t('members:profile.photoOf', { index: 2, total: 3 }) })).toBeTruthy();
    await userEvent.click(body.getByRole('button', { name: t('members:profile.more') }));
    await userEvent.click(await body.findByRole('menuitem', { name: t('members:profile.report') }));
    await waitFor(() => expect(onReport).toHaveBeenCalledOnce());
  },
};

export const LockedAndBanner: Story = {
  render: (args, { globals }) => {
    const profile = profileFor(globals.locale);
    return (
      <ProfileModal
        {...args}
        profile={{
          ...profile,
          photos: [{ id: 'c', locked: true }, ...profile.photos],
          accessStatus: 'pending',
          liked: true,
        }}
        requestedMyPhotos
        onApprove={onApprove}
        labels={profileLabels(globals.locale, profile.name, 75)}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const body = within(canvasElement.ownerDocument.body);
    onApprove.mockClear();
    await expect(await body.findByText(t('members:profile.requestPending'))).toBeTruthy();
    const approve = body.getByRole('button', { name: t('members:profile.approve') });
    await waitFor(() => userEvent.click(approve));
    await expect(onApprove).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  render: (args, { globals }) => <ProfileModal {...args} labels={profileLabels(globals.locale, '')} />,
};

export const Error: Story = {
  args: { state: 'error' },
  render: (args, { globals }) => (
    <ProfileModal {...args} onRetry={onRetry} labels={profileLabels(globals.locale, '')} />
  ),
  play: async ({ canvasElement, globals }) => {
    onRetry.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const retry = await body.findByRole('button', { name: textWith(globals.locale)('members:profile.retry') });
    await waitFor(() => userEvent.click(retry));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { state: 'notFound' },
  render: (args, { globals }) => <ProfileModal {...args} labels={profileLabels(globals.locale, '')} />,
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    const profile = profileFor(globals.locale);
    return (
      <ProfileModal
        {...args}
        profile={{
          ...profile,
          name: c.unbroken,
          about: `${c.longHebrew} ${c.mixed}`,
          location: c.longHebrew,
          photos: [],
        }}
        labels={profileLabels(globals.locale, c.unbroken, 75)}
      />
    );
  },
};

/** A premium viewer: Like across the top, Message with the video-call and more buttons under it. */
export const WithVideoCall: Story = {
  args: { onCall: fn() },
  render: (args, { globals }) => {
    const profile = profileFor(globals.locale);
    return (
      <ProfileModal
        {...args}
        profile={profile}
        labels={{ ...profileLabels(globals.locale, profile.name, 75), call: text(globals.locale)('calls:callButton') }}
      />
    );
  },
  play: async ({ args, canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const call = await body.findByRole('button', { name: text(globals.locale)('calls:callButton') });
    await waitFor(() => userEvent.click(call));
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};
