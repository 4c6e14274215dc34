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

/** Where a page leaves its last toasts for the next one (`carryToastsToNextPage`; declared before `early` reads it). */
const CARRIED_KEY = 'clubhouse:carried-toasts';

/**
 * The view's code (Zag's toast machines) loads with the first toast, not with
 * a visitor's first page. The view only shows toasts created after it has
 * mounted, so toasts created before then wait here and are created when it
 * mounts (flushEarlyToasts). The toasts a previous page carried over start there.
 */
let viewMounted = false;
const early: ToastOptions[] = takeCarriedToasts();
const listeners = new Set<() => void>();
/** The toasts of the last few seconds, for `carryToastsToNextPage`. */
const recent: { at: number; options: ToastOptions }[] = [];
const RECENT_MS = 10_000;

/** One toaster for the whole app: every outcome the spec lists is a toast. */
export const toaster = {
  create(options: ToastOptions): void {
    const now = Date.now();
    while (recent.length > 0 && now - recent[0]!.at > RECENT_MS) recent.shift();
    recent.push({ at: now, options });
    if (viewMounted) {
      store.create(options);
      return;
    }
    early.push(options);
    for (const listener of listeners) listener();
  },
};

/**
 * Keeps the toasts of the last few seconds (their type, title and description) for the next page this tab
 * opens, which shows them again: a session that starts in a page whose Firestore keeps its cache in memory
 * goes on in a new page (src/features/auth/enter.ts), and "Welcome back!" must not be lost on the way.
 */
export function carryToastsToNextPage(): void {
  const now = Date.now();
  const carried = recent
    .filter(({ at }) => now - at <= RECENT_MS)
    .map(({ options: { type, title, description } }) => ({ type, title, description }));
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch {
    // Storage refused (private mode): the next page opens without them.
  }
}

/** The toasts the previous page carried over (once: they are forgotten as they are read); the toaster starts with them. */
export function takeCarriedToasts(): ToastOptions[] {
  try {
    const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CARRIED_KEY);
    if (text === null) return [];
    sessionStorage.removeItem(CARRIED_KEY);
    const carried: unknown = JSON.parse(text);
    if (!Array.isArray(carried)) return [];
    return carried.filter(
      (t): t is ToastOptions => typeof t === 'object' && t !== null && typeof (t as { title?: unknown }).title === 'string',
    );
  } catch {
    return [];
  }
}

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
