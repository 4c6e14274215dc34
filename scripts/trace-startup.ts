/**
 * The start-up's long tasks, from a Chromium performance trace (decision 0026, issue 30 item 7).
 * Against a running `npm start -- --prod`:
 *
 *   npx tsx --tsconfig tsconfig.node.json scripts/trace-startup.ts [--routes /,/about] [--runs 3] [--cpu 1] [--over 50]
 *
 * Each run is a first visit (a fresh context, service workers blocked) at 390 px with touch; the page is
 * left alone until 4 s after it has hydrated (`<html data-started>`). Every main-thread task of the
 * renderer longer than `--over` ms (observed, after `--cpu`'s slowdown; 1 = none) is printed with what it
 * ran: module evaluation, script calls, microtasks, style, layout, paint and garbage collection, each with
 * its time (`TRACE_ALL=1`: every event inside it), then the self time of each script (chunk names without
 * their hash) from the trace's V8 CPU profile, which names the chunks a module evaluation ran (Lighthouse
 * reports those tasks as "Unattributable"); and the page's performance measures (`createSystem`). The last
 * two lines of each route give the medians over the runs of the longest task and of the sum of the tasks' time
 * over 50 ms (blocking time, as TBT counts it): over every task, then over the tasks that ran the page's own
 * scripts (its chunks and inline scripts; not the browser's HTML and layout, which the no-JS ceiling has too,
 * nor Playwright's injected script). A third line gives the main thread's CPU time over every task of the visit
 * (thread time: the time the thread waited for a core left out, so it holds better than wall time on a busy
 * machine), in all and in the tasks that ran the page's scripts.
 */
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, PHONE_FIRST_VISIT, chromiumPath } from './lib/chromium';
import { median } from './lib/first-tap';
import { optionValue } from './lib/options';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Thread time (us): the CPU the thread had, without the time it waited for a core. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

const arg = (name: string, fallback: string) => optionValue(process.argv.slice(2), `--${name}`) ?? fallback;
const origin = arg('origin', 'http://127.0.0.1:5000');
const routes = arg('routes', '/,/about,/teams').split(',');
const runs = Number(arg('runs', '3'));
const cpu = Number(arg('cpu', '1'));
const over = Number(arg('over', '50'));

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}

/** Self time of each script (by URL) per sample, from the V8 CPU profile in the trace: [time (us), url][]. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): [number, string][] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const id = (profile as unknown as { id: string }).id;
  let time = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  const urls = new Map<number, string>();
  const out: [number, string][] = [];
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && (e as unknown as { id: string }).id === id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const url = (node.callFrame.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      urls.set(node.id, url ? url.replace(/-[\w-]{8}\.js$/, '.js') : `(${node.callFrame.functionName || 'native'})`);
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((node, i) => {
      time += deltas[i] ?? 0;
      out.push([time, urls.get(node) ?? '?']);
    });
  }
  return out;
}

/** A short name for what a task's child event ran. */
function label(e: TraceEvent): string | undefined {
  const data = e.args?.data ?? {};
  const url = String(data.url ?? data.fileName ?? '').replace(/^https?:\/\/[^/]+/, '');
  switch (e.name) {
    case 'v8.evaluateModule':
    case 'v8.compileModule':
    case 'EvaluateScript':
    case 'v8.compile':
      return `${e.name} ${url}`;
    case 'FunctionCall':
      return `call ${String(data.functionName ?? '') || '(anonymous)'} ${url}`;
    case 'RunMicrotasks':
    case 'UpdateLayoutTree':
    case 'Layout':
    case 'Paint':
    case 'PrePaint':
    case 'ParseHTML':
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'ParseAuthorStyleSheet':
    case 'HitTest':
      return e.name;
    default:
      return undefined;
  }
}

interface Task {
  start: number;
  dur: number;
  parts: [string, number][];
  marks: string[];
  scripts: [string, number][];
}

/** The samples' time by script between two trace times (ms). */
function bySelf(samples: [number, string][], from: number, to: number): [string, number][] {
  const sum = new Map<string, number>();
  for (let i = 1; i < samples.length; i++) {
    const [t, url] = samples[i]!;
    if (t < from || t > to) continue;
    sum.set(url, (sum.get(url) ?? 0) + (t - samples[i - 1]![0]) / 1000);
  }
  return [...sum]
    .sort((a, b) => b[1] - a[1])
    .filter(([, d]) => d >= 1)
    .slice(0, 8);
}

/** A first visit's long tasks, and the main thread's CPU time over every task (ms): in all, and in those that ran the page's scripts. */
interface Traced {
  long: Task[];
  cpu: number;
  scriptCpu: number;
  /** Lighthouse's blocking time estimated from the thread times of the tasks that ran the page's scripts (see `LANTERN_SLOWDOWN`). */
  scriptEstimate: number;
}

