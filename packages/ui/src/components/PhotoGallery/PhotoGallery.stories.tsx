import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { galleryLabels } from '../../storybook/memberLabels';
import { storyPhotos, storyWidePhoto } from '../../storybook/photos';
import { storyCopy } from '../../storybook/storyCopy';
import { textWith } from '../../storybook/text';
import { PhotoGallery, type GalleryItem } from './PhotoGallery';

const onRequestAccess = fn();
const nameFor = (locale: unknown) => (locale === 'he' ? 'נועה' : 'Noa');

const photos: GalleryItem[] = [
  { id: 'a', url: storyPhotos[0] },
  { id: 'b', url: storyPhotos[1] },
  { id: 'c', url: storyWidePhoto },
  { id: 'd', locked: true },
];

const meta = {
  title: 'Components/PhotoGallery',
  component: PhotoGallery,
  args: { photos, labels: galleryLabels('en', 'Noa') },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args, { globals }) => (
    <PhotoGallery {...args} labels={galleryLabels(globals.locale, nameFor(globals.locale))} />
  ),
};

/** Next/previous, thumbnails and the arrow keys (mirrored in Hebrew: the arrow towards the end goes on). */
export const Browsing: Story = {
  render: (args, { globals }) => (
    <PhotoGallery {...args} labels={galleryLabels(globals.locale, nameFor(globals.locale))} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    const canvas = within(canvasElement);
    const stage = canvas.getByRole('group', { name: t('members:profile.photoOf', { index: 1, total: 4 }) });
    await userEvent.click(canvas.getByRole('button', { name: t('members:profile.next') }));
    await expect(stage).toHaveAccessibleName(t('members:profile.photoOf', { index: 2, total: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: t('members:profile.thumbnail', { index: 3 }) }));
    await expect(stage).toHaveAccessibleName(t('members:profile.photoOf', { index: 3, total: 4 }));
    await expect(canvas.getByRole('button', { name: t('members:profile.thumbnail', { index: 3 }) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    stage.focus();
    const forward = globals.locale === 'he' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(forward);
    await expect(stage).toHaveAccessibleName(t('members:profile.photoOf', { index: 4, total: 4 }));
    // Past the last photo it wraps to the first.
    await userEvent.keyboard(forward);
    await expect(stage).toHaveAccessibleName(t('members:profile.photoOf', { index: 1, total: 4 }));
    await userEvent.click(canvas.getByRole('button', { name: t('members:profile.previous') }));
    await expect(stage).toHaveAccessibleName(t('members:profile.photoOf', { index: 4, total: 4 }));
  },
};

/** A private photo the viewer may not see: the lock asks for access. */
export const LockedPhotoRequest: Story = {
  render: (args, { globals }) => (
    <PhotoGallery
      {...args}
      photos={[photos[3]!, photos[0]!]}
      onRequestAccess={onRequestAccess}
      labels={galleryLabels(globals.locale, nameFor(globals.locale))}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    onRequestAccess.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('members:profile.requestAccess') }));
    await expect(onRequestAccess).toHaveBeenCalledOnce();
  },
};

export const RequestPending: Story = {
  render: (args, { globals }) => (
    <PhotoGallery
      {...args}
      photos={[photos[3]!]}
      accessStatus="pending"
      labels={galleryLabels(globals.locale, nameFor(globals.locale))}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = textWith(globals.locale);
    await expect(within(canvasElement).getByText(t('members:profile.requestPending'))).toBeVisible();
    // One photo: no previous/next and no thumbnails.
    await expect(within(canvasElement).queryByRole('button', { name: t('members:profile.next') })).toBeNull();
  },
};

/** No photo at all: the member's initial. */
export const ZeroPhotos: Story = {
  render: (args, { globals }) => (
    <PhotoGallery
      {...args}
      photos={[]}
      fallback={nameFor(globals.locale).charAt(0)}
      labels={galleryLabels(globals.locale, nameFor(globals.locale))}
    />
  ),
};

/** Many photos (the ten allowed): the thumbnails wrap. */
export const ManyPhotos: Story = {
  render: (args, { globals }) => (
    <PhotoGallery
      {...args}
      photos={Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, url: storyPhotos[i % storyPhotos.length] }))}
      labels={galleryLabels(globals.locale, nameFor(globals.locale))}
    />
  ),
};

/** A long Hebrew name in the labels (the region's name), with mixed text. */
export const LongHebrewName: Story = {
  render: (args, { globals }) => (
    <PhotoGallery {...args} labels={galleryLabels(globals.locale, storyCopy(globals.locale).longHebrew)} />
  ),
  play: async ({ canvasElement, globals }) => {
    const name = storyCopy(globals.locale).longHebrew;
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName(
      textWith(globals.locale)('members:profile.gallery', { name }),
    );
  },
};
