// Labels for the member components, from the members catalogue (stories only).
import type { PhotoGalleryLabels } from '../components/PhotoGallery/PhotoGallery';
import type { ProfileModalLabels } from '../components/ProfileModal/ProfileModal';
import { textWith } from './text';

export function galleryLabels(locale: unknown, name: string): PhotoGalleryLabels {
  const t = textWith(locale);
  return {
    gallery: t('members:profile.gallery', { name }),
    photoOf: (index, total) => t('members:profile.photoOf', { index, total }),
    previous: t('members:profile.previous'),
    next: t('members:profile.next'),
    thumbnail: (index) => t('members:profile.thumbnail', { index }),
    locked: t('members:profile.locked'),
    requestAccess: t('members:profile.requestAccess'),
    requestPending: t('members:profile.requestPending'),
    accessDenied: t('members:profile.accessDenied'),
  };
}

export function profileLabels(locale: unknown, name: string, score = 0): ProfileModalLabels {
  const t = textWith(locale);
  const k = (key: string) => t(`members:profile.${key}`);
  return {
    ...galleryLabels(locale, name),
    close: k('close'),
    loading: k('loading'),
    notFoundTitle: k('notFoundTitle'),
    notFoundBody: k('notFoundBody'),
    loadFailed: k('loadFailed'),
    retry: k('retry'),
    online: k('online'),
    premium: k('premium'),
    verified: k('verified'),
    compatibility: k('compatibility'),
    compatibilityScore: t('members:profile.compatibilityScore', { score }),
    factorLocation: k('factorLocation'),
    factorAge: k('factorAge'),
    factorInterests: k('factorInterests'),
    about: k('about'),
    interests: k('interests'),
    showMore: (count) => t('members:profile.showMore', { count }),
    showLess: k('showLess'),
    common: k('common'),
    like: k('like'),
    liked: k('liked'),
    message: k('message'),
    more: k('more'),
    report: k('report'),
    block: k('block'),
    bannerTitle: t('members:profile.bannerTitle', { name }),
    bannerBody: k('bannerBody'),
    approve: k('approve'),
    reject: k('reject'),
  };
}
