import type { ConnectionBannerProps } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../lib/http';
import { onlineAtom } from '../lib/network';

const RESTORED_MS = 4_000;

/**
 * What the connection banner says about the browser's connection: offline (with the queued changes), back online
 * for a few seconds (docs/product/public-pages.md). A member's live-updates states (reconnecting, paused) are added by the member
 * shell (routes/MemberShell.tsx), so visitors never load core's socket machine. Its live region announces each change.
 */
export function useConnectionStatus(): Omit<ConnectionBannerProps, 'data-testid'> {
  const { t } = useTranslation(['shell', 'common']);
  const online = useAtomValue(onlineAtom);
  const [restored, setRestored] = useState(false);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (online && !wasOnline.current) {
      setRestored(true);
      const timer = setTimeout(() => setRestored(false), RESTORED_MS);
      wasOnline.current = online;
      return () => clearTimeout(timer);
    }
    wasOnline.current = online;
    if (!online) setRestored(false);
    return undefined;
  }, [online]);

  if (!online) {
    const queued = http.queueLength;
    return {
      status: 'offline',
      title: t('shell:connection.offline'),
      description: queued > 0 ? t('shell:connection.queued', { count: queued }) : t('shell:connection.offlineBody'),
    };
  }
  if (restored) return { status: 'restored', title: t('shell:connection.online') };
  return { status: 'online' };
}
