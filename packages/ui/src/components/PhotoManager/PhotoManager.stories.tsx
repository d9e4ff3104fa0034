import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPhotos } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { PhotoManager, type ManagedPhoto, type PhotoManagerLabels } from './PhotoManager';

const onUpload = fn();
const onTogglePrivate = fn();
const onDelete = fn();

function labelsFor(locale: unknown, count: number): PhotoManagerLabels {
  const t = textWith(locale);
  const k = (key: string) => t(`members:myProfile.${key}`);
  return {
    addPhoto: k('addPhoto'),
    count: t('members:myProfile.photosCount', { count, max: 10 }),
    makePrivate: k('makePrivate'),
    makePublic: k('makePublic'),
    setProfile: k('setProfile'),
    profileBadge: k('profileBadge'),
    privateBadge: k('privateBadge'),
    deletePhoto: k('deletePhoto'),
    photoActions: k('photoActions'),
    uploadProgress: (percent) => t('members:myProfile.uploadProgress', { percent }),
    empty: k('emptyPhotos'),
  };
}

const photos: ManagedPhoto[] = [
  { id: 'a', url: storyPhotos[0], isPrivate: false, isProfile: true },
  { id: 'b', url: storyPhotos[1], isPrivate: true },
  { id: 'c', url: storyPhotos[2], isPrivate: false },
  { id: 'd', url: storyPhotos[3], isPrivate: false, uploading: 64 },
];

const meta = {
  title: 'Components/PhotoManager',
  component: PhotoManager,
  args: { photos, labels: labelsFor('en', 4) },
  decorators: [(Story) => <div style={{ maxInlineSize: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => <PhotoManager {...args} labels={labelsFor(globals.locale, args.photos.length)} />,
};

export const Default: Story = {
  render: (args, { globals }) => (
    <PhotoManager
      {...args}
      labels={labelsFor(globals.locale, args.photos.length)}
      onUpload={onUpload}
      onTogglePrivate={onTogglePrivate}
      onDelete={onDelete}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    onUpload.mockClear();
    onTogglePrivate.mockClear();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    // Only what the server accepts: the profile photo (always public, never deleted) has no menu at all.
    const tiles = canvas.getAllByTestId('managed-photo');
    await expect(
      within(tiles[0] as HTMLElement).queryByRole('button', { name: t('members:myProfile.photoActions') }),
    ).toBeNull();
    const menus = canvas.getAllByRole('button', { name: t('members:myProfile.photoActions') });
    await expect(menus).toHaveLength(2);
    // A public photo: make private, set as profile photo, delete.
    await userEvent.click(menus[1] as HTMLElement);
    const items = await body.findAllByRole('menuitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      t('members:myProfile.makePrivate'),
      t('members:myProfile.setProfile'),
      t('members:myProfile.deletePhoto'),
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // A private photo: make public or delete (it is made public before it can be the profile photo).
    await userEvent.click(menus[0] as HTMLElement);
    await expect(body.queryByRole('menuitem', { name: t('members:myProfile.setProfile') })).toBeNull();
    await userEvent.click(await body.findByRole('menuitem', { name: t('members:myProfile.makePublic') }));
    await waitFor(() => expect(onTogglePrivate).toHaveBeenCalledWith('b'));
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(t('members:myProfile.addPhoto')), file);
    await expect(onUpload).toHaveBeenCalledWith(file);
  },
};

/** The only photo is the profile photo: nothing the server would accept, so no menu. */
export const OnlyPhoto: Story = {
  args: { photos: photos.slice(0, 1) },
  render: (args, { globals }) => <PhotoManager {...args} labels={labelsFor(globals.locale, 1)} />,
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    await expect(within(canvasElement).queryByRole('button', { name: t('members:myProfile.photoActions') })).toBeNull();
  },
};

export const Empty: Story = {
  args: { photos: [] },
  render: (args, { globals }) => <PhotoManager {...args} labels={labelsFor(globals.locale, 0)} />,
};

export const LongHebrewLabel: Story = {
  render: (args, { globals }) => {
    const c = storyCopy(globals.locale);
    return (
      <div style={{ maxInlineSize: 260 }}>
        <PhotoManager
          {...args}
          photos={photos.slice(0, 2)}
          labels={{ ...labelsFor(globals.locale, 2), addPhoto: c.longHebrew, profileBadge: c.longHebrew.slice(0, 30) }}
        />
      </div>
    );
  },
};
