import type { analyticsEndpoints, EndpointReply } from '@kindred/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../lib/http';

/** Reports a page view (path and query only, nothing about the member) on every route change (docs/product/public-pages.md). */
export function usePageViews(): void {
  const location = useLocation();
  useEffect(() => {
    // Offline page views are not queued: analytics never replays or disturbs the member.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    // The plain client with the contract's reply type: every page, the visitor's too, reports its views.
    api<EndpointReply<typeof analyticsEndpoints.pageView>>('/analytics/pageview', {
      method: 'POST',
      auth: false,
      toast: false,
      body: { path: location.pathname, query: location.search },
    }).catch(() => {
      /* analytics never disturbs the member */
    });
  }, [location.pathname, location.search]);
}
