import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layout/RootLayout';
import { ErrorPage } from '@/components/layout/ErrorPage';
import { AdminRoute, MemberRoute } from '@/components/guards';
import { routeTable, type Audience, type RouteName } from '@/config/routes';

/**
 * Routes grouped by audience (routes/public, routes/member, routes/admin), each
 * lazy-loaded so a visitor never downloads the member or admin screens. Member
 * and admin routes sit under one guarding layout route each: pages never guard
 * themselves.
 */
type PageModule = { default: React.ComponentType };
type Load = () => Promise<PageModule>;
const page = (load: Load): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Each route's screen (the addresses and audiences are the route table's: src/config/routes.ts). */
const screens: Record<RouteName, Load> = {
  home: () => import('./routes/public/home'),
  about: () => import('./routes/public/about'),
  news: () => import('./routes/public/news'),
  article: () => import('./routes/public/article'),
  sponsors: () => import('./routes/public/sponsors'),
  tournaments: () => import('./routes/public/tournaments'),
  tournament: () => import('./routes/public/tournament'),
  tournamentLeaderboard: () => import('./routes/public/tournament-leaderboard'),
  pastTournaments: () => import('./routes/public/past-tournaments'),
  par3League: () => import('./routes/public/par3-league'),
  teams: () => import('./routes/public/teams'),
  join: () => import('./routes/public/join'),
  auth: () => import('./routes/public/auth'),
  terms: () => import('./routes/public/terms'),
  privacy: () => import('./routes/public/privacy'),
  install: () => import('./routes/public/install'),
  dashboard: () => import('./routes/member/dashboard'),
  profile: () => import('./routes/member/profile'),
  tournamentRegister: () => import('./routes/member/tournament-register'),
  par3Register: () => import('./routes/member/par3-register'),
  playTournament: () => import('./routes/member/play-card'),
  playPar3: () => import('./routes/member/play-card'),
  admin: () => import('./routes/admin/admin'),
};

/** The route table's routes of one audience, as React Router routes (`/` is the index route). */
function routesOf(audience: Audience, fullScreen = false): RouteObject[] {
  return (Object.keys(routeTable) as RouteName[])
    .filter((name) => routeTable[name].audience === audience && 'fullScreen' in routeTable[name] === fullScreen)
    .map((name) => {
      const { pattern } = routeTable[name];
      return pattern === '/' ? { index: true, ...page(screens[name]) } : { path: pattern.slice(1), ...page(screens[name]) };
    });
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: null,
    children: [
      ...routesOf('public'),
      // members: one layout route guards them all (signed-out visitors go to /auth)
      { element: <MemberRoute />, children: routesOf('member') },
      { path: '*', ...page(() => import('./routes/public/not-found')) },
    ],
  },
  // the clubhouse screen: full screen for a TV, without the site's navigation and footer
  ...routesOf('public', true).map((route) => ({ ...route, errorElement: <ErrorPage />, hydrateFallbackElement: null })),
  // admins: the panel has its own shell; one layout route guards it (others go to /dashboard)
  { element: <AdminRoute />, errorElement: <ErrorPage />, children: routesOf('admin') },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
