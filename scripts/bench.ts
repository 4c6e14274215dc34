/**
 * `npm run bench`: how fast a visitor's first page is on a phone.
 *
 * Builds the functions and the app for production, starts the emulators
 * (`firebase emulators:exec`), seeds the demo season, serves the build with
 * `vite preview` and runs Lighthouse (mobile, default simulated throttling,
 * on the machine's Chromium) several times per public route. Prints one row
 * per route with the medians and flags misses against the targets of issue 8,
 * then the service worker's precache size. Figures only: nothing here fails
 * a build, and no test asserts a timing.
 *
 *   npm run bench                              every public route, 3 runs each
 *   npm run bench -- --runs 5 --routes /,/news
 *   npm run bench -- --no-build                measure the dist/ already built
 *
 * Every Lighthouse report: reports/lighthouse/runs/; the medians: reports/bench.json
 * and the table again in reports/bench.txt.
 *
 * Lighthouse waits for the network to be quiet, but a page that follows
 * Firestore live always keeps one high-priority request open (the listen
 * channel), so every run would wait Lighthouse's full 45 s. The bench caps
 * that wait at 15 s: every metric is settled long before (the slowest LCP
 * seen is under 7 s), and the report's "loaded too slowly" warning is expected.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prepareEmulators } from './emulators/prepare';
import { emulatorSmtpPort, startSmtpSink } from './lib/mail-sink';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { EMULATORS, PROJECT_ID, bin, root, step } from './lib/run';
import { PRERENDERED_ROUTES } from '../build/prerender';

/** Every public route: the pages the build prerenders. */
const PUBLIC_ROUTES: readonly string[] = PRERENDERED_ROUTES;

/** Issue 8's targets (binding for / and /news; the other routes are shown against the same bar). */
const TARGETS = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05, firstLoadKb: 200 };
const TARGET_ROUTES = new Set(['/', '/news']);

const PREVIEW = { host: '127.0.0.1', port: 4173 };
const dist = join(root, 'dist');

interface Options {
  runs: number;
  routes: readonly string[];
  build: boolean;
}

