/**
 * The public pages this phone has kept for offline use: the service worker's
 * `pages` cache (vite.config.ts, network-first navigations), each with the
 * title its HTML carries. Offline, a page that was never opened points to
 * these (issue 21 part 5).
 */
export interface SavedPage {
  path: string;
  title: string;
}

/** The cache vite.config.ts names for public pages. */
export const PAGES_CACHE = 'pages';
const SITE_SUFFIX = / [|·–-] Clubhouse.*$/;
const MAX_PAGES = 12;

function titleOf(html: string, fallback: string): string {
  const title = new DOMParser().parseFromString(html, 'text/html').title.replace(SITE_SUFFIX, '').trim();
  return title || fallback;
}

/** The saved pages, newest first; none where the browser has no Cache Storage. */
export async function savedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  try {
    const cache = await caches.open(PAGES_CACHE);
    const requests = [...(await cache.keys())].reverse().slice(0, MAX_PAGES);
    const pages = await Promise.all(
      requests.map(async (request) => {
        const path = new URL(request.url).pathname;
        const response = await cache.match(request);
        return { path, title: titleOf(response ? await response.text() : '', path) };
      }),
    );
    return pages.filter((page) => page.path !== window.location.pathname);
  } catch {
    return [];
  }
}
