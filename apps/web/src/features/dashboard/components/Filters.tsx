import { Spinner } from '@kindred/ui';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultFilters, filtersAtom } from '../atoms';

// The panel's chunk (overlays.tsx) loads on first use: beside the grid on wide screens, in the sheet on phones.
const FilterPanel = lazy(() => import('../overlays').then((m) => ({ default: m.DashboardFilterPanel })));

/** The browse filters; `onApply` (phones) closes the sheet they sit in, wide screens apply them as they change. */
export function Filters({ onApply }: { onApply?: () => void }) {
  const { t } = useTranslation('members');
  const [filters, setFilters] = useAtom(filtersAtom);
  return (
    <Suspense fallback={<Spinner label={t('filters.title')} />}>
      <FilterPanel
        value={filters}
        onChange={setFilters}
        onReset={() => setFilters(defaultFilters)}
        onApply={onApply}
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
}
