/**
 * Sections that never hydrate (issue 30, docs/decisions/0024-static-sections.md):
 * legal texts, the about page's copy, an article's body, the footer. Nothing in
 * them answers a tap but links, so on a page that arrived rendered (the render
 * function) React keeps the server's HTML for them as it is and never runs
 * their components: no render, no style work, no effects. In a client render
 * (a later navigation, the app's shell, the dev server) they render as usual.
 *
 * Their links still navigate inside the app: one click listener
 * (`followStaticLinks`, started by App) hands a plain click on a link of the
 * site inside a static section to the router, as React Router's `Link` would.
 */
import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { matchRoute } from '@/config/routes';
import { useHydrating } from './below-the-fold';

/** The attribute of a static section's element: a digest of the data it shows. */
export const STATIC_ATTRIBUTE = 'data-static';

/** The wrapper takes no part in the layout: its children are laid out as if it were not there. */
const CONTENTS: CSSProperties = { display: 'contents' };
/** Nothing inside, as React sees it: it writes innerHTML only when `__html` changes, so never after hydrating. */
const SERVER_HTML = { __html: '' };

/**
 * A digest of plain data (strings, numbers, booleans, arrays, plain objects,
 * dates), the same on the server and in the browser: object keys are sorted.
 */
export function dataKey(data: unknown): string {
  const json =
    JSON.stringify(data, (_, value: unknown) =>
      value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    ) ?? '';
  // cyrb53: a 53-bit string hash.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

interface StaticProps {
  /**
   * Everything the section shows that can change (an article, the page's
   * editable texts), as plain data. While it is what the server rendered, the
   * server's HTML stays; when it changes (an admin's edit arriving live), the
   * section is rendered by React from then on.
   */
  data?: unknown;
  children: ReactNode;
}

/**
 * A section that is never hydrated. The server renders its children inside a
 * `<div data-static>` (laid out as `display: contents`). Hydrating, the browser
 * renders the same element with an empty `dangerouslySetInnerHTML`: React takes
 * the element and leaves what is inside it as the server sent it, without
 * running the children's components. The section is React's own (its children
 * rendered) in a client render, and from the moment its data differs from the
 * data the server rendered: a live change, or a browser whose data is newer
 * than the page's (the element's attribute carries the server's digest).
 */
export function Static({ data = null, children }: StaticProps) {
  const shows = dataKey(data);
  const hydrating = useHydrating();
  // The digest of the data the server's HTML shows, while that HTML is kept (null: the section is React's).
  const [kept, setKept] = useState(() => (hydrating && typeof document !== 'undefined' ? shows : null));
  // Once React's, always React's: the server's HTML is gone.
  if (kept !== null && kept !== shows) setKept(null);
  // The server rendered other data than this first render has: the section is rendered anew.
  const check = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && kept !== null && element.getAttribute(STATIC_ATTRIBUTE) !== kept) setKept(null);
    },
    [kept],
  );
  if (kept !== null && kept === shows) {
    return (
      <div
        key="server"
        ref={check}
        {...{ [STATIC_ATTRIBUTE]: shows }}
        style={CONTENTS}
        dangerouslySetInnerHTML={SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  return (
    <div key="react" {...{ [STATIC_ATTRIBUTE]: shows }} style={CONTENTS}>
      {children}
    </div>
  );
}

type Navigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * Clicks on links inside static sections go to the router, as a `Link` of
 * React Router would send them: a plain left click on a link to one of the
 * site's pages (the route table's). A click with a modifier key, on a link
 * that opens elsewhere or downloads, to another origin, to an address the
 * app does not route (a file) or to a place on the same page is left to the
 * browser. Returns the function that stops listening.
 */
export function followStaticLinks(navigate: Navigate, doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${STATIC_ATTRIBUTE}]`)) return;
    if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    const here = doc.location;
    if (url.origin !== here.origin || !matchRoute(url.pathname)) return;
    if (url.hash !== '' && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    // The current address again replaces the history entry (as Link does).
    void navigate(to, { replace: to === `${here.pathname}${here.search}${here.hash}` });
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
