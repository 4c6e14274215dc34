import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appEnvDefine } from './build/app-env';
import { SPA_FALLBACK, appShell } from './build/app-shell';
import { chakraStartup } from './build/chakra-startup';
import { tokenSnapshot } from './build/chakra-tokens';
import { renderedPage } from './src/config/routes';
import { KEPT_PAGES, PAGES_CACHE } from './src/lib/kept-pages';
import { systemConfigs } from './src/lib/theme';

/**
 * Vendor chunks (docs/decisions/0012-fast-first-visit.md): the libraries every
 * page needs, in a few chunks that download in parallel and stay cached
 * across releases. Only the cores are grouped: a component library's parts
 * (Chakra components, Ark/Zag state machines) and the lazily loaded Firebase
 * services stay with the screens that use them.
 */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
  // The router apart, so that React's renderer and the router evaluate in separate start-up steps (decision 0033).
  { name: 'react-router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 5 },
  // Firestore apart from the Firebase app: a public page loads Firestore only after it has
  // hydrated (decision 0025), while Auth (and so the app) may load before, for a member's session.
  {
    name: 'firebase-core',
    test: /node_modules[\\/](@firebase[\\/](app|component|util|logger)|firebase[\\/]app|idb)[\\/]/,
    priority: 2,
  },
  { name: 'firestore', test: /node_modules[\\/](@firebase[\\/](firestore|webchannel-wrapper)|firebase[\\/]firestore)[\\/]/, priority: 2 },
  // The app's configuration, on its own: the society's time zone is read on every page, and
  // sharing a chunk with src/lib/firebase.ts would evaluate Firestore before hydration (decision 0025).
  { name: 'env', test: /[\\/]src[\\/]lib[\\/]env\.ts$/, priority: 1 },
  // zod on its own: a rendered page hydrates without it (decision 0030), and loads it only to parse.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
  // Emotion apart from Chakra's core, so that each is evaluated in a start-up step of its own (src/main.tsx,
  // decision 0033). A group takes its modules' dependencies with it: React's groups come first, so that they keep
  // React, which Emotion imports.
  { name: 'emotion', test: /node_modules[\\/](@emotion|stylis)[\\/]/, priority: 4 },
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|utils|hooks|[a-z-]+\.js$)|@pandacss)/,
    priority: 3,
  },
];

/**
 * A navigation to a page the render function renders (the route table, src/config/routes.ts). Workbox
 * writes a matcher's source into the worker, so the pattern is written into the function's source.
 */
export const navigationToRenderedPage = new Function(
  'options',
  `return (options.request.mode === 'navigate' || options.request.headers.get('accept') === 'text/html') && ${renderedPage.toString()}.test(options.url.pathname);`,
) as (options: { request: Request; url: URL }) => boolean;

/**
 * Each fetch the worker makes for a runtime route (an image, a page handed over for offline) ends within
 * 20 s, answered or not. While the active worker has a fetch in flight, the browser holds a new version
 * back, so one request that the network never answers would leave "Reload" doing nothing (decision 0015).
 * Navigations keep the browser's own request (Workbox passes them no options either): their network-first
 * route answers from the page kept after 3 s. A browser without `AbortSignal.timeout` (Safari before 16) keeps
 * every request as it is. Workbox writes the plugin's source into the worker.
 */
const fetchesThatEnd = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    request.mode === 'navigate' || typeof AbortSignal.timeout !== 'function'
      ? request
      : new Request(request, { signal: AbortSignal.timeout(20000) }),
};

/**
 * Firestore 12 bundles re2js (about 40 KB gzip) only to evaluate regular
 * expressions of Firestore Pipelines locally; the app runs no pipelines. A
 * stand-in keeps it out of every page (a pipeline regex would report an error).
 */
const re2jsStandIn = fileURLToPath(new URL('./build/re2js-stand-in.ts', import.meta.url));

// Calendar feeds (/calendar/**) are an HTTP function: under `npm start` and the browser tests' preview, the Functions emulator answers them.
const CALENDAR_PROXY = {
  '/calendar': { target: 'http://127.0.0.1:5001', rewrite: (path: string) => `/demo-clubhouse/us-central1/calendar${path}` },
};

export default defineConfig(({ mode }) => ({
  // The app's configuration, parsed here (decision 0030).
  define: appEnvDefine(mode),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), re2js: re2jsStandIn } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: CALENDAR_PROXY,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: CALENDAR_PROXY },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The app's own modules only act through their exports: a page that imports
        // ReadState from the kit's index does not get the kit's forms in its chunks.
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]/.test(id) || /[\\/]src[\\/]main\.tsx$/.test(id),
      },
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
  // A visitor's Firestore runs in a module worker (src/lib/data/live-worker.ts, decision 0028).
  worker: { format: 'es' },
  plugins: [
    react(),
    // The app's token dictionary, built here once instead of on every first visit (decision 0031).
    chakraStartup(tokenSnapshot(systemConfigs)),
    appShell(),
    VitePWA({
      // A new version waits for the member's Reload or the next navigation (src/lib/pwa.ts, decision 0015).
      registerType: 'prompt',
      injectRegister: false,
      // After the app shell has been written, so it is precached.
      integration: { closeBundleOrder: 'post' },
      includeAssets: ['favicon.png', 'apple-touch-icon.png', 'robots.txt'],
      manifest: {
        name: 'Clubhouse Golf Society',
        short_name: 'Clubhouse',
        description: 'Fixtures, results, the league and the Par 3 League of our golf society.',
        theme_color: '#1f5f3f',
        background_color: '#fbfaf6',
        display: 'standalone',
        start_url: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The first page a visitor opens is served by the worker as soon as it is active.
        clientsClaim: true,
        globPatterns: ['**/*.{js,css,html,png,svg,webp,ico,txt}'],
        globIgnores: ['images/seed/**', 'images/**/*@*w.webp'], // image variants: cached as they are shown
        // Member and admin addresses get the unrendered shell; public pages (rendered with
        // their data by the render function, decision 0013) are network-first below.
        navigateFallback: `/${SPA_FALLBACK}`,
        navigateFallbackDenylist: [/^\/__/, renderedPage],
        runtimeCaching: [
          {
            // Public pages: the network's page whenever it answers within 3 s (never a stale copy while
            // it does), else the copy seen last; a page never seen falls back to the shell offline.
            // Navigations, and the pages the app hands over (src/lib/kept-pages.ts: Workbox's CACHE_URLS
            // message runs each through these routes as a request for HTML).
            urlPattern: navigationToRenderedPage,
            handler: 'NetworkFirst',
            options: {
              cacheName: PAGES_CACHE,
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              // Bounded, the page seen (or served offline) longest ago out first.
              expiration: { maxEntries: KEPT_PAGES },
              // A shared link's query string (?utm_source=...) names the same page; no public page reads it.
              matchOptions: { ignoreSearch: true, ignoreVary: true },
              precacheFallback: { fallbackURL: `/${SPA_FALLBACK}` },
              plugins: [fetchesThatEnd],
            },
          },
          {
            // Shipped and uploaded images: shown offline once seen.
            urlPattern: ({ request }) => request.destination === 'image',
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [0, 200] },
              plugins: [fetchesThatEnd],
            },
          },
        ],
      },
    }),
  ],
}));
