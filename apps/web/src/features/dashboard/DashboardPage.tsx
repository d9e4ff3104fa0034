import { avatarUrl, DASHBOARD_REFRESH_MS, hasDailyLikeLimit } from '@kindred/core';
import {
  Button,
  EmptyState,
  FilterIcon,
  GridIcon,
  HeartIcon,
  ListIcon,
  SearchIcon,
  SegmentedControl,
  Spinner,
  StoriesStripSkeleton,
  UsersIcon,
  type MemberCardLabels,
} from '@kindred/ui';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { chatPanelAtom } from '../../lib/bridges';
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { currentMemberAtom } from '../session/atoms';
import { toast } from '../../lib/toast';
import { placeName } from '../../lib/placeName';
import { presenceResyncAtom } from '../../lib/socketState';
import {
  fetchAllowance,
  fetchLiked,
  fetchLikedMe,
  fetchMatches,
  type LikedEntry,
  type LikedMeEntry,
  type MatchedMember,
} from './api';
import { addLiked, loadFirstPage, loadNextPage, toggleLike } from './actions';
import {
  activeFilterCount,
  browseAtom,
  defaultFilters,
  filtersAtom,
  likedIdsAtom,
  likesRemainingAtom,
  modeAtom,
  pendingLikesAtom,
  profileOpenerAtom,
  viewAtom,
  type DashboardMode,
  type DashboardView,
} from './atoms';
import { BrowseGrid, type GridMember } from './components/BrowseGrid';
import * as styles from './dashboard.css';
import { useMediaQuery } from './useMediaQuery';
import { fromCard, fromLiked, fromLikedMe, fromMatch, type Place } from './mappers';
import { endPreviewAfterPaint } from '../../lib/preview';
import { MemberSlotsContext } from '../../lib/slots';

const FilterPanel = lazy(() => import('./overlays').then((m) => ({ default: m.DashboardFilterPanel })));
const Sheet = lazy(() => import('./overlays').then((m) => ({ default: m.Sheet })));
// Shown only while a finger pulls the list down; its chunk is asked for when a touch starts at the top.
const PullToRefresh = lazy(() => import('./overlays').then((m) => ({ default: m.PullToRefresh })));

const SKELETONS = 8;
const PULL_TRIGGER = 70;
const PULL_MAX = 110;

