import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/config/paths';

/**
 * Member screens: signed-out visitors go to /auth; nothing is rendered while
 * the session loads, so no member data flashes before the redirect.
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const { loading, user } = useSession();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/**
 * The admin panel: once loading has finished, anyone who is not signed in or
 * not an admin is sent to /dashboard; while loading, nothing is shown.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, user, isAdmin } = useSession();
  if (loading) return null;
  if (!user || !isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <>{children}</>;
}
