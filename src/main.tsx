/**
 * Starts the app (docs/decisions/0012-fast-first-visit.md).
 *
 * A public page arrives rendered by the render function (render/, decision
 * 0013): its HTML is on screen before any of this runs. Startup then happens in steps, each
 * import() evaluated in a task of its own so that no single task runs all of
 * the startup code (decisions 0026 and 0033, item 7): Emotion, Chakra's code and
 * its system (built in steps), then React, the app and its router with the
 * route's code, and finally hydration as a transition, which React does in small
 * slices. The page hydrates from the values it arrived with, as
 * the server parsed them: without Firestore (decision 0025) and without zod
 * (0030); Firestore, its cache and the page's bundle load once the page has
 * hydrated, with its first live listener.
 * The app's shell (member and admin screens, app.html) loads Firestore first,
 * as its screens read nothing else: it starts following the site settings
 * every page shows, so the connection is open when a screen asks for its data.
 */
import { pageArrivedRendered } from './lib/data/firestore-cache';
import type { PageData } from './lib/data/page-data';
import { pageShown, registerServiceWorker } from './lib/pwa';
import { appStarted } from './lib/started';

async function start(container: HTMLElement): Promise<void> {
  const rendered = container.firstElementChild !== null;
  // A visitor's rendered page keeps Firestore's cache in memory (decision 0027).
  if (rendered) pageArrivedRendered();
  else await followSiteSettings();
  // Chakra's styling system: Emotion, the styled system, the theme, then the system built in steps.
  await import('@emotion/cache');
  await nextTask();
  await import('@chakra-ui/react/styled-system');
  await nextTask();
  const { buildSystem } = await import('./lib/theme');
  await nextTask();
  await buildSystem(nextTask);
  await nextTask();
  if (!rendered) {
    // The app's shell parses what it reads: zod and every collection's schema (each built on its first use).
    // A rendered page hydrates from the values the server parsed, with no zod (decision 0030).
    await import('./lib/schemas/collections');
    await nextTask();
  }

  // React's DOM renderer, then the app's modules in three steps, leaves first: each evaluated in a task of its own.
  const [{ StrictMode, startTransition }, { createRoot, hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  const [{ default: createCache }, { CacheProvider }, { adoptServerStyles }, { arrivedPageData }, { keepPageBundle }] = await Promise.all([
    import('@emotion/cache'),
    import('@emotion/react'),
    import('./lib/server-styles'),
    import('./lib/data/page-data'),
    import('./lib/data/live-start'),
  ]);
  await nextTask();
  const { App, routerReady } = await import('./app/App');
  await nextTask();
  const { createRouter } = await import('./app/router');
  await nextTask();
  // The server's styles are registered as inserted where they are: none is moved or inserted again.
  const emotionCache = createCache({ key: 'css' });
  const serverStyled = adoptServerStyles(emotionCache);
  const router = createRouter();
  // Pages reached inside the app are kept for offline too (the first one: index.html notes it).
  let shown = router.state.location.pathname;
  router.subscribe(({ location, navigation }) => {
    if (navigation.state !== 'idle' || location.pathname === shown) return;
    shown = location.pathname;
    pageShown(shown);
  });
  // A page the render function rendered brings each read's value as the server parsed it
  // (no Firestore, no zod), so the first render shows the same data as the HTML, and a
  // Firestore bundle of its documents, which goes into Firestore's cache when the first
  // listener loads it (src/lib/data/page-data.ts, live-start.ts).
  let pageData: PageData | null = null;
  try {
    const arrived = await arrivedPageData();
    keepPageBundle(arrived?.bundle ?? null);
    pageData = arrived?.data ?? null;
  } catch (error) {
    console.warn('The page data could not be read', error);
  }
  const app = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <App router={router} pageData={pageData} globalCss={!serverStyled} />
      </CacheProvider>
    </StrictMode>
  );

  if (rendered) {
    // Server-rendered: hydrate once the route's code (preloaded
    // by the page) is here, so the first render matches the HTML.
    await routerReady(router);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The app's shell (app.html: member and admin screens, vite preview) and the dev server.
    createRoot(container).render(app);
  }
}

/**
 * Resolves in a task of its own, so that the browser can handle a tap and paint between two steps of the
 * start-up (decision 0026, item 7). A message, not a timer (no minimum delay) nor `scheduler.yield()` (whose
 * continuation goes before the page's other queued tasks).
 */
function nextTask(): Promise<void> {
  // A tap made before the app started waits for hydration to be replayed (index.html): the steps then run on
  // without a pause, since a pause can only delay its answer (decision 0033).
  if (window.__earlyClickKept?.()) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The app's shell: Firestore and the live reads' SDK side first, following the site settings (RootLayout
 * reads them: one listen serves both). Through live-start.ts, never a static import of Firestore: the shell
 * is the render function's template too, and its preloads must not bring Firestore to a rendered page.
 */
async function followSiteSettings(): Promise<void> {
  const [{ loadLiveSdk }, { liveDoc }] = await Promise.all([import('./lib/data/live-start'), import('./lib/data/live-read')]);
  const { follow } = await loadLiveSdk();
  follow(liveDoc('pageContent', 'site_settings'), { data: () => {}, fail: () => {} }, { sync: false });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// (Not a top-level await: that would turn off Rolldown's chunk merging.)
start(container).catch((error: unknown) => {
  console.error(error);
  // The page stays as it arrived; what waits for the start (the service worker) goes ahead.
  appStarted();
});
registerServiceWorker();
