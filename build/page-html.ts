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
 * A prerendered page is readable before its scripts run, so its scripts and
 * their preloads are fetched at low priority: the page's images (the hero's
 * is preloaded at high priority) and fonts come first, and the scripts never
 * hold up the first paint. (app.html keeps the default: there the scripts
 * are what paints.)
 */
export function scriptsAfterContent(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** The shell with a rendered #root, extra <head> content (styles, preloads, tags) and the page's title. */
export function pageHtml(template: string, page: { root: string; head: string; title?: string; bodyEnd?: string }): string {
  let html = template
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`)
    .replace('</head>', () => `${page.head}</head>`);
  // The title as React rendered it (already escaped).
  if (page.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  html = scriptsAfterContent(html);
  if (page.bodyEnd) html = html.replace('</body>', () => `${page.bodyEnd}</body>`);
  return html;
}
