import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../build/page-html';

/** The built shell as Vite writes it: the entry module script in <head>. */
const TEMPLATE = `<!doctype html><html lang="en"><head><title>Clubhouse Golf Society</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

const page = () =>
  pageHtml(TEMPLATE, {
    root: '<main><h1>News</h1><img src="/images/a.webp" alt=""></main>',
    head: '<link rel="modulepreload" crossorigin href="/assets/news-def.js">',
    title: 'News | Clubhouse',
    bodyEnd: '<script type="application/json" id="page-data">{}</script>',
  });

const moduleScripts = (dom: JSDOM) => [...dom.window.document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = (dom: JSDOM) => [...dom.window.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('a rendered page starts its scripts after it has painted', () => {
  it('sends no module script or module preload in its markup, and keeps the stylesheet, content and page data', () => {
    const html = page();
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<div id="root"><main><h1>News</h1>');
    expect(html).toContain('<title>News | Clubhouse</title>');
    // The page data comes before the starter, so it is parsed when the app starts.
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('["/assets/index-abc.js"]'));
  });

  it('adds the scripts and their preloads once the page has loaded and painted a frame', async () => {
    const dom = new JSDOM(page(), { runScripts: 'dangerously', pretendToBeVisual: true });
    expect(moduleScripts(dom)).toEqual([]);
    await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
    expect(moduleScripts(dom)).toEqual([]); // not before the frame after load
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    expect(preloads(dom)).toEqual(['/assets/news-def.js']);
    dom.window.close();
  });

  it('starts at once on a tap before the page has loaded, and only once', () => {
    const dom = new JSDOM(page(), { runScripts: 'dangerously', pretendToBeVisual: true });
    const { window } = dom;
    window.dispatchEvent(new window.Event('pointerdown'));
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    window.close();
  });

  it('leaves a page without a module script as it is', () => {
    const html = pageHtml('<html><head></head><body><div id="root"></div></body></html>', { root: 'x', head: '' });
    expect(html).toBe('<html><head></head><body><div id="root">x</div></body></html>');
  });
});
