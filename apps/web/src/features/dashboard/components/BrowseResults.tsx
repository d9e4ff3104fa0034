import { Button, EmptyState, SearchIcon, Spinner, UsersIcon } from '@kindred/ui';
import { useStore } from 'jotai';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFirstPage, loadNextPage } from '../actions';
import type { BrowseState } from '../atoms';
import * as styles from '../dashboard.css';
import { fromCard, type Place } from '../mappers';
import type { GridMember } from './BrowseGrid';

/** The cards of a dashboard list in the chosen layout (BrowseGrid with the page's like, open and message). */
export type GridOf = (members: GridMember[], testId: string, skeletons?: number) => ReactNode;

const SKELETONS = 8;

/** The browse tab: its cards (skeletons while the first page loads), the next page's sentinel, and its end. */
export function BrowseResults({
  browse,
  grid,
  place,
  sentinel,
  onResetFilters,
}: {
  browse: BrowseState;
  grid: GridOf;
  place: Place;
  sentinel: RefObject<HTMLDivElement | null>;
  onResetFilters: () => void;
}) {
  const { t } = useTranslation('members');
  const store = useStore();
  if (browse.status === 'error' && browse.items.length === 0) {
    return (
      <EmptyState
        icon={<SearchIcon size="xl" />}
        title={t('dashboard.loadFailed')}
        actions={<Button onClick={() => void loadFirstPage(store)}>{t('dashboard.retry')}</Button>}
      />
    );
  }
  if (browse.loaded && browse.status !== 'loading' && browse.items.length === 0) {
    return (
      <EmptyState
        icon={<UsersIcon size="xl" />}
        title={t('dashboard.emptyTitle')}
        description={t('dashboard.emptyBody')}
        actions={<Button onClick={onResetFilters}>{t('dashboard.resetFilters')}</Button>}
        data-testid="dashboard-empty"
      />
    );
  }
  const loadingFirst = browse.status === 'loading' || !browse.loaded;
  return (
    <>
      {grid(
        loadingFirst ? [] : browse.items.map((c) => fromCard(c, place)),
        'browse-list',
        loadingFirst ? SKELETONS : 0,
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.footer} aria-live="polite">
        {browse.status === 'loadingMore' ? (
          <Spinner label={t('dashboard.loadingMore')} showLabel />
        ) : browse.status === 'error' ? (
          <Button variant="soft" onClick={() => void loadNextPage(store)}>
            {t('dashboard.retry')}
          </Button>
        ) : browse.loaded && !browse.hasMore && browse.items.length > 0 ? (
          <span data-testid="browse-end">{t('dashboard.end')}</span>
        ) : null}
      </div>
    </>
  );
}
