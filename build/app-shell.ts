/**
 * The app's shell after `vite build` (docs/decisions/0017-one-route-table.md).
 *
 * There is one way a page is rendered: the render function (render/, decision
 * 0013), which Hosting sends every public page address to. The build only
 * prepares what it and Hosting need:
 * - dist/app.html: the unrendered shell with the startup chunks preloaded, the
 *   page of every address the render function does not render (member and
 *   admin screens, the sign-in page), in Hosting (firebase.json), the service
 *   worker (navigateFallback in vite.config.ts) and `vite preview`;
 * - render/lib/app.html and render/lib/manifest.json: the shell the render
 *   function fills and the manifest it finds a route's chunks in.
 * There is no dist/index.html, which Hosting would serve for / instead of the
 * render function. `vite preview` (no render function) answers every page
 * address with the shell, which renders the page in the browser.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import { closure, preloadTags } from './page-html';

/** The shell without a page: what every address the render function does not render is served. */
export const SPA_FALLBACK = 'app.html';

/**
 * What main.tsx loads at start-up for the shell only, by chunk name (`src/lib/schemas/collections.ts`): a
 * rendered page hydrates from the values the server parsed, so its template does not preload zod and the
 * schemas (decision 0030).
 */
export const SHELL_ONLY = ['collections'];

function writeShell(config: ResolvedConfig): void {
  const outDir = resolve(config.root, config.build.outDir);
  const base = config.base;
  const built = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!built.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // main.tsx loads the app in steps (import()); every page needs those steps' code at once.
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const dynamic = entry ? (manifest[entry]?.dynamicImports ?? []) : [];
  const shellOnly = (key: string) => SHELL_ONLY.includes(manifest[key]?.name ?? key);
  const unknown = SHELL_ONLY.filter((name) => !dynamic.some((key) => manifest[key]?.name === name));
  if (unknown.length > 0)
    throw new Error(`main.tsx no longer imports a chunk named ${unknown.join(', ')} (SHELL_ONLY in build/app-shell.ts)`);
  const startup = new Set<string>();
  const rendered = new Set<string>();
  // (The service worker's registration code loads after the page, not with it.)
  for (const key of dynamic) {
    if (key.includes('workbox-window')) continue;
    closure(manifest, key, startup);
    if (!shellOnly(key)) closure(manifest, key, rendered);
  }
  const shell = (preloads: Set<string>) => built.replace('</head>', () => `${preloadTags(preloads, built, base)}</head>`);
  writeFileSync(join(outDir, SPA_FALLBACK), shell(startup));
  // The render function (render/) builds its pages from the same shell, without what only the shell loads, and
  // the same manifest.
  const renderLib = join(config.root, 'render/lib');
  mkdirSync(renderLib, { recursive: true });
  writeFileSync(join(renderLib, SPA_FALLBACK), shell(rendered));
  copyFileSync(join(outDir, '.vite/manifest.json'), join(renderLib, 'manifest.json'));
  // No dist/index.html: Hosting would serve it for / instead of the render function.
  rmSync(join(outDir, 'index.html'));
}

/** `vite preview`: files as they are, and the shell for every page address (the browser renders the page). */
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
    req.url = `/${SPA_FALLBACK}`;
    next();
  };
}

export function appShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'clubhouse:app-shell',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // Before vite-plugin-pwa writes the service worker, so the shell is precached as written here.
      order: 'pre',
      sequential: true,
      handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        writeShell(config);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(spaFallback(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
