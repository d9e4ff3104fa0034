import { Button, EmptyState, HeartIcon } from '@kindred/ui';
import { useTranslation } from 'react-i18next';
import type { LikedEntry, LikedMeEntry, MatchedMember } from '../api';
import type { DashboardMode } from '../atoms';
import * as styles from '../dashboard.css';
import { fromLiked, fromLikedMe, fromMatch, type Place } from '../mappers';
import type { GridOf } from './BrowseResults';

/** The matches tab, or the likes tab's two lists (who liked me, whom I liked); skeletons until they load. */
export function MemberLists({
  mode,
  matches,
  likedList,
  likedMeList,
  listError,
  grid,
  place,
  onBrowse,
}: {
  mode: Exclude<DashboardMode, 'browse'>;
  matches: MatchedMember[] | null;
  likedList: LikedEntry[] | null;
  likedMeList: LikedMeEntry[] | null;
  listError: DashboardMode | null;
  grid: GridOf;
  place: Place;
  onBrowse: () => void;
}) {
  const { t } = useTranslation('members');
  if (listError === mode) {
    return (
      <EmptyState
        title={t('dashboard.loadFailed')}
        actions={<Button onClick={onBrowse}>{t('dashboard.browseCta')}</Button>}
      />
    );
  }
  if (mode === 'matches') {
    if (!matches) return grid([], 'matches-list', 4);
    if (!matches.length) {
      return (
        <EmptyState
          icon={<HeartIcon size="xl" />}
          title={t('dashboard.emptyMatchesTitle')}
          description={t('dashboard.emptyMatchesBody')}
          actions={<Button onClick={onBrowse}>{t('dashboard.browseCta')}</Button>}
        />
      );
    }
    return grid(
      matches.map((m) => fromMatch(m, place)),
      'matches-list',
    );
  }
  if (!likedList || !likedMeList) return grid([], 'likes-list', 4);
  if (!likedList.length && !likedMeList.length) {
    return (
      <EmptyState
        icon={<HeartIcon size="xl" />}
        title={t('dashboard.noILiked')}
        description={t('dashboard.noLikedMe')}
        actions={<Button onClick={onBrowse}>{t('dashboard.browseCta')}</Button>}
      />
    );
  }
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('dashboard.likedMe')}</h2>
        {likedMeList.length ? grid(likedMeList.map(fromLikedMe), 'liked-me-list') : <p>{t('dashboard.noLikedMe')}</p>}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('dashboard.iLiked')}</h2>
        {likedList.length ? grid(likedList.map(fromLiked), 'likes-list') : <p>{t('dashboard.noILiked')}</p>}
      </section>
    </>
  );
}
