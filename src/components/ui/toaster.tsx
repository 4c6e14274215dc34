import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as ToasterViewModule from './toaster-view';

/** The toasts' store; the view (toaster-view.tsx) shows what it holds. */
/**
 * Toasts sit at the top, below the navigation bar: never under the chat
 * button (bottom right) and never over a form's buttons, which end a form at
 * its bottom right (issue 21 part 6).
 */
const store = createToaster({
  placement: 'top-end',
  offsets: { top: '5.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
  pauseOnPageIdle: true,
});

type ToastOptions = Parameters<typeof store.create>[0];

/**
 * The view's code (Zag's toast machines) loads with the first toast, not with
 * a visitor's first page. The view only shows toasts created after it has
 * mounted, so toasts created before then wait here and are created when it
 * mounts (flushEarlyToasts).
 */
let viewMounted = false;
const early: ToastOptions[] = [];
const listeners = new Set<() => void>();

/** One toaster for the whole app: every outcome the spec lists is a toast. */
export const toaster = {
  create(options: ToastOptions): void {
    if (viewMounted) {
      store.create(options);
      return;
    }
    early.push(options);
    for (const listener of listeners) listener();
  },
};

/** Called by the view once mounted: from then on toasts go straight to it. */
export function flushEarlyToasts(): void {
  viewMounted = true;
  for (const options of early.splice(0)) store.create(options);
}

type ViewModule = typeof ToasterViewModule;
let viewModule: Promise<ViewModule> | undefined;

/** The view's code, fetched once; a failed fetch (offline, no service worker yet) may be tried again. */
function loadView(): Promise<ViewModule> {
  viewModule ??= import('./toaster-view').catch((error: unknown) => {
    viewModule = undefined;
    throw error;
  });
  return viewModule;
}

/**
 * A view that could not load offline waits for the connection (the toasts wait
 * with it) instead of failing the page.
 */
const ToasterView = lazy(() =>
  loadView().catch(
    () =>
      new Promise<ViewModule>((resolve, reject) =>
        window.addEventListener('online', () => loadView().then(resolve, reject), { once: true }),
      ),
  ),
);

/**
 * The view is fetched ahead of need, so that the answer to whatever the person
 * does can be shown even if the connection drops in between (an installed app
 * has it precached anyway): at once for a signed-in member (whose pages are for
 * doing things), and at the first tap or key press for a visitor. A visitor's
 * page that is only read never loads it.
 */
function usePrefetch() {
  useEffect(() => {
    const start = () => {
      for (const type of INPUTS) window.removeEventListener(type, start, true);
      void loadView().catch(() => undefined);
    };
    if (document.documentElement.dataset.session) {
      start();
      return;
    }
    for (const type of INPUTS) window.addEventListener(type, start, true);
    return () => {
      for (const type of INPUTS) window.removeEventListener(type, start, true);
    };
  }, []);
}

const INPUTS = ['pointerdown', 'keydown'] as const;

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const needed = () => viewMounted || early.length > 0;

/** Shows the toasts; mounts (and loads) the view with the first one. */
export function Toaster() {
  usePrefetch();
  const show = useSyncExternalStore(subscribe, needed, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toaster={store} />
    </Suspense>
  );
}
