/**
 * What hands the pages a visitor has seen to the service worker
 * (src/lib/kept-pages.ts and index.html's inline note, issue 32). The worker
 * here is a stand-in that answers Workbox's CACHE_URLS message as
 * workbox-routing's Router does (each address through the routes, then `true`
 * on the message's port); the real worker is in tests/e2e/ssr-offline-pages.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { KEPT_PAGES, MAX_TRIES, PAGES_CACHE, SEEN_PAGES_KEY, TRIES_KEY, keepSeenPages, notePage, seenPages } from '@/lib/kept-pages';

const INDEX_HTML = readFileSync('index.html', 'utf8');

/** localStorage as the browser has it (jsdom's). */
function storage(): Storage {
  return new JSDOM('', { url: 'http://127.0.0.1:5000/' }).window.localStorage;
}

/** index.html run as a browser runs it, at `path`; `controlled`: a service worker serves the page. */
function openShell(path: string, store: Storage, controlled = false): void {
  const dom = new JSDOM(INDEX_HTML, {
    url: `http://127.0.0.1:5000${path}`,
    runScripts: 'dangerously',
    beforeParse(window) {
      // The page's own storage, shared across pages as in one browser.
      Object.defineProperty(window, 'localStorage', { value: store });
      if (controlled) Object.defineProperty(window.navigator, 'serviceWorker', { value: { controller: {} } });
    },
  });
  dom.window.close();
}

/** Cache Storage with one `pages` cache of paths (matched as the app asks: without the query). */
class PagesCache {
  readonly stored = new Set<string>();
  readonly caches = {
    open: async (name: string) => {
      expect(name).toBe(PAGES_CACHE);
      return {
        match: async (path: string, options?: CacheQueryOptions) => {
          expect(options).toMatchObject({ ignoreSearch: true });
          return this.stored.has(path) ? new Response('<html></html>') : undefined;
        },
      };
    },
  } as unknown as CacheStorage;
}

interface Received {
  type: string;
  payload: { urlsToCache: [string, RequestInit][] };
}

/**
 * A worker answering CACHE_URLS like Workbox's router: it stores each address
 * the server answers (`serves`), then replies on the port. `reply: false`: a
 * worker replaced mid-way, which never replies.
 */
function worker(cache: PagesCache, serves: (path: string) => boolean, reply = true) {
  const received: Received[] = [];
  const sw = {
    postMessage(message: Received, transfer: MessagePort[]) {
      received.push(message);
      const port = transfer[0]!;
      setTimeout(() => {
        for (const [path] of message.payload.urlsToCache) if (serves(path)) cache.stored.add(path);
        if (reply) port.postMessage(true);
        port.close();
      }, 5);
    },
  } as unknown as ServiceWorker;
  return { sw, received };
}

describe('noting the pages seen', () => {
  it('keeps public pages, the latest visit last, and at most KEPT_PAGES', () => {
    const store = storage();
    for (const path of ['/', '/news', '/dashboard', '/admin', '/tournament/t1', '/news', '/tournament/t1/register']) notePage(path, store);
    expect(seenPages(store)).toEqual(['/', '/tournament/t1', '/news']);

    for (let i = 0; i < KEPT_PAGES + 5; i++) notePage(`/news/a${i}`, store);
    const seen = seenPages(store);
    expect(seen).toHaveLength(KEPT_PAGES);
    expect(seen[0]).toBe('/news/a5');
    expect(seen.at(-1)).toBe(`/news/a${KEPT_PAGES + 4}`);
  });

  it('index.html notes a page loaded without a service worker, before any of the app runs, as notePage does', () => {
    const store = storage();
    openShell('/tournament/t1', store);
    openShell('/news/a1', store);
    openShell('/tournament/t1', store);
    expect(seenPages(store)).toEqual(['/news/a1', '/tournament/t1']);
    // The same key, one path a line, as the app writes it.
    notePage('/teams', store);
    expect(store.getItem(SEEN_PAGES_KEY)).toBe('/news/a1\n/tournament/t1\n/teams');

    // Its bound is the app's: the oldest goes.
    for (let i = 0; i < KEPT_PAGES; i++) notePage(`/news/b${i}`, store);
    openShell('/sponsors', store);
    const seen = seenPages(store);
    expect(seen).toHaveLength(KEPT_PAGES);
    expect([seen[0], seen.at(-1)]).toEqual(['/news/b1', '/sponsors']);
  });

  it('index.html notes nothing when the service worker served the page (its own route kept it)', () => {
    const store = storage();
    openShell('/news', store, true);
    expect(seenPages(store)).toEqual([]);
  });
});