function parseOptions(args: readonly string[]): Options {
  const value = (name: string) => {
    const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
    if (i === -1) return undefined;
    const arg = args[i] ?? '';
    return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
  };
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number >= 1 (got ${value('--runs')})`);
  const routes =
    value('--routes')
      ?.split(',')
      .map((r) => r.trim())
      .filter(Boolean) ?? PUBLIC_ROUTES;
  return { runs, routes, build: !args.includes('--no-build') };
}

const options = parseOptions(process.argv.slice(2));

// ---------------------------------------------------------------------------
// Outside the emulators: build, then run this script again inside them.
// ---------------------------------------------------------------------------
if (!process.argv.includes('--inside')) {
  const started = Date.now();
  if (options.build) {
    await step('Build functions', 'npm', ['run', '--silent', 'build:functions']);
    await step('Build app', bin('vite'), ['build', '--logLevel', 'warn']);
  }
  const setup = prepareEmulators();
  const inner = [bin('tsx'), 'scripts/bench.ts', '--inside', '--runs', String(options.runs), '--routes', options.routes.join(',')];
  // On a busy machine a new functions worker can take longer than firebase-tools'
  // 30 s to start, and the seed's callables then fail: allow 2 minutes.
  const env = { ...process.env, ...setup.env, FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120' };
  await step(
    'Seed and measure on the emulators',
    bin('firebase'),
    ['emulators:exec', '--only', EMULATORS, '--project', PROJECT_ID, inner.join(' ')],
    { env },
  );
  // The table again, clear of the emulators' log.
  console.log(`\n${readFileSync(join(root, 'reports/bench.txt'), 'utf8')}`);
  console.log(`Bench done in ${Math.round((Date.now() - started) / 1000)} s.`);
  process.exit(0);
}

// ---------------------------------------------------------------------------
// Inside `firebase emulators:exec`: seed, serve, measure, report.
// ---------------------------------------------------------------------------
const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { preview } = await import('vite');
const { seed } = await import('./seed/index');

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** gzip bytes of every JS and CSS file the page downloaded. */
  firstLoad: number;
  /** gzip bytes of the HTML document. */
  html: number;
  scripts: number;
  failed: string[];
}

/** gzip size of a file the preview served, by its URL path; undefined when it is not in dist/. */
const gzipCache = new Map<string, number | undefined>();
function gzipOf(pathname: string): number | undefined {
  if (!gzipCache.has(pathname)) {
    let size: number | undefined;
    try {
      size = gzipSync(readFileSync(join(dist, decodeURIComponent(pathname)))).length;
    } catch {
      size = undefined;
    }
    gzipCache.set(pathname, size);
  }
  return gzipCache.get(pathname);
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  statusCode?: number;
}

function isJsOrCss(item: NetworkItem): boolean {
  if (item.resourceType === 'Script' || item.resourceType === 'Stylesheet') return true;
  const ext = extname(new URL(item.url).pathname);
  return ext === '.js' || ext === '.mjs' || ext === '.css';
}

/** Bytes of a request as gzip: the dist file's gzip size for our own files, the transfer size otherwise. */
function gzipBytes(item: NetworkItem): number {
  const url = new URL(item.url);
  const local = url.host === `${PREVIEW.host}:${PREVIEW.port}` ? gzipOf(url.pathname) : undefined;
  return local ?? item.transferSize ?? 0;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function measure(route: string): Promise<Run> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const url = `http://${PREVIEW.host}:${PREVIEW.port}${route}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      maxWaitForLoad: 15_000,
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((item) =>
      item.url.startsWith('http'),
    );
    const assets = items.filter(isJsOrCss);
    const documentItem = items.find((item) => item.resourceType === 'Document');
    const failed = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && category.id !== 'performance')
        .map((ref) => `${category.id}: ${ref.id}`),
    );
    mkdirSync(join(root, 'reports/lighthouse/runs'), { recursive: true });
    writeFileSync(join(root, 'reports/lighthouse/runs', `${routeName(route)}-${Date.now()}.json`), result.report as string);
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      firstLoad: assets.reduce((sum, item) => sum + gzipBytes(item), 0),
      html: documentItem ? gzipSync(await (await fetch(documentItem.url)).arrayBuffer()).length : 0,
      scripts: assets.length,
      failed,
    };
  } finally {
    chrome.kill();
  }
}

const routeName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function precache(): { files: number; bytes: number; gzip: number } {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const files = walk(dist).filter((p) => sw.includes(`"${p.slice(dist.length + 1)}"`));
  return {
    files: files.length,
    bytes: files.reduce((t, p) => t + statSync(p).size, 0),
    gzip: files.reduce((t, p) => t + gzipSync(readFileSync(p)).length, 0),
  };
}

// Seed, then serve the build as production would. Mail the seed's sign-ups
// trigger goes to a sink, so the functions are not busy retrying it.
rmSync(join(root, 'reports/lighthouse/runs'), { recursive: true, force: true });
const mail = await startSmtpSink(emulatorSmtpPort(join(root, `functions/.env.${PROJECT_ID}`)));
console.log('\n=== Seeding the demo season');
const seeded = await seed({});
console.log(`Seeded in ${seeded.seconds} s.`);
const server = await preview({ root, logLevel: 'warn', preview: { ...PREVIEW, strictPort: true } });
const measuring = Date.now();

