/**
 * One page answer of the render function: status, headers and HTML.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Manifest } from 'vite';
import { matchRoute } from '@/config/routes';
import { paths } from '@/config/paths';
import { SOCIETY_TIME_ZONE } from '@/lib/dates';
import { zoneOffsetsAround } from '@/lib/zone-offsets';
import type { PageHead, RenderedPage, ServerReads } from '@/entry-server';
import { closure, pageHtml, preloadTags } from '../../build/page-html';
import type { AdminReads } from './reads';

/** Hosting's CDN keeps a page for a minute; browsers always ask again (decision 0013). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

export interface PageRequest {
  url: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RenderContext {
  db: Firestore;
  template: string;
  manifest: Manifest;
  render: (url: string, reads: ServerReads) => Promise<RenderedPage>;
  reads: () => AdminReads;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** JSON inside a <script>: no "</script>" or "<!--" can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The site's address as the visitor used it: SITE_URL when set, else the forwarded host (Hosting). */
export function siteOrigin(headers: PageRequest['headers']): string {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  const host = first(headers['x-forwarded-host']) ?? first(headers.host) ?? 'localhost';
  const proto = first(headers['x-forwarded-proto']) ?? (/^(127\.|localhost)/.test(host) ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** The page's <head> tags: canonical link, Open Graph, Twitter card and JSON-LD. */
export function headTags(head: PageHead, fullTitle: string, origin: string, pathname: string): string {
  const url = `${origin}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
  const image = head.image ? new URL(head.image, `${origin}/`).href : undefined;
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', 'Clubhouse Golf Society'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title ?? fullTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title ?? fullTitle),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('');
}

const unescapeTitle = (title: string) =>
  title
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export async function renderResponse(request: PageRequest, context: RenderContext): Promise<PageAnswer> {
  const html = { 'Content-Type': 'text/html; charset=utf-8' };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { status: 405, headers: { ...html, Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }, body: 'Method not allowed' };
  }
  const { pathname } = new URL(request.url, 'http://localhost');
  const reads = context.reads();

  // A page about one document (the route table's `doc`): its document, for the statuses below.
  const route = matchRoute(pathname);
  const docPath = route?.route.doc && route.id !== undefined ? `${route.route.doc}/${route.id}` : undefined;
  // An article that exists but is not published: to /news (the spec's redirect, also in the browser).
  if (route?.name === 'article' && docPath) {
    const snapshot = await context.db.doc(docPath).get();
    if (snapshot.exists && snapshot.get('published') !== true) {
      return { status: 302, headers: { ...html, Location: paths.news, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' };
    }
  }

  const rendering = performance.now();
  const page = await context.render(request.url, reads);
  const rendered = performance.now();
  const status = page.notFound || (docPath !== undefined && reads.missing(docPath)) ? 404 : 200;

  const preload = new Set<string>();
  for (const key of page.routeModules) closure(context.manifest, key, preload);
  const { bundle, manifest } = reads.bundle(`page${pathname}`);
  const bundled = performance.now();
  const fullTitle = page.title !== undefined ? unescapeTitle(page.title) : 'Clubhouse Golf Society';
  const origin = siteOrigin(request.headers);
  let template = context.template;
  // A live board's leader and thru count (PageHead.lead) come first in the page's description and its previews.
  if (page.head.lead) page.head.description = [page.head.lead, page.head.description].filter(Boolean).join(' ');
  if (page.head.description) {
    template = template.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.head.description!)}" />`,
    );
  }
  const body = pageHtml(template, {
    root: page.html,
    title: page.title,
    head: `${headTags(page.head, fullTitle, origin, pathname)}${page.styles}${preloadTags(preload, template, '/')}`,
    bodyEnd: `<script type="application/json" id="page-data">${scriptJson({ ...manifest, zone: zoneOffsetsAround(SOCIETY_TIME_ZONE), bundle })}</script>`,
  });
  // Under the emulators only (npm run bench): the page view's document reads and where its time went.
  const measured = process.env.FUNCTIONS_EMULATOR === 'true' && {
    'X-Firestore-Reads': String(reads.documentReads),
    'Server-Timing': [
      `render;dur=${(rendered - rendering).toFixed(1)}`,
      `reads;dur=${reads.readMs.toFixed(1)}`,
      `bundle;dur=${(bundled - rendered).toFixed(1)}`,
      `html;dur=${(performance.now() - bundled).toFixed(1)}`,
    ].join(', '),
  };
  return { status, headers: { ...html, 'Cache-Control': PAGE_CACHE_CONTROL, ...measured }, body };
}