describe('handing the pages to the worker', () => {
  const html = (path: string) => [path, { headers: { accept: 'text/html' } }];

  it('asks the worker to cache each noted page as a request for HTML, one at a time, oldest first, and forgets those it stored', async () => {
    const store = storage();
    for (const path of ['/', '/news/a1', '/tournament/t1', '/teams']) notePage(path, store);
    const cache = new PagesCache();
    const { sw, received } = worker(cache, () => true);

    const handed = await keepSeenPages(sw, { storage: store, caches: cache.caches, online: () => true });

    expect(handed).toEqual(['/', '/news/a1', '/tournament/t1', '/teams']);
    expect(received).toEqual(handed.map((path) => ({ type: 'CACHE_URLS', payload: { urlsToCache: [html(path)] } })));
    expect([...cache.stored]).toEqual(['/', '/news/a1', '/tournament/t1', '/teams']);
    expect(seenPages(store)).toEqual([]);
    // Nothing left: no further message.
    expect(await keepSeenPages(sw, { storage: store, caches: cache.caches })).toEqual([]);
    expect(received).toHaveLength(4);
  });

  it('offline, what the worker could not store is kept for the next time, with no try counted', async () => {
    const store = storage();
    for (const path of ['/news/a1', '/teams']) notePage(path, store);
    const cache = new PagesCache();
    const offline = worker(cache, () => false);
    for (let i = 0; i < MAX_TRIES + 1; i++) await keepSeenPages(offline.sw, { storage: store, caches: cache.caches, online: () => false });
    expect(offline.received).toHaveLength(2 * (MAX_TRIES + 1));
    expect(seenPages(store)).toEqual(['/news/a1', '/teams']);
    expect(store.getItem(TRIES_KEY)).toBeNull();

    // Back online: stored, and forgotten here.
    const online = worker(cache, () => true);
    await keepSeenPages(online.sw, { storage: store, caches: cache.caches, online: () => true });
    expect([...cache.stored]).toEqual(['/news/a1', '/teams']);
    expect(seenPages(store)).toEqual([]);
  });

  it(`a page the worker cannot store while online (a 404) is tried again, and forgotten after ${MAX_TRIES} tries`, async () => {
    const store = storage();
    for (const path of ['/news/gone', '/news/a1']) notePage(path, store);
    const cache = new PagesCache();
    const { sw, received } = worker(cache, (path) => path !== '/news/gone');
    const keep = () => keepSeenPages(sw, { storage: store, caches: cache.caches, online: () => true });

    await keep();
    expect([...cache.stored]).toEqual(['/news/a1']);
    expect(seenPages(store)).toEqual(['/news/gone']);
    expect(JSON.parse(store.getItem(TRIES_KEY)!)).toEqual({ '/news/gone': 1 });
    for (let i = 1; i < MAX_TRIES; i++) await keep();
    expect(seenPages(store)).toEqual([]);
    expect(store.getItem(TRIES_KEY)).toBeNull();
    expect(received.filter((m) => m.payload.urlsToCache[0]![0] === '/news/gone')).toHaveLength(MAX_TRIES);
  });

  it('a page noted while the worker works is kept for the next hand-over', async () => {
    const store = storage();
    notePage('/news', store);
    const cache = new PagesCache();
    const { sw } = worker(cache, () => true);
    const handing = keepSeenPages(sw, { storage: store, caches: cache.caches, online: () => true });
    notePage('/teams', store);
    await handing;
    expect(seenPages(store)).toEqual(['/teams']);
  });

  it('a worker that never replies does not hold the app: after the timeout, what it stored is forgotten, the rest kept', async () => {
    const store = storage();
    for (const path of ['/news', '/teams']) notePage(path, store);
    const cache = new PagesCache();
    const { sw } = worker(cache, (path) => path === '/news', false);
    await keepSeenPages(sw, { storage: store, caches: cache.caches, online: () => true, timeoutMs: 50 });
    expect(seenPages(store)).toEqual(['/teams']);
  });
});
