/**
 * `npm run bench`: how fast a visitor's first page is on a phone, measured on
 * what Firebase Hosting serves (docs/decisions/0013-pages-rendered-with-their-data.md).
 *
 * Starts the production serve exactly as `npm start -- --prod` does (it runs
 * scripts/start.ts --prod: the production build on the Hosting emulator, the
 * render function, the seeded emulators, http://127.0.0.1:5000), then:
 *
 * 1. Lighthouse (12, mobile defaults: simulated throttling, on the machine's
 *    Chromium), `--runs` times per route, with JavaScript and with every
 *    script blocked ("no JS": the ceiling of the HTML alone). Medians.
 * 2. The render function, warm: `--requests` sequential requests per route
 *    after a warm-up, through Hosting, each with its own query string and
 *    `Cache-Control: no-cache` (no cache answers them): p50 and p95, and the
 *    Firestore document reads per page view (the function's X-Firestore-Reads
 *    header, sent only under the emulators), with the time spent in reads,
 *    rendering and bundling (its Server-Timing header, same).
 * 3. The live board (scripts/bench-board.ts): a marker's entry to a visitor's
 *    screen (median and p95 over 20 entries) and reads per view of the board
 *    with 12 and 120 players. `--board` runs only this; `--no-board` skips it.
 *    The standings (scripts/bench-standings.ts, which runs alone too): reads
 *    per score write, and the time from a burst of 40 scores to settled standings.
 * 4. `npm run seed -- --size 10` (10x the season), then step 2 and the standings again.
 * 5. The first tap (scripts/bench-tap.ts): the menu button on every route and the
 *    slideshow's next arrow on `/`, 1 s after load, 390 px, 4x CPU slowdown: input
 *    to next paint (Event Timing) and input to the tap's visible effect, medians of
 *    3. `--tap` runs only this; `--no-tap` skips it.
 *
 * Each route's median Lighthouse run also gives the app's performance measures
 * (decision 0012's `createSystem`), printed beside its long tasks.
 *
 * Figures only: nothing here fails a build, and no test asserts a timing.
 *
 *   npm run bench                                      every public route, an article, a tournament
 *   npm run bench -- --routes /,/news --runs 1         a focused run
 *   npm run bench -- --no-size10 --no-nojs             skip the 10x season / the no-JS runs
 *   npm run bench -- --tap --routes /,/about           only the first tap
 *   npm run bench -- --running ...                     measure the `npm start -- --prod` already running
 *
 * Every Lighthouse report: reports/lighthouse/runs/; the medians:
 * reports/bench.json, the table reports/bench.txt, the long tasks of each
 * route's median run reports/long-tasks.txt.
 *
 * Lighthouse waits for the network to be quiet, but a page that follows
 * Firestore live always keeps one request open (the listen channel): the wait
 * is capped at 15 s (every metric has settled long before).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { renderedPaths } from '../src/config/routes';
import { boardFigures } from './bench-board';
import { firstTapFigures, type TapFigures } from './bench-tap';
import { userMeasures } from './lib/first-tap';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import type { StandingsFigures } from './bench-standings';
import { bin, root } from './lib/run';
import { optionValue } from './lib/options';

/** Every public route, plus one article and one tournament of the demo season (scripts/seed/tables). */
const ROUTES: readonly string[] = [...renderedPaths, '/news/news-001', '/tournament/els-club-medal'];

/** Issue 19's targets. */
const TARGETS = { lcp: 2000, tbt: 200, cls: 0.02, renderP95: 150, firstTap: 200 };
const PERF_95 = new Set([
  '/news',
  '/news/news-001',
  '/tournaments',
  '/tournament/els-club-medal',
  '/about',
  '/sponsors',
  '/teams',
  '/join',
]);
const perfTarget = (route: string) => (route === '/' ? 90 : PERF_95.has(route) ? 95 : undefined);

const ORIGIN = 'http://127.0.0.1:5000';
const dist = join(root, 'dist');
const reports = join(root, 'reports');

interface Options {
  runs: number;
  requests: number;
  routes: readonly string[];
  noJs: boolean;
  size10: boolean;
  /** Only the live board's figures (`--board`); `--no-board` leaves them out of a full run. */
  board: 'only' | 'with' | 'without';
  /** Only the first tap's figures (`--tap`); `--no-tap` leaves them out. */
  tap: 'only' | 'with' | 'without';
  /** `--running`: measure the `npm start -- --prod` already running (a focused run while working). */
  running: boolean;
}

