/**
 * Prerendering of the public pages at build time (docs/decisions/0012-fast-first-visit.md).
 *
 * After `vite build` has written dist/, this plugin renders every public route
 * with src/entry-prerender.tsx (in Node, through a Vite SSR server) and writes
 * dist/prerendered/index.html, news.html, ... for `vite preview` (Firebase
 * Hosting sends these addresses to the render function instead, which renders
 * them with their data: render/, decision 0013): the shell, navigation, headings,
 * default texts and footer as HTML with their styles, so a first visit paints
 * without waiting for JavaScript; main.tsx then hydrates it and live data
 * fills in. Each page also preloads its route's code.
 *
 * The unrendered shell is kept as dist/app.html: the single-page-app fallback
 * for every other path (articles, member and admin screens, unknown paths),
 * in `vite preview` (below), Firebase Hosting (firebase.json) and the service
 * worker (navigateFallback in vite.config.ts).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { closure, pageHtml, preloadTags } from './page-html';

/** What src/entry-prerender.tsx's render() returns. */
interface Prerendered {
  html: string;
  styles: string;
  title: string | undefined;
  components: unknown[];
}

/** The public routes (spec route table). Routes not built yet render the not-found page until they are. */
export const PRERENDERED_ROUTES = [
  '/',
  '/news',
  '/about',
  '/sponsors',
  '/tournaments',
  '/past-tournaments',
  '/par3-league',
  '/teams',
  '/join',
  '/terms',
  '/privacy',
  '/install',
] as const;

/** The shell without a page: what every path that was not prerendered is served. */
export const SPA_FALLBACK = 'app.html';

/**
 * Where the prerendered pages go: not at their own addresses, which Firebase
 * Hosting sends to the render function (docs/decisions/0013-pages-rendered-with-their-data.md);
 * `vite preview` serves them from here (below).
 */
export const PRERENDERED_DIR = 'prerendered';

/** The file of a prerendered route: / -> prerendered/index.html, /news -> prerendered/news.html. */
export function pageFile(route: string): string {
  return `${PRERENDERED_DIR}/${route === '/' ? 'index' : route.replace(/^\/|\/$/g, '')}.html`;
}

async function prerenderPages(config: ResolvedConfig): Promise<void> {
  const started = Date.now();
  const outDir = resolve(config.root, config.build.outDir);
  const base = config.base;
  const built = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!built.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // main.tsx loads the app in steps (import()); every page needs those steps' code at once.
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const startup = new Set<string>();
  // (The service worker's registration code loads after the page, not with it.)
  for (const key of entry ? (manifest[entry]?.dynamicImports ?? []) : []) {
    if (!key.includes('workbox-window')) closure(manifest, key, startup);
  }
  const template = built.replace('</head>', () => `${preloadTags(startup, built, base)}</head>`);
  writeFileSync(join(outDir, SPA_FALLBACK), template);
  // The render function (render/) builds its pages from the same shell and manifest.
  const renderLib = join(config.root, 'render/lib');
  mkdirSync(renderLib, { recursive: true });
  copyFileSync(join(outDir, SPA_FALLBACK), join(renderLib, SPA_FALLBACK));
  copyFileSync(join(outDir, '.vite/manifest.json'), join(renderLib, 'manifest.json'));
  // No dist/index.html: Hosting would serve it for / instead of the render function.
  rmSync(join(outDir, 'index.html'));
  mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });

  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { render } = (await server.ssrLoadModule('/src/entry-prerender.tsx')) as {
      render: (url: string) => Promise<Prerendered>;
    };
    // Route modules (the router's lazy imports), found again by their default export.
    const routeModules = new Map<unknown, string>();
    const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
    for (const key of lazyKeys) {
      if (!key.startsWith('src/app/routes/')) continue;
      const module = (await server.ssrLoadModule(`/${key}`)) as { default?: unknown };
      if (module.default) routeModules.set(module.default, key);
    }

    for (const route of PRERENDERED_ROUTES) {
      const page = await render(route);
      const routeKeys = page.components.map((c) => routeModules.get(c)).filter((k): k is string => k !== undefined);
      const preload = new Set<string>();
      for (const key of routeKeys) closure(manifest, key, preload);
      const html = pageHtml(template, {
        root: page.html,
        head: `${page.styles}${preloadTags(preload, template, base)}`,
        title: page.title,
      });
      writeFileSync(join(outDir, pageFile(route)), html);
    }
  } finally {
    await server.close();
  }
  config.logger.info(`prerendered ${PRERENDERED_ROUTES.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `vite preview` as Firebase Hosting serves the build: prerendered pages by
 * their clean URL (/news -> news.html), files as they are, and app.html for
 * every other page address.
 */
function spaFallback(outDir: string) {
  return (
    req: { url?: string; method?: string; headers: Record<string, string | string[] | undefined> },
    _res: unknown,
    next: () => void,
  ) => {
    const accept = String(req.headers.accept ?? '');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    // (/ is always a page: there is no dist/index.html.)
    if (pathname !== '/' && !accept.includes('text/html')) return next();
    const file = join(outDir, pathname);
    if (pathname !== '/' && existsSync(file) && statSync(file).isFile()) return next();
    const page = pageFile(pathname === '/' ? '/' : pathname.replace(/\/$/, ''));
    req.url = existsSync(join(outDir, page)) ? `/${page}` : `/${SPA_FALLBACK}`;
    next();
  };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'clubhouse:prerender',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before vite-plugin-pwa writes the service worker, so the pages are precached.
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        await prerenderPages(config);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(spaFallback(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