/** The members' home (spec 001 §2 Dashboard): browse with filters, your matches, your likes. */
export default function DashboardPage() {
  const { t } = useTranslation(['members', 'options']);
  const place: Place = (location) => placeName(t, location);
  const store = useStore();
  const { dashboardStories: DashboardStories } = useContext(MemberSlotsContext);
  const navigate = useNavigate();
  const [mode, setMode] = useAtom(modeAtom);
  const [view, setView] = useAtom(viewAtom);
  const [filters, setFilters] = useAtom(filtersAtom);
  const browse = useAtomValue(browseAtom);
  const liked = useAtomValue(likedIdsAtom);
  const pending = useAtomValue(pendingLikesAtom);
  const likesRemaining = useAtomValue(likesRemainingAtom);
  const me = useAtomValue(currentMemberAtom);
  const limited = me ? hasDailyLikeLimit(me.accountTier) : false;
  const wide = useMediaQuery('(min-width: 1024px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The dialogs load on first use and then stay mounted (their closing animation).
  const [sheetMounted, setSheetMounted] = useState(false);
  if (filtersOpen && !sheetMounted) setSheetMounted(true);
  const [matches, setMatches] = useState<MatchedMember[] | null>(null);
  const [likedList, setLikedList] = useState<LikedEntry[] | null>(null);
  const [likedMeList, setLikedMeList] = useState<LikedMeEntry[] | null>(null);
  const [listError, setListError] = useState<DashboardMode | null>(null);
  // Pull to refresh on touch screens: pulling down from the top of the page reloads the first page.
  const pullStart = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [pulling, setPulling] = useState(false);
  const onTouchStart = (e: React.TouchEvent) => {
    pullStart.current = window.scrollY <= 0 && mode === 'browse' ? (e.touches[0]?.clientY ?? null) : null;
    if (pullStart.current !== null) void import('./overlays');
  };
  const onTouchMove = (e: React.TouchEvent) => {
    if (pullStart.current === null) return;
    setPull(Math.max(0, Math.min(PULL_MAX, (e.touches[0]?.clientY ?? 0) - pullStart.current)));
  };
  const onTouchEnd = () => {
    if (pullStart.current !== null && pull >= PULL_TRIGGER) {
      setPulling(true);
      void loadFirstPage(store, { quiet: true }).finally(() => setPulling(false));
    }
    pullStart.current = null;
    setPull(0);
  };

  // First page on arrival, then again (debounced) whenever a filter changes.
  const seenFilters = useRef(filters);
  useEffect(() => {
    if (seenFilters.current === filters) {
      if (!store.get(browseAtom).loaded) void loadFirstPage(store);
      return;
    }
    seenFilters.current = filters;
    const timer = window.setTimeout(() => void loadFirstPage(store), 300);
    return () => window.clearTimeout(timer);
  }, [filters, store]);

  // The first-photos preview (decision 0062) gives way once this page shows its first page (or why it has none).
  const firstShown = browse.loaded || browse.status === 'error';
  useEffect(() => (firstShown ? endPreviewAfterPaint() : undefined), [firstShown]);

  // Likes left today (FREE members), from the subscription status.
  useEffect(() => {
    fetchAllowance()
      .then((a) => store.set(likesRemainingAtom, a.dailyLikesRemaining))
      .catch(() => undefined);
  }, [store]);

  // Fresh when the tab comes back and every 5 minutes while visible (spec 001 §4), and after a socket reconnect that
  // lost presence events (decision 0061): the first browse page and the open matches or likes tab, quietly.
  const [listReload, setListReload] = useState(0);
  const quietList = useRef(false);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      void loadFirstPage(store, { quiet: true });
      if (store.get(modeAtom) === 'browse') return;
      quietList.current = true;
      setListReload((n) => n + 1);
    };
    document.addEventListener('visibilitychange', refresh);
    const timer = window.setInterval(refresh, DASHBOARD_REFRESH_MS);
    const unsubscribe = store.sub(presenceResyncAtom, refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [store]);

  // Matches and likes lists load when their tab opens, and again on a refresh (a failed refresh keeps the list).
  useEffect(() => {
    if (mode === 'browse') return;
    const quiet = quietList.current;
    quietList.current = false;
    let live = true;
    const load =
      mode === 'matches'
        ? fetchMatches().then((d) => {
            if (!live) return;
            // A match is a like both ways: its heart is filled.
            addLiked(
              store,
              d.map((m) => m._id),
            );
            setMatches(d);
          })
        : Promise.all([fetchLiked(), fetchLikedMe()]).then(([mine, theirs]) => {
            if (!live) return;
            addLiked(store, [
              ...mine.map((e) => e.recipient._id),
              ...theirs.filter((e) => e.matched).map((e) => e.sender._id),
            ]);
            setLikedList(mine);
            setLikedMeList(theirs);
          });
    load.catch(() => live && !quiet && setListError(mode));
    return () => {
      live = false;
    };
  }, [mode, listReload, store]);

  // Infinite scroll: the next page when the end of the list comes within 300 px.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || mode !== 'browse' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadNextPage(store);
      },
      { rootMargin: '0px 0px 300px 0px', threshold: 0 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [mode, store, browse.items.length]);

  const labelsFor = useCallback(
    (name: string): MemberCardLabels => ({
      like: t('card.like', { name }),
      message: t('card.message', { name }),
      open: t('card.open', { name }),
      online: t('card.online'),
      verified: t('card.verified'),
      premium: t('card.premium'),
      nextPhoto: t('card.nextPhoto'),
      noPhoto: t('card.noPhoto'),
    }),
    [t],
  );

  const onLike = async (m: GridMember) => {
    const outcome = await toggleLike(store, { id: m.id, name: m.name, photo: m.photos[0] ?? null });
    if (!outcome.ok && outcome.reason === 'limit') {
      toast({ kind: 'warning', title: t('likes.limitReached'), description: t('likes.upgradeHint') });
    } else if (!outcome.ok && outcome.reason === 'failed') {
      toast({ kind: 'error', title: t('likes.likeFailed') });
    }
  };
  const onOpen = (m: GridMember) => {
    store.set(profileOpenerAtom, m.id);
    void navigate(`/user/${m.id}`, { state: { backdrop: 'dashboard' } });
  };
  // The embedded chat (spec 002 §2 openChat) over the dashboard.
  const openChat = useSetAtom(chatPanelAtom);
  const onMessage = (m: GridMember) =>
    openChat({ id: m.id, nickname: m.name, photoUrl: avatarUrl(m.photos[0] ?? null) });

  const filterCount = activeFilterCount(filters);
  const panel = (
    <Suspense fallback={<Spinner label={t('filters.title')} />}>
      <FilterPanel
        value={filters}
        onChange={setFilters}
        onReset={() => setFilters(defaultFilters)}
        onApply={wide ? undefined : () => setFiltersOpen(false)}
        labels={{
          age: t('filters.age'),
          ageMin: t('filters.ageMin'),
          ageMax: t('filters.ageMax'),
          online: t('filters.online'),
          verified: t('filters.verified'),
          withPhotos: t('filters.withPhotos'),
          interests: t('filters.interests'),
          reset: t('filters.reset'),
          apply: t('filters.apply'),
        }}
        data-testid="filter-panel"
      />
    </Suspense>
  );

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

  const browseContent = () => {
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
          actions={<Button onClick={() => setFilters(defaultFilters)}>{t('dashboard.resetFilters')}</Button>}
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
  };

  const listContent = () => {
    if (listError === mode) {
      return (
        <EmptyState
          title={t('dashboard.loadFailed')}
          actions={<Button onClick={() => setMode('browse')}>{t('dashboard.browseCta')}</Button>}
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
            actions={<Button onClick={() => setMode('browse')}>{t('dashboard.browseCta')}</Button>}
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
          actions={<Button onClick={() => setMode('browse')}>{t('dashboard.browseCta')}</Button>}
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
  };

  return (
    <div
      className={styles.page}
      data-page="dashboard"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
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
      {/* The likes-left hint has its row from the first render for a member with a daily limit, so its arrival
          moves nothing (and the first-photos preview, decision 0062, has the same row). */}
      {limited || typeof likesRemaining === 'number' ? (
        <div className={styles.hintRow}>
          {typeof likesRemaining === 'number' ? (
            <span className={styles.hint} data-testid="likes-left" data-exhausted={likesRemaining === 0}>
              <HeartIcon size="sm" />
              <span className={styles.hintText}>
                {/* "0 left" rather than the refusal's sentence: short enough for a phone's row, with the way out. */}
                {t('card.likesLeft', { count: likesRemaining })}
              </span>
              {likesRemaining === 0 ? (
                <Link to="/subscription" className={styles.hintLink}>
                  <span aria-hidden="true">· </span>
                  {t('likes.upgrade')}
                </Link>
              ) : null}
            </span>
          ) : null}
        </div>
      ) : null}
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
          {mode === 'browse' ? browseContent() : listContent()}
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
