/**
 * Every public page a visitor has seen is kept for offline, whenever it was
 * seen (issue 32, docs/decisions/0016-pages-kept-offline.md).
 *
 * The service worker's network-first `pages` route (vite.config.ts) keeps the
 * pages it serves itself. It never sees two kinds: pages loaded before it was
 * installed and controlling the page (most of a first visit on a slow phone,
 * and a shared link, the most common first visit of all), and pages reached
 * by a link inside the app (the router renders them; no request is made). So
 * both are noted here, in localStorage (it survives a tab closed before the
 * worker was ready):
 * - a page loaded without a controlling worker, by the inline script in
 *   index.html, before any of the app has loaded (a visitor may leave a
 *   server-rendered page before its scripts start);
 * - every page the router shows after the first, by main.tsx.
 * Once the worker is active and the browser is idle, `keepSeenPages` hands the
 * noted pages to the worker with Workbox's `CACHE_URLS` message, which the
 * worker's router answers by running each address through its own routes: the
 * `pages` route fetches it and stores it (with its data: a rendered page
 * carries its Firestore bundle). A page is forgotten here once it is stored,
 * or after MAX_TRIES failed tries online (a 404).
 */
import { renderedPage } from '../config/routes';

/** The localStorage key of the noted pages, one path a line, oldest first (index.html writes it too). */
export const SEEN_PAGES_KEY = 'clubhouse:seen-pages';

/**
 * How many pages the phone keeps (the `pages` cache's bound, oldest first
 * out) and how many noted pages wait to be handed over (index.html's copy).
 */
export const KEPT_PAGES = 50;

/** The cache vite.config.ts names for public pages. */
export const PAGES_CACHE = 'pages';

/** The public page addresses (the route table's rendered pages; the service worker's route derives from the same). */
export const PUBLIC_PAGE = renderedPage;

/** How long the worker may take to store the pages before the app looks at what it has (a reply is lost on a worker update). */
const REPLY_TIMEOUT_MS = 60_000;

function read(storage: Storage): string[] {
  return (storage.getItem(SEEN_PAGES_KEY) ?? '').split('\n').filter((path) => path !== '');
}

function write(storage: Storage, paths: readonly string[]): void {
  if (paths.length > 0) storage.setItem(SEEN_PAGES_KEY, paths.slice(-KEPT_PAGES).join('\n'));
  else storage.removeItem(SEEN_PAGES_KEY);
}

/** Notes a page seen (a public page only; member and admin pages are the precached shell). */
export function notePage(path: string, storage: Storage = localStorage): void {
  if (!PUBLIC_PAGE.test(path)) return;
  try {
    write(storage, [...read(storage).filter((p) => p !== path), path]);
  } catch {
    // (No storage: private mode with a full quota. The page is then kept only if the worker served it.)
  }
}

/** The pages noted and not yet stored, oldest first. */
export function seenPages(storage: Storage = localStorage): string[] {
  try {
    return read(storage).filter((path) => PUBLIC_PAGE.test(path));
  } catch {
    return [];
  }
}

/** Posts a message to the worker and waits for its reply (or the timeout). */
function ask(worker: ServiceWorker, message: unknown, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const done = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    channel.port1.onmessage = done;
    worker.postMessage(message, [channel.port2]);
  });
}

export interface KeepOptions {
  storage?: Storage;
  caches?: CacheStorage;
  /** Whether the app reaches its server (src/lib/connection.ts): a page not stored while it does counts as a failed try. */
  online?: () => boolean;
  timeoutMs?: number;
}

/** The failed tries of each noted page (JSON: path -> count), kept beside the list. */
export const TRIES_KEY = 'clubhouse:seen-pages-tries';

/** A page the worker could not store while online this many times (a 404, a server error) is forgotten. */
export const MAX_TRIES = 3;

function readTries(storage: Storage): Record<string, number> {
  try {
    return JSON.parse(storage.getItem(TRIES_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Forgets `path` (stored, or given up) or counts a failed try; storage errors as in notePage. */
function settle(storage: Storage, path: string, stored: boolean, online: boolean): void {
  try {
    const tries = readTries(storage);
    const failed = stored ? 0 : online ? (tries[path] ?? 0) + 1 : (tries[path] ?? 0);
    const forget = stored || failed >= MAX_TRIES;
    const paths = read(storage).filter((p) => PUBLIC_PAGE.test(p) && !(forget && p === path));
    write(storage, paths);
    const kept = Object.fromEntries(
      Object.entries({ ...tries, [path]: failed }).filter(([p, n]) => n > 0 && !(forget && p === path) && paths.includes(p)),
    );
    if (Object.keys(kept).length > 0) storage.setItem(TRIES_KEY, JSON.stringify(kept));
    else storage.removeItem(TRIES_KEY);
  } catch {
    // (As in notePage.)
  }
}

/**
 * Hands the noted pages to the active worker, oldest first and one at a time
 * (a page is a server render: a burst of them would compete with each other
 * and with the visitor's own requests), waiting each time until the worker has
 * stored it. A page stored is forgotten here; one the worker could not store
 * while online counts a failed try (forgotten after MAX_TRIES: a 404, an
 * address gone); offline, nothing is counted and the next hand-over tries
 * again. Returns the paths handed over.
 */
export async function keepSeenPages(worker: ServiceWorker, options: KeepOptions = {}): Promise<string[]> {
  const {
    storage = localStorage,
    caches: cacheStorage = globalThis.caches,
    online = () => navigator.onLine !== false,
    timeoutMs = REPLY_TIMEOUT_MS,
  } = options;
  const paths = seenPages(storage);
  if (paths.length === 0 || cacheStorage === undefined) return [];
  const cache = await cacheStorage.open(PAGES_CACHE);
  const handed: string[] = [];
  for (const path of paths) {
    // (Tried even when the app believes it is offline: the browser's flag can be wrong, and offline the
    // worker's fetch fails at once.)
    handed.push(path);
    // As a navigation asks for it: the `pages` route takes requests for HTML (vite.config.ts).
    await ask(worker, { type: 'CACHE_URLS', payload: { urlsToCache: [[path, { headers: { accept: 'text/html' } }]] } }, timeoutMs);
    const stored = (await cache.match(path, { ignoreSearch: true, ignoreVary: true })) !== undefined;
    settle(storage, path, stored, online());
  }
  return handed;
}
