import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAuthenticatedAtom } from '../../features/session/atoms';

/** Members-only routes: a visitor goes to /login with the requested path kept as `from` (spec 000 §2). */
export function RequireAuth() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const location = useLocation();
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
