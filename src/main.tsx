/**
 * Starts the app (docs/decisions/0012-fast-first-visit.md).
 *
 * A public page arrives rendered by the render function (render/, decision
 * 0013): its HTML is on screen before any of this runs. Startup then happens in steps, each
 * import() evaluated in a task of its own so that no single task runs all of
 * the startup code: Firestore first (it starts following the site settings
 * every page shows, so the connection is open by the time the page asks for
 * its own data), then React, Chakra and the app, then the route's code, and
 * finally hydration as a transition, which React does in small slices.
 */
import { pageShown, registerServiceWorker } from './lib/pwa';

async function start(container: HTMLElement): Promise<void> {
  const { prefetchSiteSettings } = await import('./lib/data/prefetch');
  prefetchSiteSettings();
  await import('./lib/theme'); // Chakra's styling system (building it is the longest single step)

  const [
    { StrictMode, startTransition },
    { createRoot, hydrateRoot },
    { App, routerReady },
    { createRouter },
    { default: createCache },
    { CacheProvider },
    { adoptServerStyles },
  ] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./app/App'),
    import('./app/router'),
    import('@emotion/cache'),
    import('@emotion/react'),
    import('./lib/server-styles'),
  ]);
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
  // A page the render function rendered brings its data as a Firestore bundle:
  // loaded into the cache and read back before hydrating, so the first render
  // shows the same data as the HTML (src/lib/data/page-data.ts).
  const { loadPageData } = await import('./lib/data/page-data');
  const pageData = await loadPageData().catch((error: unknown) => {
    console.warn('The page data could not be loaded', error);
    return null;
  });
  const app = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <App router={router} pageData={pageData} globalCss={!serverStyled} />
      </CacheProvider>
    </StrictMode>
  );

  if (container.firstElementChild) {
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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// (Not a top-level await: that would turn off Rolldown's chunk merging.)
start(container).catch((error: unknown) => {
  console.error(error);
});
registerServiceWorker();
