import { registerSW } from 'virtual:pwa-register';
import { keepSeenPages, notePage } from './kept-pages';
import { afterAppStarted } from './started';
import { setUpdateReady } from './update';

/**
 * The service worker and its updates (issue 21 part 4, decision 0015).
 *
 * - Registered once the page has loaded and the app has started (hydrated a
 *   rendered page, or rendered the app's shell: src/lib/started.ts), so that
 *   neither workbox-window nor the precache's downloads (every chunk of the
 *   app: about 880 KB gzipped) compete with what the first page needs, its start
 *   included (decision 0039). It claims the open page at once
 *   (`clientsClaim`), so the first page a visitor opens is already served by
 *   it offline.
 * - A new version installs in the background and waits. The app then says
 *   "A new version is available" with a Reload button (UpdatePrompt), and
 *   takes the new version by itself at the next navigation inside the app,
 *   where a full load costs the member nothing. It never reloads a page the
 *   member is working on without being asked: another tab that sees the new
 *   version take control shows the prompt instead of reloading.
 * - An open app looks for a new version when it comes back to the foreground,
 *   and every hour.
 * - Pages seen before the worker was in control, or reached by a link inside
 *   the app, are handed to it once it is active and the browser is idle
 *   (src/lib/kept-pages.ts, decision 0016).
 */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** Set once this page has asked for the new version: only that page reloads when it takes control. */
let requested = false;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // Offline the check fails quietly and the next one tries again.
  const check = () => void registration.update().catch(() => {});
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Runs `work` when the browser is idle (Safari has no requestIdleCallback: a second later). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 10_000 });
  else setTimeout(work, 1000);
}

let keeping = false;
let again = false;

/** Hands the noted pages to the active worker when the browser is idle; one hand-over at a time. */
function keepPagesWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (keeping) {
    again = true;
    return;
  }
  keeping = true;
  void navigator.serviceWorker.ready
    .then(
      (registration) =>
        new Promise<void>((resolve) =>
          whenIdle(() => {
            const worker = registration.active;
            // Whether a page the worker could not store was refused or out of reach: the app's own view
            // (Firestore's, over the browser's flag, which says offline on a loopback-only machine).
            const kept = worker
              ? import('./connection').then(({ isConnected }) => keepSeenPages(worker, { online: isConnected }))
              : undefined;
            resolve(kept?.then(() => {}));
          }),
        ),
    )
    .catch((error: unknown) => console.warn('The pages seen could not be kept for offline', error))
    .finally(() => {
      keeping = false;
      if (again) {
        again = false;
        keepPagesWhenIdle();
      }
    });
}

/** A page the app showed after the first (a link inside the app: no request the worker could keep). */
export function pageShown(path: string): void {
  notePage(path);
  keepPagesWhenIdle();
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  let update: ((reloadPage?: boolean) => Promise<void>) | undefined;
  const apply = () => {
    requested = true;
    void update?.(true);
  };
  const register = () => {
    // A worker takes control of this page: the first one claiming it (nothing to do), the new version
    // this page asked for (load it), or one another tab took (offer it; never reload unasked).
    let controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (requested) window.location.reload();
      else if (controlled) setUpdateReady(() => window.location.reload());
      controlled = true;
    });
    update = registerSW({
      immediate: true,
      onNeedRefresh: () => setUpdateReady(apply),
      // The plugin's default reloads every tab; the listener above decides instead.
      onNeedReload: () => {},
      onRegisteredSW: (_url, registration) => {
        if (registration) watchForUpdates(registration);
      },
    });
    keepPagesWhenIdle();
  };
  void afterAppStarted().then(() => {
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}