function parseOptions(args: readonly string[]): Options {
  const value = (name: string) => optionValue(args, name);
  const whole = (name: string, fallback: number) => {
    const n = Number(value(name) ?? fallback);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (got ${value(name)})`);
    return n;
  };
  const routes =
    value('--routes')
      ?.split(',')
      .map((r) => r.trim())
      .filter(Boolean) ?? ROUTES;
  return {
    runs: whole('--runs', 3),
    requests: whole('--requests', 30),
    routes,
    noJs: !args.includes('--no-nojs'),
    size10: !args.includes('--no-size10'),
    board: args.includes('--board') ? 'only' : args.includes('--no-board') ? 'without' : 'with',
    tap: args.includes('--tap') ? 'only' : args.includes('--no-tap') ? 'without' : 'with',
    running: args.includes('--running'),
  };
}

// ---------------------------------------------------------------------------
// The production serve: scripts/start.ts --prod, until "Ready in".
// ---------------------------------------------------------------------------
function startProdServe(): Promise<ChildProcess> {
  mkdirSync(reports, { recursive: true });
  const logPath = join(reports, 'bench-serve.log');
  writeFileSync(logPath, '');
  const child = spawn(bin('tsx'), ['scripts/start.ts', '--prod'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return new Promise((resolve, reject) => {
    let seen = '';
    let started = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      writeFileSync(logPath, text, { flag: 'a' });
      seen = (seen + text).slice(-8192);
      const ready = !started && /Ready in [\d.]+ s[^\n]*/.exec(seen);
      if (ready) {
        started = true;
        console.log(`  npm start -- --prod: ${ready[0]}`);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`npm start -- --prod exited (code ${code}) before it was ready: see reports/bench-serve.log`)),
    );
  });
}

/** Stops the serve the way Ctrl-C does (start.ts stops the emulators), killing its group after 30 s. */
async function stopProdServe(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }, 30_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------
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
  failed: string[];
  report: string;
}
type Figure = Exclude<keyof Run, 'failed' | 'report'>;

const gzipCache = new Map<string, number | undefined>();
/** gzip size of a file Hosting served from dist/, by its URL path; undefined when it is not there. */
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
  transferSize?: number;
  statusCode?: number;
}

function isJsOrCss(item: NetworkItem): boolean {
  if (item.resourceType === 'Script' || item.resourceType === 'Stylesheet') return true;
  const ext = extname(new URL(item.url).pathname);
  return ext === '.js' || ext === '.mjs' || ext === '.css';
}

function gzipBytes(item: NetworkItem): number {
  const url = new URL(item.url);
  const local = url.origin === ORIGIN ? gzipOf(url.pathname) : undefined;
  return local ?? item.transferSize ?? 0;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function lighthouseRun(route: string, javascript: boolean): Promise<Run> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
  try {
    // Lighthouse has no "JavaScript off" setting: blocking every script file is
    // what a browser without JavaScript loads (the page's only inline scripts are JSON).
    const result = await lighthouse(`${ORIGIN}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      maxWaitForLoad: 15_000,
      disableFullPageScreenshot: true,
      ...(javascript ? {} : { blockedUrlPatterns: ['*.js', '*.mjs'] }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((item) =>
      item.url.startsWith('http'),
    );
    const failed = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && category.id !== 'performance')
        .map((ref) => `${category.id}: ${ref.id}`),
    );
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
      // What arrived: a blocked script (no JS) is listed with status -1.
      firstLoad: items
        .filter((item) => isJsOrCss(item) && (item.statusCode ?? 0) >= 200 && (item.statusCode ?? 0) < 400)
        .reduce((sum, item) => sum + gzipBytes(item), 0),
      failed,
      report: result.report as string,
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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The run whose performance score is the median one (its trace is the one to read). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

interface DetailItems {
  items?: Record<string, unknown>[];
}

/** The long tasks, script boot-up and LCP element of one Lighthouse report, as text. */
function longTasks(route: string, report: string): string[] {
  const lhr = JSON.parse(report) as LighthouseResult;
  const items = (id: string) => (lhr.audits[id]?.details as DetailItems | undefined)?.items ?? [];
  const short = (url: unknown) => String(url).replace(ORIGIN, '');
  const lines = [`${route}:`];
  const tasks = items('long-tasks')
    .map((t) => ({ url: short(t.url), duration: Number(t.duration), start: Number(t.startTime) }))
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 10);
  lines.push('  long tasks (simulated, longest first):');
  for (const t of tasks) lines.push(`    ${ms(t.duration).padStart(7)} at ${ms(t.start).padStart(7)}  ${t.url}`);
  lines.push('  bootup-time (script evaluation + parse, per file):');
  for (const b of items('bootup-time').slice(0, 8)) {
    lines.push(`    total ${ms(Number(b.total)).padStart(7)}, scripting ${ms(Number(b.scripting)).padStart(7)}  ${short(b.url)}`);
  }
  const lcpElement = items('largest-contentful-paint-element')
    .flatMap((i) => ((i as DetailItems).items ?? [i]) as Record<string, unknown>[])
    .map((i) => (i.node as { snippet?: string } | undefined)?.snippet ?? (i.phase ? `${i.phase}: ${ms(Number(i.timing))}` : undefined))
    .filter(Boolean);
  lines.push(`  LCP element: ${lcpElement.join(' | ') || '(none reported)'}`);
  const measures = userMeasures(items('user-timings') as { name: string; duration?: number; timingType?: string }[]);
  lines.push(
    `  performance measures (observed: Lighthouse simulates its slowdown, the page ran at full speed): ${
      Object.entries(measures)
        .map(([name, d]) => `${name} ${ms(d)}`)
        .join(', ') || '(none)'
    }`,
  );
  return lines;
}

