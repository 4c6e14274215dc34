/**
 * Firestore's cache follows the session (docs/decisions/0027-a-visitors-reads-in-memory.md), against what
 * Hosting serves (`npm start -- --prod`):
 * - a visitor's rendered page keeps its live reads in memory, in a worker (decision 0028): no IndexedDB
 *   database of Firestore's, no Firestore chunk on the page's own thread, and a change still arrives live
 *   (in the page itself when the worker cannot start); offline, a page seen earlier in the visit shows its
 *   data again inside the app;
 * - a member's rendered page, and the app's screens, keep the persistent cache (a card entered offline
 *   outlives a reload: tests/e2e/card-offline.spec.ts);
 * - a visitor who signs in from a rendered page, through its "Sign In" link, goes on in a new page, with the
 *   persistent cache and the "Welcome back!" toast; one who opened the sign-in screen itself stays in it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { started } from './support/fixtures';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { CACHE_ONLY_GRACE_MS } from '../../src/lib/data/unreachable';
import { emulatorDb } from './support/admin-sdk';
import { firstTournament } from './support/public-pages';

/** The names of Firestore's IndexedDB databases in the page's origin (`firestore/[DEFAULT]/{project}/main`). */
const firestoreDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith('firestore/')));

/**
 * Opens /tournaments, waits for it to hydrate, and proves its live read is connected: a tournament renamed
 * now shows on the page (the page's Firestore has its server's answer, so its cache has been set up).
 */
async function followLive(page: Page): Promise<void> {
  const { id, name } = await firstTournament();
  const tournament = emulatorDb().doc(`tournaments/${id}`);
  await page.goto('/tournaments');
  await started(page);
  await expect(page.getByText(name).first()).toBeVisible();
  const renamed = `${name} (renamed live)`;
  await tournament.update({ name: renamed });
  try {
    await expect(page.getByText(renamed).first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await tournament.update({ name });
  }
}

/** The app's scripts the page (or its workers) asked for, by their names in /assets (from now on). */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/([^/]+)\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) names.push(name);
  });
  return names;
}
/** Firestore's chunk for the page's own thread, and the worker that runs a visitor's Firestore (decision 0028). */
const FIRESTORE_CHUNK = /^firestore-/;
const LIVE_WORKER = /\/assets\/live-worker-(?!client-)[\w-]+\.js$/;
/** The workers running a visitor's Firestore (Playwright reports no request event for a worker's own script unless it is routed). */
const liveWorkers = (page: Page) => page.workers().filter((worker) => LIVE_WORKER.test(worker.url()));

async function signInOnScreen(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_MEMBER.fullName}` })).toBeVisible();
}

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/** A member's browser without Firestore's database: signed in (Auth's storage and the session hint) and nothing cached. */
async function memberWithoutCache(browser: Browser, baseURL: string) {
  const first = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await first.newPage();
  await page.goto('/auth');
  await signInOnScreen(page);
  const state = await first.storageState({ indexedDB: true });
  await first.close();
  // (Playwright's type of the state leaves out the databases that `indexedDB: true` adds.)
  for (const origin of state.origins as { indexedDB?: { name: string }[] }[]) {
    origin.indexedDB = origin.indexedDB?.filter((db) => !db.name.startsWith('firestore/'));
  }
  return browser.newContext({ baseURL, serviceWorkers: 'block', storageState: state });
}

test.describe("Firestore's cache follows the session", () => {
  test("a visitor's rendered page keeps its live reads in memory, in a worker", async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await followLive(page);
    expect(await firestoreDatabases(page)).toEqual([]);
    // Firestore ran in the worker (decision 0028): the page's own thread never loaded its chunk.
    expect(liveWorkers(page)).toHaveLength(1);
    expect(scripts.filter((name) => FIRESTORE_CHUNK.test(name))).toEqual([]);
  });

  test("a visitor's live reads carry on in the page when their worker cannot start", async ({ page }) => {
    const scripts = scriptsAskedFor(page);
    await page.route(LIVE_WORKER, (route) => route.abort());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await followLive(page);
    expect(warnings.some((text) => text.includes('The live reads move to the page'))).toBe(true);
    expect(scripts.filter((name) => FIRESTORE_CHUNK.test(name))).toHaveLength(1);
    expect(liveWorkers(page)).toEqual([]);
    expect(await firestoreDatabases(page)).toEqual([]);
  });

  test('offline, a page seen earlier in the visit shows its data again inside the app (documents outlive their listeners)', async ({
    page,
    context,
  }) => {
    const { name } = await firstTournament();
    // Landed on /news: /tournaments is read from the server inside the app (not from the page's bundle), then left.
    await page.goto('/news');
    await started(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Tournaments', exact: true }).click();
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 20_000 });
    await nav.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await context.setOffline(true);
    try {
      await nav.getByRole('link', { name: 'Tournaments', exact: true }).click();
      await expect(page).toHaveURL(/\/tournaments$/);
      await expect(page.getByText(name).first()).toBeVisible();
      // Past the reads' wait for a server that cannot answer: what they show came from the cache.
      await page.waitForTimeout(CACHE_ONLY_GRACE_MS + 1000);
      await expect(page.getByText(name).first()).toBeVisible();
      await expect(page.getByText('Network error. Please check your connection')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test("a member's rendered page keeps the persistent cache", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await memberWithoutCache(browser, baseURL!);
    try {
      const page = await context.newPage();
      const scripts = scriptsAskedFor(page);
      await followLive(page);
      await expect.poll(() => firestoreDatabases(page)).toHaveLength(1);
      // The member's Firestore is the page's own (their writes and offline cards need it): no worker.
      expect(scripts.filter((name) => FIRESTORE_CHUNK.test(name))).toHaveLength(1);
      expect(liveWorkers(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a visitor who signs in from a rendered page goes on in a new page, with the persistent cache and the toast', async ({ page }) => {
    test.setTimeout(90_000);
    await followLive(page);
    await mark(page);
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    // Reached inside the app: the same page, whose Firestore keeps its cache in memory.
    expect(await samePage(page)).toBe(true);
    await signInOnScreen(page);
    expect(await samePage(page)).toBe(false);
    await expect.poll(() => firestoreDatabases(page)).toHaveLength(1);
  });

  test('one who opened the sign-in screen itself signs in without a new page', async ({ page }) => {
    await page.goto('/auth');
    await started(page);
    await mark(page);
    await signInOnScreen(page);
    expect(await samePage(page)).toBe(true);
    await expect.poll(() => firestoreDatabases(page)).toHaveLength(1);
  });
});
