// Notification fixtures for stories: the sentences come from core's catalogue (`core:notifications.item.*`,
// `merged.*`), names in <bdi>, times from core's relative dates. Used by stories only; never exported.
import { relativeDate, type Locale } from '@kindred/core';
import type { NotificationItemKind } from '../components/NotificationItem/NotificationItem';
import type { NotificationPanelItem } from '../components/NotificationPanel/NotificationPanel';
import { storyPhotos } from './photos';
import { storyCopy } from './storyCopy';
import { localeOf, textWith } from './text';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const MIN = 60_000;

type ItemType = 'message' | 'like' | 'match' | 'photoRequest' | 'photoResponse' | 'comment' | 'story' | 'call';
const kindOf: Record<ItemType, NotificationItemKind> = {
  message: 'message',
  like: 'like',
  match: 'match',
  photoRequest: 'photo',
  photoResponse: 'photo',
  comment: 'comment',
  story: 'story',
  call: 'call',
};

/** A catalogue sentence with the name in <bdi> (it may run the other way). */
export function sentence(locale: unknown, key: string, name: string) {
  const [before = '', after = ''] = textWith(locale)(key, { name: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}

export interface FixtureInput {
  type: ItemType;
  name: string;
  photo?: string | null;
  minutesAgo: number;
  count?: number;
  unread?: boolean;
}

export function fixture(locale: unknown, input: FixtureInput, id: string): NotificationPanelItem {
  const t = textWith(locale);
  const at = NOW - input.minutesAgo * MIN;
  const count = input.count ?? 1;
  return {
    id,
    kind: kindOf[input.type],
    message:
      count > 1
        ? t(`core:notifications.merged.${input.type}`, { count })
        : sentence(locale, `core:notifications.item.${input.type}`, input.name),
    time: relativeDate(at, NOW, localeOf({ locale }) as Locale),
    dateTime: new Date(at).toISOString(),
    count,
    unread: input.unread ?? false,
    person: { name: input.name, photo: input.photo === undefined ? null : input.photo },
  };
}

/** One of each type, a merged like, read and unread, from the last minutes to last week. */
export function notificationFixtures(locale: unknown): NotificationPanelItem[] {
  const [a = '', b = '', c = ''] = storyCopy(locale).names;
  const inputs: FixtureInput[] = [
    { type: 'like', name: a, photo: storyPhotos[0], minutesAgo: 0, count: 3, unread: true },
    { type: 'match', name: b, photo: storyPhotos[1], minutesAgo: 4, unread: true },
    { type: 'message', name: c, photo: storyPhotos[2], minutesAgo: 35, unread: true },
    { type: 'photoRequest', name: a, photo: storyPhotos[3], minutesAgo: 90 },
    { type: 'comment', name: b, photo: storyPhotos[4], minutesAgo: 60 * 5 },
    { type: 'photoResponse', name: c, minutesAgo: 60 * 26 },
    { type: 'story', name: a, photo: storyPhotos[5], minutesAgo: 60 * 49 },
    { type: 'call', name: b, photo: storyPhotos[1], minutesAgo: 60 * 24 * 9 },
  ];
  return inputs.map((input, i) => fixture(locale, input, `n${i}`));
}

/** Many items: the dropdown's list scrolls within 400 px. */
export function manyFixtures(locale: unknown, n = 24): NotificationPanelItem[] {
  const names = storyCopy(locale).names;
  const types: ItemType[] = ['like', 'message', 'match', 'comment', 'photoRequest', 'story'];
  return Array.from({ length: n }, (_, i) =>
    fixture(
      locale,
      {
        type: types[i % types.length] as ItemType,
        name: names[i % names.length] as string,
        photo: storyPhotos[i % storyPhotos.length],
        minutesAgo: i * 17,
        unread: i < 12,
      },
      `m${i}`,
    ),
  );
}

export function panelLabels(locale: unknown, unread: number) {
  const t = textWith(locale);
  return {
    title: t('notifications:panel.title'),
    refresh: t('notifications:panel.refresh'),
    markAllRead: t('notifications:panel.markAllReadCount', { count: unread }),
    close: t('notifications:panel.close'),
    filters: t('notifications:panel.filtersLabel'),
    unread: t('notifications:item.unread'),
    empty: t('notifications:panel.empty'),
    emptyBody: t('notifications:panel.emptyBody'),
    loading: t('notifications:panel.loading'),
    seeAll: t('notifications:panel.seeAll'),
  };
}

export function panelFilters(locale: unknown, variant: 'dropdown' | 'page') {
  const t = textWith(locale);
  const all = ['all', 'unread', 'messages', 'likes', 'photos'] as const;
  return (variant === 'dropdown' ? all.slice(0, 2) : all).map((value) => ({
    value,
    label: t(`core:notifications.filters.${value}`),
  }));
}

/** The bell's accessible name with the count (the plural forms the app's i18next picks). */
export function bellLabel(locale: unknown, count: number): string {
  const t = textWith(locale);
  if (count <= 0) return t('notifications:bell.label');
  const form = new Intl.PluralRules(localeOf({ locale })).select(count);
  const key = form === 'one' || form === 'two' ? form : 'other';
  return t(`notifications:bell.unread_${key}`, { count });
}
