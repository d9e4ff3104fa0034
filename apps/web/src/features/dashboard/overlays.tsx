// The dashboard's filters and dialogs, in a chunk of their own: the filters sheet (phones), the filter panel and
// the match moment. Radix Dialog, Slider and Switch, the focus trap and scroll lock are ~15 kB gzip that the
// grid's first paint does not need; the panel beside the grid (wide screens) follows a moment later.
export { FilterPanel, MatchMoment, Sheet } from '@kindred/ui';