// ---------------------------------------------------------------------------
// The render function, warm
// ---------------------------------------------------------------------------
interface RenderFigures {
  p50: number;
  p95: number;
  reads: number;
  /** Medians of the function's own Server-Timing phases (ms). */
  timing: Record<string, number>;
  status: number;
  /** The page's HTML: bytes, and gzip bytes (as the function sends it to a browser that accepts gzip). */
  html: number;
  htmlGzip: number;
}

async function renderFigures(route: string, requests: number): Promise<RenderFigures> {
  const once = async (i: number) => {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}${route}?bench=${Date.now()}-${i}`, {
      headers: { 'Cache-Control': 'no-cache' },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    const took = performance.now() - started;
    const timing = Object.fromEntries(
      (response.headers.get('server-timing') ?? '')
        .split(',')
        .map((part) => /^\s*([\w-]+);dur=([\d.]+)/.exec(part))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, Number(m[2])]),
    );
    return { took, reads: Number(response.headers.get('x-firestore-reads') ?? Number.NaN), timing, status: response.status };
  };
  for (let i = 0; i < 5; i++) await once(-1 - i); // warm-up: the worker, the modules, Firestore's connection
  const page = await fetch(`${ORIGIN}${route}`, { headers: { 'Accept-Encoding': 'identity' }, redirect: 'manual' });
  const html = Buffer.from(await page.arrayBuffer());
  mkdirSync(join(reports, 'html'), { recursive: true });
  writeFileSync(join(reports, 'html', `${routeName(route)}.html`), html);
  const samples: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < requests; i++) samples.push(await once(i));
  const took = samples.map((s) => s.took);
  const phases = [...new Set(samples.flatMap((s) => Object.keys(s.timing)))];
  return {
    p50: percentile(took, 50),
    p95: percentile(took, 95),
    reads: median(samples.map((s) => s.reads)),
    timing: Object.fromEntries(phases.map((p) => [p, median(samples.map((s) => s.timing[p] ?? 0))])),
    status: samples[0]?.status ?? 0,
    html: html.length,
    htmlGzip: gzipSync(html).length,
  };
}

// ---------------------------------------------------------------------------
/**
 * The standings figures (scripts/bench-standings.ts, in a process of its own:
 * it loads the functions' standings core, which needs the app's path alias).
 */
async function standingsFigures(): Promise<StandingsFigures | undefined> {
  let output = '';
  const code = await new Promise<number>((resolve) => {
    const child = spawn(bin('tsx'), ['--tsconfig', 'tsconfig.node.json', 'scripts/bench-standings.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once('exit', (c) => resolve(c ?? 1));
  });
  const last = output.trim().split('\n').pop() ?? '';
  return code === 0 ? (JSON.parse(last) as StandingsFigures) : undefined;
}

function ms(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  rmSync(join(reports, 'lighthouse/runs'), { recursive: true, force: true });
  mkdirSync(join(reports, 'lighthouse/runs'), { recursive: true });

  console.log('=== Starting the production serve (npm start -- --prod; its log: reports/bench-serve.log)');
  // --running: a serve already started (npm start -- --prod) is measured, and left running.
  const serve = options.running ? undefined : await startProdServe();
  const stopOnSignal = () => void stopProdServe(serve).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  if (options.board === 'only') {
    try {
      console.log('\n=== The live board');
      writeFileSync(join(reports, 'bench-board.json'), `${JSON.stringify(await boardFigures(ORIGIN), null, 2)}\n`);
    } finally {
      console.log('\n=== Stopping the production serve');
      await stopProdServe(serve);
    }
    return;
  }

  const modes = options.noJs ? [true, false] : [true];
  const lighthouseRuns = new Map<string, Run[]>();
  const render1 = new Map<string, RenderFigures>();
  const render10 = new Map<string, RenderFigures>();
  const standings: { size: string; figures: StandingsFigures | undefined }[] = [];
  let taps: TapFigures[] = [];
  const measureTaps = () => {
    console.log('\n=== The first tap (390 px, 4x CPU slowdown, 1 s after load), 3 per tap');
    return firstTapFigures(ORIGIN, options.routes, 3);
  };
  if (options.tap === 'only') {
    try {
      taps = await measureTaps();
    } finally {
      console.log('\n=== Stopping the production serve');
      await stopProdServe(serve);
    }
    const lines = tapLines(taps);
    writeFileSync(join(reports, 'bench-tap.json'), `${JSON.stringify(taps, null, 2)}\n`);
    writeFileSync(join(reports, 'bench-tap.txt'), `${lines.join('\n')}\n`);
    console.log(`\n${lines.join('\n')}`);
    return;
  }
  try {
    console.log(`\n=== Lighthouse, ${options.runs} run(s) per route${options.noJs ? ', with and without JavaScript' : ''}`);
    for (const route of options.routes) {
      // A warm function instance, as a visitor after the first one finds it (the render figures below measure it).
      for (let i = 0; i < 3; i++) await (await fetch(`${ORIGIN}${route}`)).arrayBuffer();
      for (const javascript of modes) {
        const runs: Run[] = [];
        for (let i = 0; i < options.runs; i++) {
          const t = Date.now();
          const run = await lighthouseRun(route, javascript);
          runs.push(run);
          writeFileSync(join(reports, 'lighthouse/runs', `${routeName(route)}${javascript ? '' : '-nojs'}-${i + 1}.json`), run.report);
          console.log(
            `  ${route}${javascript ? '' : ' (no JS)'} run ${i + 1}: perf ${run.performance}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, ` +
              `CLS ${run.cls.toFixed(3)} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
          );
        }
        if (runs.length > 0) lighthouseRuns.set(`${route}${javascript ? '' : ' noJS'}`, runs);
      }
    }
    if (options.tap === 'with') taps = await measureTaps();
    if (options.requests > 0) {
      console.log(`\n=== The render function, warm: ${options.requests} sequential requests per route`);
      for (const route of options.routes) {
        const f = await renderFigures(route, options.requests);
        render1.set(route, f);
        console.log(`  ${route}: p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, ${f.reads} reads, ${JSON.stringify(f.timing)}`);
      }
      if (options.board === 'with') {
        console.log('\n=== The live board');
        writeFileSync(join(reports, 'bench-board.json'), `${JSON.stringify(await boardFigures(ORIGIN), null, 2)}\n`);
      }
      console.log('\n=== Standings: reads per score write, a burst of 40 scores to settled standings');
      standings.push({ size: '1x', figures: await standingsFigures() });
      if (options.size10) {
        console.log('\n=== npm run seed -- --size 10');
        const code = await new Promise<number>((resolve) => {
          const seed = spawn(bin('tsx'), ['scripts/seed/index.ts', '--size', '10'], { cwd: root, stdio: 'inherit' });
          seed.once('exit', (c) => resolve(c ?? 1));
        });
        // A failed or stopped seed leaves the 10x columns empty; the figures above still make the table.
        if (code !== 0) console.error(`The size-10 seed failed (exit ${code}): no 10x figures.`);
        for (const route of code === 0 ? options.routes : []) {
          const f = await renderFigures(route, options.requests);
          render10.set(route, f);
          console.log(`  ${route} (10x): p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, ${f.reads} reads, ${JSON.stringify(f.timing)}`);
        }
        if (code === 0) standings.push({ size: '10x', figures: await standingsFigures() });
      }
    }
  } finally {
    console.log('\n=== Stopping the production serve');
    await stopProdServe(serve);
  }

  // The table.
  const report: string[] = [];
  const out = (text: string) => report.push(text);
  const header = [
    'route',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'SI',
    'JS+CSS gz',
    'HTML gz',
    'render p50',
    'p95',
    'reads',
    'p95 10x',
    'reads 10x',
  ];
  const widths = [32, 5, 5, 4, 4, 7, 7, 7, 6, 7, 10, 8, 11, 7, 6, 8, 10];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 8) : c.padStart(widths[i] ?? 8))).join(' ');
  const mark = (text: string, miss: boolean) => (miss ? `!${text}` : text);
  out(
    `Lighthouse 12 (mobile defaults), ${options.runs > 1 ? `medians of ${options.runs} runs` : '1 run'}, against npm start -- --prod; ` +
      '"noJS": every script blocked (the HTML alone). Render: warm, through Hosting, no cache.',
  );
  out('');
  out(line(header));
  const summary: Record<string, unknown> = {};
  const misses: string[] = [];
  for (const [key, runs] of lighthouseRuns) {
    const route = key.replace(/ noJS$/, '');
    const javascript = !key.endsWith(' noJS');
    const m = (k: Figure) => median(runs.map((r) => r[k]));
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
      failed: [...new Set(runs.flatMap((r) => r.failed))],
    };
    const r1 = javascript ? render1.get(route) : undefined;
    const r10 = javascript ? render10.get(route) : undefined;
    summary[key] = { ...row, render: r1, render10x: r10 };
    const target = perfTarget(route);
    const miss = {
      performance: javascript && target !== undefined && row.performance < target,
      accessibility: row.accessibility < 100,
      bestPractices: row.bestPractices < 100,
      seo: row.seo < 100,
      lcp: row.lcp > TARGETS.lcp,
      tbt: row.tbt > TARGETS.tbt,
      cls: row.cls > TARGETS.cls,
      render: route === '/' && r1 !== undefined && r1.p95 > TARGETS.renderP95,
      reads: r1 !== undefined && r10 !== undefined && r10.reads !== r1.reads,
    };
    if (javascript) for (const [name, missed] of Object.entries(miss)) if (missed) misses.push(`${route} ${name}`);
    out(
      line([
        key,
        mark(String(row.performance), miss.performance),
        mark(String(row.accessibility), miss.accessibility),
        mark(String(row.bestPractices), miss.bestPractices),
        mark(String(row.seo), miss.seo),
        ms(row.fcp),
        mark(ms(row.lcp), miss.lcp),
        mark(ms(row.tbt), miss.tbt),
        mark(row.cls.toFixed(3), miss.cls),
        ms(row.si),
        kb(row.firstLoad),
        r1 ? kb(r1.htmlGzip) : '',
        r1 ? ms(r1.p50) : '',
        r1 ? mark(ms(r1.p95), miss.render) : '',
        r1 ? String(r1.reads) : '',
        r10 ? ms(r10.p95) : '',
        r10 ? mark(String(r10.reads), miss.reads) : '',
      ]),
    );
  }
  // Routes measured without Lighthouse (--runs 0): the render function's figures alone.
  for (const [route, r1] of render1) {
    if (lighthouseRuns.has(route)) continue;
    const r10 = render10.get(route);
    const blank = Array<string>(10).fill('');
    out(
      line([
        route,
        ...blank,
        kb(r1.htmlGzip),
        ms(r1.p50),
        ms(r1.p95),
        String(r1.reads),
        r10 ? ms(r10.p95) : '',
        r10 ? String(r10.reads) : '',
      ]),
    );
  }
  out('');
  out(
    `Targets (issue 19): LCP <= ${ms(TARGETS.lcp)}, TBT <= ${ms(TARGETS.tbt)}, CLS <= ${TARGETS.cls}, a11y/BP/SEO 100, perf >= 95 ` +
      `(>= 90 on /), render p95 <= ${ms(TARGETS.renderP95)} on /, reads the same at 10x, first tap <= ${ms(TARGETS.firstTap)}. '!' marks a miss (JS rows).`,
  );
  for (const t of taps) if (t.response > TARGETS.firstTap) misses.push(`${t.route} first tap (${t.target})`);
  out(misses.length ? `Misses: ${misses.join(', ')}` : 'Every target met.');
  if (standings.length) {
    out(
      '\nStandings (issue 31): reads per score write (new / edit moving team / delete; Par 3 new / delete), burst of 40 scores to settled:',
    );
    for (const { size, figures: f } of standings) {
      out(
        f
          ? `  ${size}: ${f.readsPerWrite.join(' / ')} reads at ${f.scores} scores and ${f.par3Scores} Par 3 scores; burst settled in ${f.burstSeconds.toFixed(1)} s`
          : `  ${size}: failed (see the log above)`,
      );
    }
  }
  if (taps.length) {
    out('');
    for (const line of tapLines(taps)) out(line);
  }
  const timings = [...render1].filter(([, f]) => Object.keys(f.timing).length > 0);
  if (timings.length) {
    out('\nRender function phases (medians, ms; Server-Timing):');
    for (const [route, f] of timings) {
      const f10 = render10.get(route);
      out(`  ${route.padEnd(30)} ${JSON.stringify(f.timing)}${f10 ? `  10x: ${JSON.stringify(f10.timing)}` : ''}`);
    }
  }
  const failing = Object.entries(summary).filter(([, row]) => (row as { failed: string[] }).failed.length > 0);
  if (failing.length) {
    out('\nAudits that cost accessibility, best practices or SEO points (in any run):');
    for (const [key, row] of failing) out(`  ${key}: ${(row as { failed: string[] }).failed.join(', ')}`);
  }

  // The long tasks of each route's median run with JavaScript.
  const tasks = [...lighthouseRuns]
    .filter(([key]) => !key.endsWith(' noJS'))
    .flatMap(([route, runs]) => longTasks(route, medianRun(runs).report));
  writeFileSync(join(reports, 'long-tasks.txt'), `${tasks.join('\n')}\n`);
  out(`\nBench done in ${Math.round((Date.now() - started) / 1000)} s. Figures: reports/bench.json; long tasks: reports/long-tasks.txt;`);
  out('every Lighthouse report: reports/lighthouse/runs/.');
  writeFileSync(
    join(reports, 'bench.json'),
    JSON.stringify({ runs: options.runs, requests: options.requests, routes: summary, standings, firstTap: taps }, null, 2),
  );
  writeFileSync(join(reports, 'bench.txt'), `${report.join('\n')}\n`);
  console.log(`\n${report.join('\n')}`);
}

/** The first-tap table (scripts/bench-tap.ts). */
function tapLines(taps: readonly TapFigures[]): string[] {
  const lines = [
    `First tap (issue 30): 390 px, touch, 4x CPU slowdown, 1 s after load, fresh context, medians of ${taps[0]?.runs.length ?? 0}. ` +
      '"next paint": Event Timing duration of the interaction (input to the next paint after its handlers; a tap',
    '  before hydration is kept by index.html and replayed, so it only holds the keeping); "response": input to the frame',
    `  after the one that shows the effect (the menu on screen / another slide). Target: response <= ${ms(TARGETS.firstTap)}.`,
  ];
  for (const t of taps) {
    lines.push(
      `  ${`${t.route} ${t.target}`.padEnd(30)} next paint ${ms(t.nextPaint).padStart(6)}  response ${(t.response > TARGETS.firstTap ? '!' : '') + ms(t.response)}` +
        `  (runs: ${t.runs.map((r) => `${r.nextPaint === undefined ? '<16' : Math.round(r.nextPaint)}/${Math.round(r.response)} ms${r.hydrated ? '' : ' before hydration'}`).join(', ')})`,
    );
  }
  return lines;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`\nnpm run bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
