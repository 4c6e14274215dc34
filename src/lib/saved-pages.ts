import { PAGES_CACHE } from './kept-pages';

/**
 * The public pages this phone has kept for offline use: what the service
 * worker's `pages` cache really holds (vite.config.ts; filled as described in
 * src/lib/kept-pages.ts, at most KEPT_PAGES), each with the title its HTML
 * carries. Offline, a page that was never opened points to these (issue 21
 * part 5, issue 32).
 */
export interface SavedPage {
  path: string;
  title: string;
}

const SITE_SUFFIX = / [|·–-] Clubhouse.*$/;

/**
 * The page's own title ("Society News | Clubhouse" reads "Society News"); a page
 * kept as the app's shell carries only the site's name, and is named by its address.
 */
function titleOf(html: string, path: string): string {
  const title = new DOMParser().parseFromString(html, 'text/html').title;
  const own = SITE_SUFFIX.test(title) ? title.replace(SITE_SUFFIX, '').trim() : '';
  return own || (path === '/' ? 'Home' : path);
}

/** The saved pages, newest first; none where the browser has no Cache Storage. */
export async function savedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  try {
    const cache = await caches.open(PAGES_CACHE);
    // Newest first (a page stored again moves to the end of the cache); one entry per path
    // (a shared link's query string makes a second copy of the same page).
    const newest = new Map<string, Request>();
    for (const request of [...(await cache.keys())].reverse()) {
      const path = new URL(request.url).pathname;
      if (!newest.has(path) && path !== window.location.pathname) newest.set(path, request);
    }
    return await Promise.all(
      [...newest].map(async ([path, request]) => {
        const response = await cache.match(request);
        return { path, title: titleOf(response ? await response.text() : '', path) };
      }),
    );
  } catch {
    return [];
  }
}
