/**
 * A public page's HTML from the built shell (dist/app.html): shared by the
 * build-time prerender (build/prerender.ts) and the render function (render/).
 */
import type { Manifest } from 'vite';

/** A chunk's file and every file it statically imports (what must load before it runs). */
export function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

export function preloadTags(files: Iterable<string>, template: string, base: string): string {
  return [...files]
    .filter((file) => !template.includes(`${base}${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${base}${file}">`
        : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
    )
    .join('');
}

/**
 * A prerendered or server-rendered page is readable before its scripts run, so
 * its scripts start after the page has painted: the module script and its
 * preloads are taken out of the HTML and an inline starter adds them once the
 * page has loaded (its images, the largest one included) and painted a frame,
 * or at once when the visitor taps or presses a key first (a tapped button is
 * kept and replayed when the app has started: index.html). Nothing the scripts
 * fetch or run then competes with the largest paint. (app.html keeps its
 * script as it is: there the scripts are what paints.)
 */
export function scriptsAfterContent(html: string): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const out = html
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (scripts.length === 0) return html;
  return out.replace('</body>', () => `<script>${STARTER}(${JSON.stringify(scripts)},${JSON.stringify(preloads)})</script></body>`);
}

/** Adds the page's module scripts (and their preloads) after load and a painted frame, or on the first tap or key. */
const STARTER = `(function (scripts, preloads) {
  var started = false;
  function add(tag, attributes) {
    var el = document.createElement(tag);
    for (var name in attributes) el.setAttribute(name, attributes[name]);
    document.head.appendChild(el);
  }
  function start() {
    if (started) return;
    started = true;
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    preloads.forEach(function (href) { add('link', { rel: 'modulepreload', crossorigin: '', href: href }); });
    scripts.forEach(function (src) { add('script', { type: 'module', crossorigin: '', src: src }); });
  }
  addEventListener('pointerdown', start, true);
  addEventListener('keydown', start, true);
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})`.replace(/\n\s*/g, ' ');

/** The shell with a rendered #root, extra <head> content (styles, preloads, tags) and the page's title. */
export function pageHtml(template: string, page: { root: string; head: string; title?: string; bodyEnd?: string }): string {
  let html = template
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`)
    .replace('</head>', () => `${page.head}</head>`);
  // The title as React rendered it (already escaped).
  if (page.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  if (page.bodyEnd) html = html.replace('</body>', () => `${page.bodyEnd}</body>`);
  return scriptsAfterContent(html);
}
