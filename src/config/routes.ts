/**
 * The route table (spec route table), the one definition of the app's page
 * addresses (docs/decisions/0017-one-route-table.md). Everything that needs to
 * know them is derived from it: the router (src/app/router.tsx), the typed
 * paths (paths.ts), the service worker's navigation rule (vite.config.ts), the
 * render function's statuses (render/src/respond.ts), the bench and the tests.
 * firebase.json cannot import it; tests/unit/routes.test.ts holds its rewrites
 * to this table.
 *
 * - `public`: a visitor's page, rendered with its data by the render function
 *   (decision 0013) unless `rendered: false` (the sign-in page, which is the
 *   app's own and gets the unrendered shell).
 * - `member` / `admin`: the app's own screens behind a guard; Hosting and the
 *   service worker answer them with the unrendered shell (app.html).
 * - `doc`: a page about one document, named by the address's `:id`: the
 *   collection it is read from (an unknown id is a 404).
 * - `subpaths`: the addresses under it are the app's as well (the admin panel).
 */
export type Audience = 'public' | 'member' | 'admin';

export interface RouteDefinition {
  /** The address, with `:id` for a parameter (React Router's syntax). */
  pattern: string;
  audience: Audience;
  /** Public only: false when the page is not rendered on the server (the app's shell answers). */
  rendered?: false;
  /** The collection of the document a `:id` names. */
  doc?: 'news' | 'tournaments';
  subpaths?: true;
  /** Shown full screen, without the site's navigation and footer (the clubhouse screen). */
  fullScreen?: true;
}

export const routeTable = {
  home: { pattern: '/', audience: 'public' },
  about: { pattern: '/about', audience: 'public' },
  news: { pattern: '/news', audience: 'public' },
  article: { pattern: '/news/:id', audience: 'public', doc: 'news' },
  sponsors: { pattern: '/sponsors', audience: 'public' },
  tournaments: { pattern: '/tournaments', audience: 'public' },
  tournament: { pattern: '/tournament/:id', audience: 'public', doc: 'tournaments' },
  tournamentLeaderboard: { pattern: '/tournament/:id/leaderboard', audience: 'public', doc: 'tournaments', fullScreen: true },
  pastTournaments: { pattern: '/past-tournaments', audience: 'public' },
  par3League: { pattern: '/par3-league', audience: 'public' },
  teams: { pattern: '/teams', audience: 'public' },
  join: { pattern: '/join', audience: 'public' },
  terms: { pattern: '/terms', audience: 'public' },
  privacy: { pattern: '/privacy', audience: 'public' },
  install: { pattern: '/install', audience: 'public' },
  auth: { pattern: '/auth', audience: 'public', rendered: false },
  dashboard: { pattern: '/dashboard', audience: 'member' },
  profile: { pattern: '/profile', audience: 'member' },
  tournamentRegister: { pattern: '/tournament/:id/register', audience: 'member' },
  par3Register: { pattern: '/par3-event/:id/register', audience: 'member' },
  playTournament: { pattern: '/play/tournament/:id', audience: 'member' },
  playPar3: { pattern: '/play/par3/:id', audience: 'member' },
  admin: { pattern: '/admin', audience: 'admin', subpaths: true },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;

const entries = Object.entries(routeTable) as [RouteName, RouteDefinition][];

/** The routes the render function renders (public and rendered). */
export const renderedRoutes: readonly RouteName[] = entries
  .filter(([, r]) => r.audience === 'public' && r.rendered !== false)
  .map(([name]) => name);

/** The rendered routes' addresses that take no parameter: '/', '/news', ... (the bench's and tests' list). */
export const renderedPaths: readonly string[] = renderedRoutes.map((name) => routeTable[name].pattern).filter((p) => !p.includes(':'));

/** The routes answered with the app's unrendered shell (Hosting's rewrites to /app.html). */
export const shellRoutes: readonly RouteName[] = entries
  .filter(([, r]) => r.audience !== 'public' || r.rendered === false)
  .map(([name]) => name);

const PARAM = /:[A-Za-z]+/g;

/** A pattern as a regular expression's source (a parameter is one non-empty segment; a trailing slash is allowed). */
function patternSource(pattern: string): string {
  if (pattern === '/') return '\\/?';
  return pattern
    .split(PARAM)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('[^/]+')
    .concat('\\/?');
}

/** Every rendered page's address (matched against a URL's pathname): the service worker's navigation rule. */
export const renderedPage = new RegExp(`^(?:${renderedRoutes.map((name) => patternSource(routeTable[name].pattern)).join('|')})$`);

/** A pattern as Firebase Hosting's glob: a parameter is a star, as in Hosting's own patterns. */
export function hostingGlob(pattern: string): string {
  return pattern.replace(PARAM, '*');
}

/** The address of a route, its parameter filled in (encoded). */
export function pathOf(name: RouteName, id?: string): string {
  const { pattern } = routeTable[name] as RouteDefinition;
  if (!pattern.includes(':')) return pattern;
  if (id === undefined) throw new Error(`${pattern} needs an id`);
  return pattern.replace(PARAM, encodeURIComponent(id));
}

export interface RouteMatch {
  name: RouteName;
  route: RouteDefinition;
  /** The decoded `:id`, when the route has one. */
  id?: string;
}

const matchers = entries.map(([name, route]) => ({
  name,
  route,
  regex: new RegExp(`^${patternSource(route.pattern).replace('[^/]+', '([^/]+)')}$`),
}));

/** The route an address (a pathname) belongs to, if any. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const { name, route, regex } of matchers) {
    const found = regex.exec(pathname);
    if (!found) continue;
    return found[1] === undefined ? { name, route } : { name, route, id: decodeURIComponent(found[1]) };
  }
  return undefined;
}
