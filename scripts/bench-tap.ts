/**
 * The first tap (issue 30, "the rule that keeps this honest"; part of `npm run bench`,
 * `npm run bench -- --tap` runs only this): a phone's first visit to a page, 390 px
 * wide, touch, the CPU slowed down 4x (CDP `Emulation.setCPUThrottlingRate`, as
 * Lighthouse's mobile runs are). 1 s after the load event the visitor taps the
 * menu button ("Open menu"), and on `/` the slideshow's next arrow ("Next slide"),
 * each on a fresh load in a fresh browser context (a first visit: no cache, no
 * service worker). Two figures per tap, medians of `runs`:
 *
 * - **input to next paint**: Event Timing's `duration` of the tap's interaction (the
 *   longest of its pointerdown / pointerup / click entries, as INP counts it: from
 *   the input's timestamp to the next paint after its handlers). A tap made before
 *   the app has hydrated is kept by index.html's script and replayed after
 *   hydration: this figure then only holds the keeping, so the second figure is
 *   the one that counts.
 * - **input to response**: from the input's timestamp to the first animation frame
 *   (plus the paint after it: a second frame) in which the page shows the tap's
 *   effect: the menu on screen (a dialog laid out, visible and inside the viewport: the
 *   menu is in the server's HTML, closed, so being in the page says nothing), or another
 *   slide current.
 */
import type { Browser } from 'playwright';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, PHONE_FIRST_VISIT, chromiumPath } from './lib/chromium';
import { median, tapLatency, type EventEntry } from './lib/first-tap';

export interface TapRun {
  /** Event Timing: input to next paint (ms); undefined when every entry was under 16 ms. */
  nextPaint: number | undefined;
  inputDelay: number | undefined;
  processing: number | undefined;
  /** Input to the frame after the one showing the tap's effect (ms). */
  response: number;
  /** Whether the app had hydrated (<html data-started>) when the tap came. */
  hydrated: boolean;
}

export interface TapFigures {
  route: string;
  target: string;
  runs: TapRun[];
  /** Medians (ms); nextPaint counts a run with no entry as 16. */
  nextPaint: number;
  response: number;
}

/** What is tapped (its button's name). */
const TAPS = { menu: 'Open menu', 'next slide': 'Next slide' } as const;
type Tap = keyof typeof TAPS;

/** The label of the slide on screen (page code). */
const CURRENT_SLIDE = `(document.querySelector('[aria-roledescription="slide"][aria-hidden="false"]')?.getAttribute('aria-label') ?? '')`;

/**
 * Whether a dialog (the menu: a popover since decision 0026, a Chakra Drawer before) is on
 * screen: rendered and visible (checkVisibility: not display:none, not visibility:hidden, not
 * transparent), with a box of some size that overlaps the viewport (page code).
 */
const MENU_ON_SCREEN = `[...document.querySelectorAll('[role="dialog"]')].some((el) => {
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.left < innerWidth && r.right > 0 && r.top < innerHeight && r.bottom > 0;
})`;

/** Installed before the page's own scripts: Event Timing entries and the input's timestamp. */
const OBSERVE = `
  window.__tapBench = { entries: [], input: undefined, before: '' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__tapBench.entries.push({ name: e.name, startTime: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd, interactionId: e.interactionId ?? 0 });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', (e) => { window.__tapBench.input ??= e.timeStamp; }, { capture: true });
`;

async function oneTap(browser: Browser, origin: string, route: string, tap: Tap): Promise<TapRun> {
  const context = await browser.newContext(PHONE_FIRST_VISIT);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(OBSERVE);
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const label = TAPS[tap];
    const target = page.getByRole('button', { name: label, exact: true });
    // (Page code as text: tsx's compiled functions carry helpers the page does not have.)
    await page.evaluate(`window.__tapBench.before = ${CURRENT_SLIDE}`);
    // The frame watcher starts before the tap: it reports the frame after the first one showing the effect.
    const response = page.evaluate(`new Promise((resolve, reject) => {
      const bench = window.__tapBench;
      const isDone = () => ${tap === 'menu' ? MENU_ON_SCREEN : `${CURRENT_SLIDE} !== bench.before`};
      const until = performance.now() + 30000;
      const frame = () => {
        if (bench.input !== undefined && isDone()) requestAnimationFrame(() => resolve(performance.now() - bench.input));
        else if (performance.now() > until) reject(new Error('the tap showed no effect in 30 s'));
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })`) as Promise<number>;
    const hydrated = (await page.evaluate(`document.documentElement.hasAttribute('data-started')`)) as boolean;
    // No actionability waits (Playwright's tap waits for the element to be stable and enabled): the
    // visitor taps where the button is, as the HTML shows it.
    const box = await target.boundingBox();
    if (!box) throw new Error(`${route}: no "${label}" button on screen`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const took = await response;
    await page.waitForTimeout(300); // the last entries of the interaction
    const bench = (await page.evaluate('window.__tapBench')) as { entries: EventEntry[]; input: number };
    const latency = tapLatency(bench.entries, bench.input - 1);
    return {
      nextPaint: latency?.duration,
      inputDelay: latency?.inputDelay,
      processing: latency?.processing,
      response: took,
      hydrated,
    };
  } finally {
    await context.close();
  }
}

/** The first-tap figures of each route: the menu everywhere, and the slideshow's next arrow on `/`. */
export async function firstTapFigures(origin: string, routes: readonly string[], runs: number): Promise<TapFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const figures: TapFigures[] = [];
  try {
    for (const route of routes) {
      const taps: Tap[] = route === '/' ? ['menu', 'next slide'] : ['menu'];
      for (const tap of taps) {
        const done: TapRun[] = [];
        for (let i = 0; i < runs; i++) done.push(await oneTap(browser, origin, route, tap));
        const f: TapFigures = {
          route,
          target: tap,
          runs: done,
          nextPaint: median(done.map((r) => r.nextPaint ?? 16)),
          response: median(done.map((r) => r.response)),
        };
        figures.push(f);
        console.log(
          `  ${route} ${tap}: input to next paint ${done.map((r) => (r.nextPaint === undefined ? '<16' : Math.round(r.nextPaint))).join(' / ')} ms, ` +
            `to response ${done.map((r) => Math.round(r.response)).join(' / ')} ms` +
            ` (hydrated at the tap: ${done.map((r) => (r.hydrated ? 'yes' : 'no')).join(' / ')})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
