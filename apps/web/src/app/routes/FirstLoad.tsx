import { RouteLoading } from '@kindred/ui';

/** Before the first route and its catalogues are ready: a spinner labelled in the page's language. */
const labels: Record<string, string> = { en: 'Loading…', he: 'טוען…' };

export function FirstLoad() {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : 'en';
  return <RouteLoading size="screen" label={labels[lang] ?? labels.en!} />;
}
