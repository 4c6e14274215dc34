import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { SessionProvider } from '@/lib/auth/session';
import { appSystem } from '@/lib/theme';
import { withoutGlobalCss } from '@/lib/server-styles';
import { Toaster } from '@/components/ui/toaster';
import { PageDataContext, type PageData } from '@/lib/data/page-data';
import { followStaticLinks } from '@/components/layout/static';
import { appStarted } from '@/lib/started';

/**
 * The whole app around a router: the browser's in main.tsx, or a memory
 * router when the render function renders a page (entry-server.tsx, with the
 * page's data). Both render this same tree, so the browser can hydrate the
 * server's HTML.
 */
export function App({
  router,
  pageData = null,
  globalCss = true,
}: {
  router: DataRouter;
  pageData?: PageData | null;
  /** False on a server-rendered page, whose style tags hold Chakra's global CSS already (src/lib/server-styles.ts). */
  globalCss?: boolean;
}) {
  useEffect(replayEarlyClicks, []);
  // Links inside the sections that never hydrate (src/components/layout/static.tsx) still navigate inside the app.
  useEffect(() => followStaticLinks((to, options) => router.navigate(to, options)), [router]);
  return (
    <PageDataContext.Provider value={pageData}>
      <ChakraProvider value={globalCss ? appSystem() : systemWithoutGlobalCss()}>
        <SessionProvider>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </ChakraProvider>
    </PageDataContext.Provider>
  );
}

let withoutGlobal: SystemContext | undefined;
const systemWithoutGlobalCss = () => (withoutGlobal ??= withoutGlobalCss(appSystem()));

declare global {
  interface Window {
    /** Set by index.html: replays taps on buttons made before the app started. */
    __replayEarlyClicks?: () => void;
    /** Set by index.html: whether a tap made before the app started is waiting to be replayed. */
    __earlyClickKept?: () => boolean;
  }
}

/**
 * Once the app has started (hydrated), the taps index.html kept are replayed; <html data-started> says so (tests wait on it),
 * and what waits for the start goes ahead (src/lib/started.ts): the live reads' Firestore, the service worker.
 */
function replayEarlyClicks(): void {
  document.documentElement.dataset.started = 'true';
  appStarted();
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
