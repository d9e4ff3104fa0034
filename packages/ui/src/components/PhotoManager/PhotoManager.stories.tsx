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
    const menus = canvas.getAllByRole('button', { name: t('members:myProfile.photoActions') });
    await expect(menus).toHaveLength(3);
    await userEvent.click(menus[1] as HTMLElement);
    await userEvent.click(await body.findByRole('menuitem', { name: t('members:myProfile.makePublic') }));
    await waitFor(() => expect(onTogglePrivate).toHaveBeenCalledWith('b'));
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(t('members:myProfile.addPhoto')), file);
    await expect(onUpload).toHaveBeenCalledWith(file);
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
