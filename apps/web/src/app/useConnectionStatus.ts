import type { ConnectionBannerProps } from '@kindred/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom } from '../features/session/atoms';
import { setRealtimeDisabled } from '@kindred/core';
import { http } from '../lib/http';
import { browserStorage } from '../lib/storage';
import { onlineAtom } from '../lib/network';
import { socketMachineAtom } from '../lib/socketState';

const RESTORED_MS = 4_000;

/**
 * What the connection banner says: offline (with the queued changes), back online for a few seconds, live updates
 * reconnecting, or paused after 5 failures (spec 000 §4). Its live region announces each change.
 */
export function useConnectionStatus(): Omit<ConnectionBannerProps, 'data-testid'> {
  const { t } = useTranslation(['shell', 'common']);
  const online = useAtomValue(onlineAtom);
  const member = useAtomValue(isAuthenticatedAtom);
  const socket = useAtomValue(socketMachineAtom);
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
  if (member && socket.offlineMode) {
    return {
      status: 'realtimeOff',
      title: t('shell:connection.realtimeOff'),
      actionLabel: t('common:errorFallback.refresh'),
      // Re-enable real-time (the persisted offline flag) and reload (spec 000 §4).
      onAction: () => {
        setRealtimeDisabled(browserStorage('localStorage'), false);
        window.location.reload();
      },
    };
  }
  if (member && socket.state === 'reconnecting')
    return { status: 'reconnecting', title: t('shell:connection.reconnecting') };
  return { status: 'online' };
}