const runsByRoute = new Map<string, Run[]>();
try {
  for (const route of options.routes) {
    const runs: Run[] = [];
    for (let i = 0; i < options.runs; i++) {
      const started = Date.now();
      const run = await measure(route);
      runs.push(run);
      console.log(
        `  ${route.padEnd(18)} run ${i + 1}/${options.runs}: perf ${run.performance}, FCP ${ms(run.fcp)}, LCP ${ms(run.lcp)}, ` +
          `TBT ${ms(run.tbt)}, CLS ${run.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    runsByRoute.set(route, runs);
  }
} finally {
  await server.close();
  await mail.close();
}
const measured = Math.round((Date.now() - measuring) / 1000);

function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// One row per route with the medians; a '!' marks a miss against the targets.
const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS+CSS gz', 'HTML gz'];
const widths = [18, 5, 5, 5, 5, 8, 8, 8, 7, 8, 11, 9];
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 8) : c.padStart(widths[i] ?? 8))).join(' ');
const mark = (text: string, miss: boolean) => (miss ? `!${text}` : text);

/** The report: printed now, and again by the outer process once the emulators' log has ended. */
const report: string[] = [];
const out = (text: string) => {
  console.log(text);
  report.push(text);
};

const summary: Record<string, Omit<Run, 'failed'> & { failed: string[] }> = {};
const misses: string[] = [];
out(
  `\nLighthouse ${options.runs > 1 ? `medians of ${options.runs} runs` : '1 run'} per route ` +
    '(mobile, simulated throttling; JS+CSS = gzip of every script and stylesheet the page downloaded)\n',
);
out(line(header));
for (const [route, runs] of runsByRoute) {
  const m = (key: Exclude<keyof Run, 'failed'>) => median(runs.map((r) => r[key]));
  const row = {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    si: m('si'),
    firstLoad: m('firstLoad'),
    html: m('html'),
    scripts: m('scripts'),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
  summary[route] = row;
  const miss = {
    performance: row.performance < TARGETS.performance,
    accessibility: row.accessibility < TARGETS.accessibility,
    bestPractices: row.bestPractices < TARGETS.bestPractices,
    seo: row.seo < TARGETS.seo,
    cls: row.cls > TARGETS.cls,
    firstLoad: row.firstLoad > TARGETS.firstLoadKb * 1024,
  };
  if (TARGET_ROUTES.has(route)) {
    for (const [key, missed] of Object.entries(miss)) if (missed) misses.push(`${route} ${key}`);
  }
  out(
    line([
      route,
      mark(String(row.performance), miss.performance),
      mark(String(row.accessibility), miss.accessibility),
      mark(String(row.bestPractices), miss.bestPractices),
      mark(String(row.seo), miss.seo),
      ms(row.fcp),
      ms(row.lcp),
      ms(row.tbt),
      mark(row.cls.toFixed(3), miss.cls),
      ms(row.si),
      mark(kb(row.firstLoad), miss.firstLoad),
      kb(row.html),
    ]),
  );
}

out(
  `\nTargets (issue 8, for / and /news): performance >= ${TARGETS.performance}, accessibility, best practices and SEO ` +
    `${TARGETS.seo}, CLS <= ${TARGETS.cls}, JS+CSS <= ${TARGETS.firstLoadKb} KB gzip. '!' marks a miss.`,
);
out(misses.length ? `Missed on the target routes: ${misses.join(', ')}` : 'Every target met on / and /news.');
const failing = Object.entries(summary).filter(([, row]) => row.failed.length > 0);
if (failing.length) {
  out('\nAudits that cost accessibility, best practices or SEO points (in any run):');
  for (const [route, row] of failing) out(`  ${route}: ${row.failed.join(', ')}`);
}

const sw = precache();
out(`\nService worker precache: ${sw.files} files, ${kb(sw.bytes)} (${kb(sw.gzip)} gzip)`);

mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports/bench.json'),
  JSON.stringify({ runs: options.runs, routes: summary, precache: sw, seedSeconds: seeded.seconds }, null, 2),
);
out(`Seeded in ${seeded.seconds} s; ${options.routes.length * options.runs} Lighthouse runs in ${measured} s.`);
out('Figures: reports/bench.json; every Lighthouse report: reports/lighthouse/runs/');
writeFileSync(join(root, 'reports/bench.txt'), `${report.join('\n')}\n`);
process.exit(0);
