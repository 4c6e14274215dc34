/**
 * A public page's HTML from the built shell (dist/app.html), as the render
 * function (render/) sends it.
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
 * A server-rendered page is readable before its scripts run, so
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

/**
 * Adds the page's module scripts (and their preloads) after load and a painted frame, or on the first tap or key.
 * The preloads go in groups of BATCH, a task each, then the scripts: each one starts a fetch, and a page's forty
 * or so in one go made a task of up to 330 ms under a phone's 4x slowdown (issue 30, item 7; decision 0026).
 * The next group follows in a message's task, not a timer's: a chain of timers is held 4 ms apart from the
 * fifth on.
 */
const STARTER = `(function (scripts, preloads) {
  var started = false, BATCH = 4, next = new MessageChannel();
  next.port1.onmessage = function (event) { preload(event.data); };
  function start() {
    if (started) return;
    started = true;
    removeEventListener('pointerdown', start, true);
    removeEventListener('keydown', start, true);
    preload(0);
  }
  function preload(from) {
    var tags = preloads.slice(from, from + BATCH).map(function (href) { return '<link rel="modulepreload" crossorigin href="' + href + '">'; });
    document.head.insertAdjacentHTML('beforeend', tags.join(''));
    if (from + BATCH < preloads.length) {
      next.port2.postMessage(from + BATCH);
      return;
    }
    next.port1.close();
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    });
  }
  addEventListener('pointerdown', start, true);
  addEventListener('keydown', start, true);
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})`.replace(/\n\s*/g, ' ');

/** A boundary's content, sent after the shell, and the script that moves it into place (React's own). */
const SEGMENT = /<div hidden id="(S:\w+)">([\s\S]*?)<\/div><script>(?:(?!<\/script>)[\s\S])*?\$RC\("(B:\w+)","\1"\)<\/script>/g;
/** Where a boundary's content goes: a pending boundary with no fallback. */
const PENDING = /<!--\$\?--><template id="(B:\w+)"><\/template><!--\/\$-->/g;
/** React's note of the last paint, for its reveal throttle. */
const PAINT_NOTE = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/**
 * A page whose Suspense boundaries waited for data comes out of React with
 * those boundaries' content after the rest and inline scripts that move it
 * into place, throttled to 300 ms after a paint: the page first paints
 * without them, then they push what follows down (a layout shift), and the
 * page needs scripts to be whole. Everything has finished by the time the
 * page is sent, so each content is put in its place here, as React's script
 * would: `<!--$-->content<!--/$-->`, what the browser then hydrates. A page
 * with anything this does not recognise is left as React made it.
 */
export function inlineBoundaries(root: string): string {
  if (!root.includes('<template id="B:')) return root;
  const contents = new Map<string, string>();
  let html = root.replace(SEGMENT, (_, _segment: string, content: string, boundary: string) => {
    contents.set(boundary, content);
    return '';
  });
  // Content may hold boundaries of its own: place until nothing changes.
  for (let placed = true; placed;) {
    placed = false;
    html = html.replace(PENDING, (pending, boundary: string) => {
      const content = contents.get(boundary);
      if (content === undefined) return pending;
      contents.delete(boundary);
      placed = true;
      return `<!--$-->${content}<!--/$-->`;
    });
  }
  if (contents.size > 0 || html.includes('<template id="B:')) return root;
  return html.replace(PAINT_NOTE, '');
}

/** The shell with a rendered #root, extra <head> content (styles, preloads, tags) and the page's title. */
export function pageHtml(template: string, page: { root: string; head: string; title?: string; bodyEnd?: string }): string {
  let html = template
    .replace('<div id="root"></div>', () => `<div id="root">${inlineBoundaries(page.root)}</div>`)
    .replace('</head>', () => `${page.head}</head>`);
  // The title as React rendered it (already escaped).
  if (page.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  if (page.bodyEnd) html = html.replace('</body>', () => `${page.bodyEnd}</body>`);
  return scriptsAfterContent(html);
}
