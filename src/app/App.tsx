import { ChakraProvider } from '@chakra-ui/react';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { SessionProvider } from '@/lib/auth/session';
import { system } from '@/lib/theme';
import { Toaster } from '@/components/ui/toaster';
import { PageDataContext, type PageData } from '@/lib/data/page-data';

/**
 * The whole app around a router: the browser's in main.tsx, a memory router
 * when pages are prerendered at build time (entry-prerender.tsx) or rendered
 * by the render function (entry-server.tsx, with the page's data). All render
 * this same tree, so the browser can hydrate the server's HTML.
 */
export function App({ router, pageData = null }: { router: DataRouter; pageData?: PageData | null }) {
  useEffect(replayEarlyClicks, []);
  return (
    <PageDataContext.Provider value={pageData}>
      <ChakraProvider value={system}>
        <SessionProvider>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </ChakraProvider>
    </PageDataContext.Provider>
  );
}

declare global {
  interface Window {
    /** Set by index.html: replays taps on buttons made before the app started. */
    __replayEarlyClicks?: () => void;
  }
}

/** Once the app has started (hydrated), the taps index.html kept are replayed; <html data-started> says so (tests wait on it). */
function replayEarlyClicks(): void {
  document.documentElement.dataset.started = 'true';
  window.__replayEarlyClicks?.();
}

/** Resolves once the router has loaded the code of the routes it starts on. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
