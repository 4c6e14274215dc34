/**
 * Every page seen once reopens offline with its data (issue 32, decision 0016),
 * on the production serve (`npm start -- --prod`: the Hosting emulator, the
 * render function and the built service worker), as a new visitor would:
 * - the visitor reads public pages (an article and a tournament among them,
 *   the first one as if from a shared link), leaving each as soon as it shows
 *   its data, most of them before the app's scripts have started;
 * - once with the service worker's install held back (its precache requests
 *   wait) for the whole reading, so that no page is under the worker, and
 *   once without;
 * - then offline, every page opens again in a new tab and on reload, with its
 *   data, still there once the app has started and its reads have answered
 *   (from Firestore's cache), and never "Network error";
 * - a member's dashboard and profile, read while the worker installs, reopen
 *   offline with the member's data.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { started } from './support/fixtures';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { CACHE_ONLY_GRACE_MS } from '../../src/lib/data/unreachable';
import { emulatorDb } from './support/admin-sdk';

test.use({ serviceWorkers: 'allow' });
// A slow machine: eight pages read, the worker's install, then each page twice offline.
test.describe.configure({ timeout: 480_000 });

const NETWORK_ERROR = 'Network error. Please check your connection';
interface Seen {
  path: string;
  /** A text of the page's own data (from Firestore). */
  data: string;
  /** The page's h1, when it is the data itself. */
  heading?: string;
}

async function pagesToRead(): Promise<Seen[]> {
  const db = emulatorDb();
  const first = async (query: FirebaseFirestore.Query) => {
    const doc = (await query.limit(1).get()).docs[0];
    if (!doc) throw new Error('The seeded season lacks a document the test reads');
    return doc;
  };
  const article = await first(db.collection('news').where('published', '==', true).orderBy('createdAt', 'desc'));
  const tournament = await first(db.collection('tournaments').orderBy('date', 'asc'));
  const past = await first(db.collection('tournaments').where('status', '==', 'completed').orderBy('date', 'desc'));
  const team = await first(db.collection('teams').orderBy('name', 'asc'));
  const sponsor = await first(db.collection('sponsors').where('active', '==', true));
  const title = String(article.get('title'));
  const name = String(tournament.get('name'));
  return [
    // The first visit: a shared link to an article.
    { path: `/news/${article.id}`, data: title, heading: title },
    { path: '/', data: title },
    { path: '/news', data: title },
    { path: '/tournaments', data: name },
    { path: `/tournament/${tournament.id}`, data: name, heading: name },
    { path: '/teams', data: String(team.get('name')) },
    { path: '/past-tournaments', data: String(past.get('name')) },
    { path: '/sponsors', data: String(sponsor.get('name')) },
  ];
}

/** Holds back every request the service worker makes (its precache) until `release()`. */
async function holdInstall(context: BrowserContext): Promise<{ held: () => number; release: () => Promise<void> }> {
  const waiting: Route[] = [];
  let holding = true;
  const handler = async (route: Route) => {
    if (holding && route.request().serviceWorker()) waiting.push(route);
    else await route.fallback();
  };
  await context.route('**/*', handler);
  return {
    held: () => waiting.length,
    release: async () => {
      holding = false;
      await context.unroute('**/*', handler);
      // (A request whose page has gone meanwhile is already closed.)
      await Promise.all(waiting.splice(0).map((route) => route.fallback().catch(() => {})));
    },
  };
}

/** The page shows `seen`'s data (read as text: sections below the fold may be skipped by content-visibility). */
async function showsData(page: Page, seen: Seen): Promise<void> {
  if (seen.heading) await expect(page.getByRole('heading', { level: 1, name: seen.heading })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#root')).toContainText(seen.data, { timeout: 20_000 });
}

async function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { active: Boolean(registration?.active), controlled: navigator.serviceWorker.controller !== null };
  });
}

/** The paths the phone has kept (the worker's `pages` cache). */
async function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = await (await caches.open('pages')).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

/**
 * Reads the pages as a visitor who moves on as soon as each shows its data;
 * the tournament is reached by its link on /tournaments, inside the app (no
 * request the worker could see).
 */
async function readPages(page: Page, pages: Seen[]): Promise<void> {
  for (const seen of pages) {
    if (seen.path.startsWith('/tournament/')) {
      await page.goto('/tournaments');
      await started(page, 60_000);
      await page.locator(`a[href="${seen.path}"]`).first().click();
      await expect(page).toHaveURL(seen.path);
    } else {
      await page.goto(seen.path);
    }
    await showsData(page, seen);
  }
}

/**
 * Offline: each page opens in a new tab with its data, and again on reload;
 * once the app has started, its reads answer from the cache (one tab at a
 * time: a slow machine with eight apps open at once is slower than any phone).
 */
