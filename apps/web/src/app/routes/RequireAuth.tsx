import { guardRoute } from '@kindred/core';
import { AuthErrorPanel, RouteLoading } from '@kindred/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { MemberSlotsContext, type MemberSlots } from '../../lib/slots';
import { authCheckAtom, currentMemberAtom, tokenAtom } from '../../features/session/atoms';
import { checkSessionAtom } from '../../features/session/session';
import { endPreview } from '../../lib/preview';
import * as styles from '../layout.css';

// Loaded only for a member whose email is not verified.
const VerificationNotice = lazy(() => import('../../features/auth/VerificationNotice'));

/** The stories parts the dashboard and the profile modal show (lib/slots.ts), each loaded when first shown. */
const memberSlots: MemberSlots = {
  dashboardStories: lazy(() => import('../../features/stories/parts').then((m) => ({ default: m.StoriesSection }))),
  profileStories: lazy(() => import('../../features/stories/parts').then((m) => ({ default: m.ProfileStories }))),
};

/**
 * Members-only routes, decided by core's guardRoute (docs/product/public-pages.md): a loading indicator while the session is
 * checked, the 'Authentication Error' panel for 3 s when the check fails, then /login keeping the requested path
 * as `from`; then the page, under the reminder to verify the email. In the member shell's chunk (router.tsx
 * `MembersOnly`): visitors never load it.
 */
export function RequireAuth() {
  const { t } = useTranslation(['shell', 'core']);
  const token = useAtomValue(tokenAtom);
  const check = useAtomValue(authCheckAtom);
  const unverified = useAtomValue(currentMemberAtom)?.isVerified === false;
  const setCheck = useSetAtom(authCheckAtom);
  const checkSession = useSetAtom(checkSessionAtom);
  const location = useLocation();
  const path = location.pathname + location.search;
  const decision = guardRoute({
    loading: check.status === 'checking' || (check.status === 'idle' && token !== null),
    error: check.error,
    authenticated: token !== null,
    path,
  });

  useEffect(() => {
    if (check.status === 'idle' && token !== null) void checkSession();
  }, [check.status, token, checkSession]);

  const panelFor = decision.kind === 'authError' ? decision.durationMs : null;
  useEffect(() => {
    if (panelFor === null) return;
    endPreview(); // the refusal, not the dashboard's preview, is what the member must see (decision 0062)
    const timer = setTimeout(() => setCheck({ status: 'done', error: null }), panelFor);
    return () => clearTimeout(timer);
  }, [panelFor, setCheck]);

  switch (decision.kind) {
    case 'loading':
      return (
        <div className={styles.loadingArea}>
          <RouteLoading label={t('shell:loading.session')} data-testid="session-loading" />
        </div>
      );
    case 'authError':
      return (
        <AuthErrorPanel
          title={t('core:routes.authError')}
          message={t('core:routes.authFailed')}
          note={t('shell:authError.redirecting')}
        />
      );
    case 'redirect':
      return <Navigate to={decision.to} replace state={{ from: decision.from }} />;
    case 'render':
      // Every members-only page starts with the reminder for an unverified email (docs/product/public-pages.md; it renders nothing
      // for a verified member or within 24 h of a dismissal). The page has its own boundary, so the reminder stays
      // on screen while the next page loads.
      return (
        <>
          {unverified ? (
            <Suspense fallback={null}>
              <VerificationNotice />
            </Suspense>
          ) : null}
          <Suspense
            fallback={
              <div className={styles.loadingArea}>
                <RouteLoading label={t('shell:loading.route')} />
              </div>
            }
          >
            <MemberSlotsContext.Provider value={memberSlots}>
              <Outlet />
            </MemberSlotsContext.Provider>
          </Suspense>
        </>
      );
  }
}
