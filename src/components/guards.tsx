import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';

/**
 * The member layout route: every route under it is for signed-in members.
 * Signed-out visitors go to /auth (and come back after signing in); nothing is
 * rendered while the session loads, so no member data flashes before the redirect.
 */
export function MemberRoute() {
  const { loading, user } = useSession();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * The admin layout route: once loading has finished, anyone who is not signed
 * in or not an admin is sent to /dashboard; while loading, nothing is shown.
 */
export function AdminRoute() {
  const { loading, user, isAdmin } = useSession();
  if (loading) return null;
  if (!user || !isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