async function reopenOffline(context: BrowserContext, pages: Seen[]): Promise<void> {
  await context.setOffline(true);
  try {
    for (const seen of pages) {
      const tab = await context.newPage();
      await tab.goto(seen.path);
      for (const step of ['new tab', 'reload']) {
        if (step === 'reload') await tab.reload();
        await showsData(tab, seen);
        await started(tab, 60_000);
        // Past the reads' wait for a server that cannot answer: what they show came from the cache.
        await tab.waitForTimeout(CACHE_ONLY_GRACE_MS + 1000);
        await showsData(tab, seen);
        await expect(tab.getByText(NETWORK_ERROR), `${seen.path} (${step})`).toHaveCount(0);
      }
      await tab.close();
    }
  } finally {
    await context.setOffline(false);
  }
}

/** Waits until the worker is active and has kept every page read (handed over when the browser is idle). */
async function kept(page: Page, pages: Seen[]): Promise<void> {
  await expect.poll(() => workerState(page), { timeout: 60_000 }).toEqual({ active: true, controlled: true });
  await expect
    .poll(async () => [...new Set(await keptPaths(page))].sort(), { timeout: 60_000 })
    .toEqual(expect.arrayContaining(pages.map((p) => p.path)));
}

test.describe('every page seen reopens offline with its data', () => {
  test('pages read while the service worker is still installing', async ({ browser }) => {
    const pages = await pagesToRead();
    const context = await browser.newContext();
    const page = await context.newPage();
    const install = await holdInstall(context);

    await readPages(page, pages);
    // The reading happened entirely before the worker: installing (its precache held), in control of nothing.
    expect(install.held()).toBeGreaterThan(0);
    expect(await workerState(page)).toEqual({ active: false, controlled: false });
    expect(await keptPaths(page)).toEqual([]);

    await install.release();
    await kept(page, pages);
    await reopenOffline(context, pages);

    // The not-saved page lists what the phone really keeps.
    await context.setOffline(true);
    try {
      await page.goto('/news/never-opened-on-this-phone');
      const saved = page.getByRole('navigation', { name: 'Pages saved on this phone' });
      await expect(saved.getByRole('link')).toHaveCount(pages.length, { timeout: 20_000 });
      for (const seen of pages) await expect(saved.locator(`a[href="${seen.path}"]`)).toHaveCount(1);
    } finally {
      await context.setOffline(false);
    }
    await context.close();
  });

  test('pages read with the service worker installed at once', async ({ browser }) => {
    const pages = await pagesToRead();
    const context = await browser.newContext();
    const page = await context.newPage();
    const [first, ...rest] = pages;
    await page.goto(first!.path);
    await showsData(page, first!);
    // The worker installs from the first page and takes control of it.
    await expect.poll(() => workerState(page), { timeout: 60_000 }).toEqual({ active: true, controlled: true });

    await readPages(page, rest);
    await kept(page, pages);
    await reopenOffline(context, pages);
    await context.close();
  });

  test("a member's dashboard and profile, read while the worker installs, reopen offline with the member's data", async ({ browser }) => {
    const db = emulatorDb();
    const teamId = String((await db.collection('teamMembers').doc(DEMO_MEMBER.uid).get()).get('teamId'));
    const team = String((await db.collection('teams').doc(teamId).get()).get('name'));
    const context = await browser.newContext();
    const page = await context.newPage();
    const install = await holdInstall(context);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const dashboard = async (tab: Page) => {
      await expect(tab.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_MEMBER.fullName}` })).toBeVisible({ timeout: 60_000 });
      await expect(tab.getByRole('region', { name: 'My Team', exact: true }).getByText(team)).toBeVisible({ timeout: 60_000 });
      // The next event's group has answered (its tee time reads '…' until then): on the seed's day of play, a group.
      await expect(tab.getByTestId('next-event-tee')).not.toHaveText('…', { timeout: 60_000 });
    };
    const profile = async (tab: Page) => {
      const form = tab.getByRole('form', { name: 'Personal information' });
      await expect(form.getByLabel('Full Name')).toHaveValue(DEMO_MEMBER.fullName, { timeout: 60_000 });
    };
    // Seen with its data: every section has answered (no placeholder left) before the member moves on.
    const answered = (tab: Page) =>
      expect(tab.locator('[aria-busy="true"], [role="status"]:has-text("Loading")')).toHaveCount(0, { timeout: 60_000 });
    await dashboard(page);
    await answered(page);
    await page.goto('/profile');
    await profile(page);
    await answered(page);
    expect(await workerState(page)).toEqual({ active: false, controlled: false });

    await install.release();
    await expect.poll(() => workerState(page), { timeout: 60_000 }).toEqual({ active: true, controlled: true });

    await context.setOffline(true);
    try {
      for (const [path, shows] of [
        ['/dashboard', dashboard],
        ['/profile', profile],
      ] as const) {
        const tab = await context.newPage();
        await tab.goto(path);
        await shows(tab);
        await tab.reload();
        await shows(tab);
        await tab.waitForTimeout(CACHE_ONLY_GRACE_MS + 1000);
        await shows(tab);
        await expect(tab.getByText(NETWORK_ERROR)).toHaveCount(0);
        await tab.close();
      }
    } finally {
      await context.setOffline(false);
    }
    await context.close();
  });
});
