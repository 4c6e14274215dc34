/**
 * The render function (docs/decisions/0013-pages-rendered-with-their-data.md):
 * Firebase Hosting sends every public page address here. It renders the page
 * with its current data (src/entry-server.tsx, the same tree the browser
 * hydrates), reading with the Admin SDK only what a visitor may read, and
 * answers the HTML with the page's own <head> (title, description, canonical,
 * Open Graph, Twitter card, JSON-LD) and a Firestore bundle of exactly the
 * page's reads, which the browser loads before hydrating.
 *
 * Statuses: an unknown address, tournament or article is a 404; an article
 * that exists but is not published redirects to /news.
 * Cache: `public, max-age=0, s-maxage=60`: Hosting's CDN answers repeats for a
 * minute; browsers always ask again (an admin's edit shows at once on reload,
 * and the page's listeners bring later changes live anyway).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import type { Manifest } from 'vite';
import { DEFAULT_REGION } from '@/lib/schemas/common';
import { renderPage } from '@/entry-server';
import { AdminReads } from './reads';
import { renderResponse } from './respond';

setGlobalOptions({ region: process.env.FUNCTIONS_REGION ?? DEFAULT_REGION, maxInstances: 10 });

initializeApp();
const db = getFirestore();
/** The client build's shell and manifest (copied here by `vite build`), read on the first request. */
let shell: { template: string; manifest: Manifest } | undefined;
const clientBuild = () =>
  (shell ??= {
    template: readFileSync(new URL('./app.html', import.meta.url), 'utf8'),
    manifest: JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8')) as Manifest,
  });

export const render = onRequest({ memory: '512MiB', concurrency: 40, minInstances: 0 }, async (req, res) => {
  const answer = await renderResponse(
    { url: req.originalUrl || req.url, method: req.method, headers: req.headers },
    { db, ...clientBuild(), render: renderPage, reads: () => new AdminReads(db) },
  );
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  // Compressed here (a few ms for a page): the CDN keeps and serves the gzip as it is, and
  // the Hosting emulator, which compresses nothing, then sends what production sends.
  res.setHeader('Vary', 'Accept-Encoding');
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (accepts && answer.body.length > 1024) {
    res.setHeader('Content-Encoding', 'gzip');
    res.status(answer.status).send(gzipSync(answer.body));
  } else {
    res.status(answer.status).send(answer.body);
  }
});
