// The dashboard's filters and dialogs, in a chunk of their own: the filters sheet (phones), the filter panel with
// the interest list (core's option lists), and the pull-to-refresh indicator (touch only).
// Radix Dialog, Slider and Switch, the focus trap and scroll lock are ~15 kB gzip that the grid's first paint does
// not need; the panel beside the grid (wide screens) follows a moment later.
import { dashboardFilterInterests } from '@kindred/core';
import { FilterPanel } from '@kindred/ui';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

export { PullToRefresh, Sheet } from '@kindred/ui';

/** The filter panel with the spec's first 11 interests, labelled in the member's language. */
export function DashboardFilterPanel(props: Omit<ComponentProps<typeof FilterPanel>, 'interestOptions'>) {
  const { t } = useTranslation('options');
  const interestOptions = useMemo(
    () => dashboardFilterInterests.map((value) => ({ value, label: t(`interests.${value}`) })),
    [t],
  );
  return <FilterPanel {...props} interestOptions={interestOptions} />;
}
