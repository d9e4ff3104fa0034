import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../lib/http';

/** Reports a page view (path and query only, nothing about the member) on every route change. */
export function usePageViews(): void {
  const location = useLocation();
  useEffect(() => {
    api('/analytics/pageview', { method: 'POST', body: { path: location.pathname, query: location.search } }).catch(
      () => {
        /* analytics never disturbs the member */
      },
    );
  }, [location.pathname, location.search]);
}
