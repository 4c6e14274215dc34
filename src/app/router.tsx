import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layout/RootLayout';
import { ErrorPage } from '@/components/layout/ErrorPage';
import { AdminRoute, MemberRoute } from '@/components/guards';

/**
 * Routes grouped by audience (routes/public, routes/member, routes/admin), each
 * lazy-loaded so a visitor never downloads the member or admin screens. Member
 * and admin routes sit under one guarding layout route each: pages never guard
 * themselves.
 */
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: null,
    children: [
      // public
      { index: true, ...page(() => import('./routes/public/home')) },
      { path: 'about', ...page(() => import('./routes/public/about')) },
      { path: 'news', ...page(() => import('./routes/public/news')) },
      { path: 'news/:id', ...page(() => import('./routes/public/article')) },
      { path: 'sponsors', ...page(() => import('./routes/public/sponsors')) },
      { path: 'tournaments', ...page(() => import('./routes/public/tournaments')) },
      { path: 'tournament/:id', ...page(() => import('./routes/public/tournament')) },
      { path: 'past-tournaments', ...page(() => import('./routes/public/past-tournaments')) },
      { path: 'par3-league', ...page(() => import('./routes/public/par3-league')) },
      { path: 'teams', ...page(() => import('./routes/public/teams')) },
      { path: 'join', ...page(() => import('./routes/public/join')) },
      { path: 'auth', ...page(() => import('./routes/public/auth')) },
      { path: 'terms', ...page(() => import('./routes/public/terms')) },
      { path: 'privacy', ...page(() => import('./routes/public/privacy')) },
      { path: 'install', ...page(() => import('./routes/public/install')) },
      // members: one layout route guards them all (signed-out visitors go to /auth)
      {
        element: <MemberRoute />,
        children: [
          { path: 'dashboard', ...page(() => import('./routes/member/dashboard')) },
          { path: 'profile', ...page(() => import('./routes/member/profile')) },
          { path: 'tournament/:id/register', ...page(() => import('./routes/member/tournament-register')) },
          { path: 'par3-event/:id/register', ...page(() => import('./routes/member/par3-register')) },
          // the group's card at the course: /play/tournament/:id, /play/par3/:id
          { path: 'play/:kind/:id', ...page(() => import('./routes/member/play-card')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/public/not-found')) },
    ],
  },
  // admins: the panel has its own shell; one layout route guards it (others go to /dashboard)
  {
    element: <AdminRoute />,
    errorElement: <ErrorPage />,
    children: [{ path: 'admin', ...page(() => import('./routes/admin/admin')) }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
