/**
 * One route table (src/config/routes.ts, decision 0017): every place that
 * needs the app's addresses is held to it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  hostingGlob,
  matchRoute,
  pathOf,
  renderedPage,
  renderedPaths,
  renderedRoutes,
  routeTable,
  shellRoutes,
  type RouteName,
} from '@/config/routes';

const names = Object.keys(routeTable) as RouteName[];
/** An address of a route (its parameter filled in). */
const sample = (name: RouteName) => pathOf(name, 'some-id');

describe('the route table', () => {
  it('tells rendered pages from the app shell: every route is one or the other', () => {
    expect([...renderedRoutes, ...shellRoutes].sort()).toEqual([...names].sort());
    expect(renderedRoutes).toContain('article');
    expect(shellRoutes).toEqual([
      'auth',
      'dashboard',
      'profile',
      'tournamentRegister',
      'par3Register',
      'playTournament',
      'playPar3',
      'admin',
    ]);
    expect(renderedPaths).toEqual(renderedRoutes.map((name) => routeTable[name].pattern).filter((p) => !p.includes(':')));
  });

  it('matches each address to its route, with its id', () => {
    for (const name of names) expect(matchRoute(sample(name))?.name, name).toBe(name);
    expect(matchRoute('/news/a%20b')).toMatchObject({ name: 'article', id: 'a b' });
    expect(matchRoute('/tournament/x/register')?.name).toBe('tournamentRegister');
    expect(matchRoute('/news/')?.name).toBe('news');
    expect(matchRoute('/no-such-page')).toBeUndefined();
    expect(matchRoute('/news/a/b')).toBeUndefined();
  });

  it('the rendered-page pattern takes exactly the rendered routes', () => {
    for (const name of renderedRoutes) expect(renderedPage.test(sample(name)), name).toBe(true);
    for (const name of shellRoutes) expect(renderedPage.test(sample(name)), name).toBe(false);
    expect(renderedPage.test('/about/')).toBe(true);
    expect(renderedPage.test('/news/a/b')).toBe(false);
    expect(renderedPage.test('/newsletter')).toBe(false);
  });
});

// (The router and vite.config.ts import much: seconds on a busy machine.)
describe('places derived from the route table', { timeout: 60_000 }, () => {
  it("the typed paths are the table's addresses", () => {
    const byName = paths as unknown as Record<string, string | ((id: string) => string)>;
    for (const name of names) {
      const path = byName[name];
      expect(path, name).toBeDefined();
      expect(typeof path === 'function' ? path('some-id') : path, name).toBe(sample(name));
    }
    expect(paths.article('a/b')).toBe('/news/a%2Fb');
  });

  it('the router has one route per table entry, under the guard of its audience', async () => {
    const { routes } = await import('@/app/router');
    const found: [pattern: string, guard: string][] = [];
    const walk = (list: RouteObject[], guard: string) => {
      for (const route of list) {
        const type = (route.element as { type?: { name?: string } } | undefined)?.type?.name;
        if (route.index) found.push(['/', guard]);
        if (route.path !== undefined && route.path !== '*') found.push([`/${route.path}`, guard]);
        if (route.children) walk(route.children, type === 'MemberRoute' ? 'member' : type === 'AdminRoute' ? 'admin' : guard);
      }
    };
    walk(routes, 'public');
    expect(found.sort()).toEqual(names.map((name) => [routeTable[name].pattern, routeTable[name].audience]).sort());
  });

  it("firebase.json rewrites the shell's routes to app.html and leaves every page to the final ** (no region named)", () => {
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { rewrites: { source: string; destination?: string; function?: { functionId: string; region?: string } }[] };
    };
    const rewrites = firebase.hosting.rewrites;
    const shell = rewrites.filter((r) => r.destination === '/app.html').map((r) => r.source);
    expect(shell).toEqual(
      shellRoutes.flatMap((name) => {
        const route = routeTable[name] as { pattern: string; subpaths?: true };
        return route.subpaths ? [hostingGlob(route.pattern), `${hostingGlob(route.pattern)}/**`] : [hostingGlob(route.pattern)];
      }),
    );
    const render = rewrites.filter((r) => r.function?.functionId === 'render');
    expect(render.map((r) => r.source)).toEqual(['**']);
    expect(rewrites.at(-1)?.source).toBe('**');
    expect(rewrites.filter((r) => r.function?.region !== undefined)).toEqual([]);
  });

  it("the service worker's navigation rules are the table's rendered pages", async () => {
    const { navigationToRenderedPage: match } = await import('../../vite.config');
    const source = readFileSync('vite.config.ts', 'utf8');
    expect(source).toContain('navigateFallbackDenylist: [/^\\/__/, renderedPage]');
    expect(source).toContain('urlPattern: navigationToRenderedPage');
    // Workbox writes the matcher's source into the worker: it must stand alone.
    expect(String(match)).toContain(renderedPage.toString());
    const request = (mode: RequestMode, accept = '*/*') => ({ mode, headers: new Headers({ accept }) }) as Request;
    const navigate = (path: string) => match({ request: request('navigate'), url: new URL(path, 'https://example.com') });
    for (const name of renderedRoutes) expect(navigate(sample(name)), name).toBe(true);
    for (const name of shellRoutes) expect(navigate(sample(name)), name).toBe(false);
    expect(match({ request: request('cors'), url: new URL('https://example.com/news') })).toBe(false);
    // A page the app hands to the worker (src/lib/kept-pages.ts) is a request for HTML.
    expect(match({ request: request('cors', 'text/html'), url: new URL('https://example.com/news') })).toBe(true);
  });

  it('no code outside src/config writes a list of the addresses again', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(entry) ? [path] : [];
      });
    const code = [...files('src'), ...files('render/src'), ...files('build'), 'vite.config.ts'].filter(
      (file) => !file.startsWith(join('src', 'config')),
    );
    // An address written as a string ('/past-tournaments', "/tournament/") or in a pattern (past-tournaments|...).
    const copies = /['"`]\/(past-tournaments|par3-league|sponsors|tournaments?\/)|\|past-tournaments|past-tournaments\||news\\\/\[/;
    const offenders = code.filter((file) => copies.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
    // The bench measures the table's pages (plus one article and one tournament of the seed).
    expect(readFileSync('scripts/bench.ts', 'utf8')).toMatch(/\[\.\.\.renderedPaths, /);
  });
});
