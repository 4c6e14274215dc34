import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { inlineBoundaries, pageHtml } from '../../build/page-html';

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
/** A page with its inline scripts run (jsdom's window has no MessageChannel: Node's stands in). */
const running = (html: string) =>
  new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => Object.assign(window, { MessageChannel }),
  });
const preloads = (dom: JSDOM) => [...dom.window.document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('a rendered page starts its scripts after it has painted', () => {
  it('sends no module script or module preload in its markup, and keeps the stylesheet, content and page data', () => {
    const html = page();
    const parsed = new JSDOM(html); // (scripts not run)
    expect(moduleScripts(parsed)).toEqual([]);
    expect(preloads(parsed)).toEqual([]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<div id="root"><main><h1>News</h1>');
    expect(html).toContain('<title>News | Clubhouse</title>');
    // The page data comes before the starter, so it is parsed when the app starts.
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('["/assets/index-abc.js"]'));
  });

  it('adds the scripts and their preloads once the page has loaded and painted a frame', async () => {
    const dom = running(page());
    expect(moduleScripts(dom)).toEqual([]);
    await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
    expect(moduleScripts(dom)).toEqual([]); // not before the frame after load
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    expect(preloads(dom)).toEqual(['/assets/news-def.js']);
    dom.window.close();
  });

  it('starts at once on a tap before the page has loaded, and only once', () => {
    const dom = running(page());
    const { window } = dom;
    window.dispatchEvent(new window.Event('pointerdown'));
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    window.dispatchEvent(new window.KeyboardEvent('keydown'));
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    window.close();
  });

  it('adds many preloads in small groups, a task each and in order, and the script after the last', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    const html = pageHtml(TEMPLATE, {
      root: '<main></main>',
      head: many.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join(''),
    });
    const dom = running(html);
    const { window } = dom;
    window.dispatchEvent(new window.Event('pointerdown'));
    expect(preloads(dom)).toEqual(many.slice(0, 4));
    expect(moduleScripts(dom)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloads(dom)).toEqual(many);
    expect(moduleScripts(dom)).toEqual(['/assets/index-abc.js']);
    window.close();
  });

  it('leaves a page without a module script as it is', () => {
    const html = pageHtml('<html><head></head><body><div id="root"></div></body></html>', { root: 'x', head: '' });
    expect(html).toBe('<html><head></head><body><div id="root">x</div></body></html>');
  });
});

describe('boundaries that waited for data are in place in the HTML', () => {
  /** As React 19 sends a page whose sections suspended: placeholders, then the content and its scripts. */
  const RUNTIME = '$RB=[];$RV=function(a){};$RC=function(a,b){};';
  const fromReact =
    '<main><h1>Home</h1>' +
    '<div><!--$?--><template id="B:0"></template><!--/$--></div>' +
    '<div><!--$?--><template id="B:1"></template><!--/$--></div>' +
    '<section>Join</section></main>' +
    '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>' +
    `<div hidden id="S:0"><section><h2>Standings</h2><!--$?--><template id="B:2"></template><!--/$--></section></div><script>${RUNTIME}$RC("B:0","S:0")</script>` +
    '<div hidden id="S:1"><section><h2>Latest News</h2><div>a</div></section></div><script>$RC("B:1","S:1")</script>' +
    '<div hidden id="S:2"><ol><li>Eagles</li></ol></div><script>$RC("B:2","S:2")</script>';

  it('puts each content where its boundary is, nested ones too, with no script left', () => {
    expect(inlineBoundaries(fromReact)).toBe(
      '<main><h1>Home</h1>' +
        '<div><!--$--><section><h2>Standings</h2><!--$--><ol><li>Eagles</li></ol><!--/$--></section><!--/$--></div>' +
        '<div><!--$--><section><h2>Latest News</h2><div>a</div></section><!--/$--></div>' +
        '<section>Join</section></main>',
    );
  });

  it('leaves a page it does not fully recognise as React made it (a boundary with a fallback)', () => {
    const withFallback = fromReact.replace('<template id="B:1"></template>', '<template id="B:1"></template><p>Loading...</p>');
    expect(inlineBoundaries(withFallback)).toBe(withFallback);
  });

  it('is what pageHtml puts in #root', () => {
    const html = pageHtml('<html><head></head><body><div id="root"></div></body></html>', { root: fromReact, head: '' });
    expect(html).not.toContain('<template');
    expect(html).not.toContain('$RC(');
    expect(html).toContain('<h2>Latest News</h2>');
  });
});