async function traceOnce(route: string): Promise<Traced> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext(PHONE_FIRST_VISIT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-started]', { state: 'attached', timeout: 60_000 });
    await page.waitForTimeout(4000);
    const measures = (await page.evaluate(
      `performance.getEntriesByType('measure').map((m) => m.name + ' ' + m.duration.toFixed(1) + ' ms').join(', ')`,
    )) as string;
    if (measures) console.log(`  measures: ${measures}`);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    // The page's renderer: the main thread that ran the most module evaluation.
    const tid = mains
      .map((m) => ({ m, n: events.filter((e) => e.tid === m.tid && e.pid === m.pid && e.name === 'v8.evaluateModule').length }))
      .sort((a, b) => b.n - a.n)[0]?.m;
    if (!tid) throw new Error('no renderer main thread in the trace');
    const onMain = events.filter((e) => e.pid === tid.pid && e.tid === tid.tid);
    const complete = onMain.filter((e) => e.ph === 'X' && e.dur !== undefined);
    // Top-level tasks only (Chromium nests ThreadControllerImpl::RunTask and RunTask).
    const all = complete.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    const tasks = all.filter(
      (t) => !all.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur! >= t.ts + t.dur! && (o.dur! > t.dur! || o.ts < t.ts)),
    );
    const marks = onMain.filter((e) => e.cat.includes('blink.user_timing'));
    const samples = samplesOf(events, tid.pid, tid.tid);
    // CPU time, not wall time: on this shared 2-core machine a task's wall time includes the time its thread
    // waited for a core (the emulators, the browser's other processes), which the thread time leaves out.
    const cpuOf = (t: TraceEvent) => (t.tdur ?? t.dur!) / 1000;
    let cpuAll = 0;
    let scriptCpu = 0;
    let scriptEstimate = 0;
    for (const t of tasks) {
      cpuAll += cpuOf(t);
      if (!ranPageScripts(bySelf(samples, t.ts, t.ts + t.dur!))) continue;
      scriptCpu += cpuOf(t);
      scriptEstimate += Math.max(0, (LANTERN_SLOWDOWN / cpu) * cpuOf(t) - 50);
    }
    const long: Task[] = [];
    for (const t of tasks) {
      const dur = t.dur! / 1000;
      if (dur < over) continue;
      const inside = complete.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!);
      const parts = new Map<string, number>();
      for (const e of inside) {
        const l = label(e) ?? (process.env.TRACE_ALL ? `${e.name} ${JSON.stringify(e.args?.data ?? {}).slice(0, 120)}` : undefined);
        if (l) parts.set(l, (parts.get(l) ?? 0) + e.dur! / 1000);
      }
      long.push({
        start: (t.ts - (tasks[0]?.ts ?? 0)) / 1000,
        dur,
        parts: [...parts].sort((a, b) => b[1] - a[1]).slice(0, 8),
        scripts: bySelf(samples, t.ts, t.ts + t.dur!),
        marks: marks.filter((m) => m.ts >= t.ts && m.ts <= t.ts + t.dur!).map((m) => m.name),
      });
    }
    await context.close();
    return { long, cpu: cpuAll, scriptCpu, scriptEstimate };
  } finally {
    await browser.close();
  }
}

/**
 * Whether a task ran the page's own scripts, from its self time by script (its chunks or inline scripts: URLs of the page's origin),
 * not only the browser's own work (HTML, style, layout) or Playwright's injected script.
 */
const ranPageScripts = (scripts: Task['scripts']) => scripts.some(([url]) => url.startsWith('/'));

/**
 * Lighthouse's mobile default slows the CPU 4x by simulation: each task observed at full speed counts four times
 * as long, and blocks for what is over 50 ms of that. The estimate applies this to each task's thread time (its
 * CPU time, which a busy machine's wait for a core does not inflate), divided by `--cpu`'s real slowdown.
 */
const LANTERN_SLOWDOWN = 4;

const blockingOf = (tasks: Task[]) => tasks.reduce((s, t) => s + Math.max(0, t.dur - 50), 0);
const longestOf = (tasks: Task[]) => Math.max(0, ...tasks.map((t) => t.dur));
const summary = (name: string, values: number[]) =>
  `${name} ${values.map((d) => d.toFixed(0)).join(' / ')} ms (median ${median(values).toFixed(0)})`;

for (const route of routes) {
  const longest: number[] = [];
  const blocking: number[] = [];
  const scriptLongest: number[] = [];
  const scriptBlocking: number[] = [];
  const cpuAll: number[] = [];
  const scriptCpu: number[] = [];
  const scriptEstimate: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { long, cpu: all, scriptCpu: ofScripts, scriptEstimate: estimate } = await traceOnce(route);
    cpuAll.push(all);
    scriptCpu.push(ofScripts);
    scriptEstimate.push(estimate);
    console.log(`${route} run ${i + 1}: ${long.length} tasks over ${over} ms`);
    for (const t of long) {
      console.log(
        `  ${t.dur.toFixed(0).padStart(5)} ms at ${t.start.toFixed(0).padStart(6)}${t.marks.length ? `  marks: ${t.marks.join(', ')}` : ''}`,
      );
      for (const [l, d] of t.parts) console.log(`        ${d.toFixed(1).padStart(6)}  ${l}`);
      if (t.scripts.length) console.log(`        self time by script: ${t.scripts.map(([u, d]) => `${u} ${d.toFixed(0)}`).join(', ')}`);
    }
    const scripts = long.filter((t) => ranPageScripts(t.scripts));
    longest.push(longestOf(long));
    blocking.push(blockingOf(long));
    scriptLongest.push(longestOf(scripts));
    scriptBlocking.push(blockingOf(scripts));
  }
  console.log(`${route}: ${summary('longest task', longest)}, ${summary('blocking', blocking)}, cpu x${cpu}`);
  console.log(`${route}: tasks that ran the page's scripts: ${summary('longest', scriptLongest)}, ${summary('blocking', scriptBlocking)}`);
  console.log(
    `${route}: main thread's CPU time (thread time): ${summary('every task', cpuAll)}, ${summary("tasks that ran the page's scripts", scriptCpu)}`,
  );
  console.log(
    `${route}: ${summary(`blocking time of the tasks that ran the page's scripts, estimated at ${LANTERN_SLOWDOWN}x from their thread time`, scriptEstimate)}`,
  );
}
