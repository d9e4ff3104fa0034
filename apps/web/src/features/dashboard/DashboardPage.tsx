import { Button, FilterIcon, GridIcon, ListIcon, SegmentedControl, StoriesStripSkeleton } from '@kindred/ui';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName } from '../../lib/placeName';
import { MemberSlotsContext } from '../../lib/slots';
import { loadFirstPage, loadNextPage } from './actions';
import {
  activeFilterCount,
  browseAtom,
  defaultFilters,
  filtersAtom,
  likedIdsAtom,
  modeAtom,
  pendingLikesAtom,
  viewAtom,
  type DashboardMode,
  type DashboardView,
} from './atoms';
import { BrowseGrid, type GridMember } from './components/BrowseGrid';
import { BrowseResults } from './components/BrowseResults';
import { Filters } from './components/Filters';
import { LikesLeft } from './components/LikesLeft';
import { MemberLists } from './components/MemberLists';
import * as styles from './dashboard.css';
import type { Place } from './mappers';
import { useBrowseLoading } from './useBrowseLoading';
import { useCardActions } from './useCardActions';
import { useInfiniteScroll } from './useInfiniteScroll';
import { useMediaQuery } from './useMediaQuery';
import { useMemberLists } from './useMemberLists';
import { PULL_TRIGGER, usePullToRefresh } from './usePullToRefresh';

const Sheet = lazy(() => import('./overlays').then((m) => ({ default: m.Sheet })));
// Shown only while a finger pulls the list down; its chunk is asked for when a touch starts at the top.
const PullToRefresh = lazy(() => import('./overlays').then((m) => ({ default: m.PullToRefresh })));

/**
 * The members' home (docs/product/browse-and-profiles.md Dashboard): browse with filters, your matches, your likes. The lists' loading and
 * the gestures are hooks of their own (`use*.ts`), the tabs' contents components (`components/`).
 */
export default function DashboardPage() {
  const { t } = useTranslation(['members', 'options']);
  const place: Place = (location) => placeName(t, location);
  const store = useStore();
  const { dashboardStories: DashboardStories } = useContext(MemberSlotsContext);
  const [mode, setMode] = useAtom(modeAtom);
  const [view, setView] = useAtom(viewAtom);
  const [filters, setFilters] = useAtom(filtersAtom);
  const browse = useAtomValue(browseAtom);
  const liked = useAtomValue(likedIdsAtom);
  const pending = useAtomValue(pendingLikesAtom);
  const wide = useMediaQuery('(min-width: 1024px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The dialogs load on first use and then stay mounted (their closing animation).
  const [sheetMounted, setSheetMounted] = useState(false);
  if (filtersOpen && !sheetMounted) setSheetMounted(true);
  const {
    pull,
    pulling,
    handlers: pullHandlers,
  } = usePullToRefresh(mode === 'browse', () => loadFirstPage(store, { quiet: true }));

  useBrowseLoading(filters, browse);
  const lists = useMemberLists(mode);
  // Only the list on screen asks for more: a first page still rendering (a transition, `loadFirstPage`) leaves the
  // short list and its sentinel in view for a moment, which must not fetch the page after the new one.
  const shown = browse.items.length;
  const loadMore = useCallback(() => {
    if (store.get(browseAtom).items.length === shown) void loadNextPage(store);
  }, [store, shown]);
  const sentinel = useInfiniteScroll(mode === 'browse', loadMore, shown);
  const { labelsFor, onLike, onOpen, onMessage } = useCardActions();

  const filterCount = activeFilterCount(filters);
  const panel = <Filters onApply={wide ? undefined : () => setFiltersOpen(false)} />;

  const titles: Record<DashboardMode, string> = {
    browse: t('dashboard.browseTitle'),
    matches: t('dashboard.matchesTitle'),
    likes: t('dashboard.likesTitle'),
  };

  const grid = (members: GridMember[], testId: string, skeletons = 0) => (
    <BrowseGrid
      members={members}
      view={view}
      liked={liked}
      pending={pending}
      labelsFor={labelsFor}
      onOpen={onOpen}
      onLike={(m) => void onLike(m)}
      onMessage={onMessage}
      skeletons={skeletons}
      testId={testId}
    />
  );

  return (
    <div className={styles.page} data-page="dashboard" {...pullHandlers}>
      {(pull > 0 || pulling) && (
        <Suspense fallback={null}>
          <PullToRefresh
            distance={pull}
            ready={pull >= PULL_TRIGGER}
            refreshing={pulling}
            labels={{
              pull: t('dashboard.pullToRefresh'),
              release: t('dashboard.releaseToRefresh'),
              refreshing: t('dashboard.refreshing'),
            }}
            data-testid="pull-to-refresh"
          />
        </Suspense>
      )}
      <div className={styles.storiesSlot} data-slot="stories">
        {DashboardStories ? (
          <Suspense fallback={<StoriesStripSkeleton />}>
            <DashboardStories />
          </Suspense>
        ) : null}
      </div>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>{titles[mode]}</h1>
        <div className={styles.tools}>
          <SegmentedControl<DashboardView>
            aria-label={t('dashboard.viewToggle')}
            size="sm"
            value={view}
            onValueChange={setView}
            options={[
              { value: 'grid', label: <GridIcon />, 'aria-label': t('dashboard.grid') },
              { value: 'list', label: <ListIcon />, 'aria-label': t('dashboard.list') },
            ]}
          />
        </div>
      </div>
      <LikesLeft />
      <div className={styles.toolbar}>
        <SegmentedControl<DashboardMode>
          aria-label={t('dashboard.titleToggle')}
          value={mode}
          onValueChange={setMode}
          options={[
            { value: 'browse', label: t('dashboard.browseTitle') },
            { value: 'matches', label: t('dashboard.matchesTitle') },
            { value: 'likes', label: t('dashboard.likesTitle') },
          ]}
        />
        {mode === 'browse' && !wide ? (
          <Button
            variant="soft"
            tone="neutral"
            leadingIcon={<FilterIcon />}
            trailingIcon={filterCount ? <span className={styles.filterCount}>{filterCount}</span> : undefined}
            onClick={() => setFiltersOpen(true)}
          >
            {t('dashboard.filters')}
          </Button>
        ) : null}
      </div>
      <div className={styles.body} data-mode={mode}>
        {mode === 'browse' && wide ? (
          <aside className={styles.aside} aria-labelledby="filters-title">
            <h2 id="filters-title" className={styles.asideTitle}>
              {t('filters.title')}
            </h2>
            {panel}
          </aside>
        ) : null}
        <section aria-labelledby="results-title">
          {/* The cards' names are h3: a heading for the results keeps the outline whole when filters are a sheet. */}
          <h2 id="results-title" className={styles.srOnly}>
            {mode === 'browse' ? t('dashboard.results') : titles[mode]}
          </h2>
          {mode === 'browse' ? (
            <BrowseResults
              browse={browse}
              grid={grid}
              place={place}
              sentinel={sentinel}
              onResetFilters={() => setFilters(defaultFilters)}
            />
          ) : (
            <MemberLists mode={mode} {...lists} grid={grid} place={place} onBrowse={() => setMode('browse')} />
          )}
        </section>
      </div>
      {!wide && sheetMounted ? (
        <Suspense fallback={null}>
          <Sheet
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            title={t('filters.title')}
            closeLabel={t('filters.close')}
          >
            {panel}
          </Sheet>
        </Suspense>
      ) : null}
    </div>
  );
}
