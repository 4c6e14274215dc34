import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { emulatorDb } from './support/admin-sdk';
import { expect, started, test } from './support/fixtures';

/**
 * The first visit (docs/decisions/0012-fast-first-visit.md), against what
 * Hosting serves (`npm start -- --prod`, the ssr project): public pages arrive
 * rendered, download no member, admin, Auth, Functions or Storage code, and
 * still open offline once read. (Unknown addresses: ssr-pages.spec.ts.)
 * Figures (timings, bytes) belong to `npm run bench`, never to a test.
 */
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Clubhouse Golf Society'],
  ['/news', 'Society News'],
  ['/about', 'A golf society built on friendship'],
  ['/terms', 'Terms & Conditions'],
];

/** What a built chunk holds that a visitor's public page must never download. */
const FORBIDDEN_SOURCE =
  /node_modules\/@firebase\/(auth|functions|storage)\/|src\/app\/routes\/(admin|member)\/|src\/features\/[^/]+\/(admin|member)\//;

/** Built files (dist/assets/*.js) that hold forbidden code, found by their source maps, with what they hold. */
function forbiddenFiles(): Map<string, string> {
  const forbidden = new Map<string, string>();
  for (const file of readdirSync('dist/assets').filter((name) => name.endsWith('.js'))) {
    if (!existsSync(`dist/assets/${file}.map`)) continue; // (the bundler's runtime has no map)
    const map = JSON.parse(readFileSync(`dist/assets/${file}.map`, 'utf8')) as { sources: string[] };
    // Every forbidden source of the chunk (an admin chunk holds the admin route and its domains' admin parts).
    const sources = map.sources.filter((s) => FORBIDDEN_SOURCE.test(s)).map((s) => s.replace(/^.*?(node_modules|src)\//, '$1/'));
    if (sources.length > 0) forbidden.set(`assets/${file}`, sources.join(', '));
  }
  return forbidden;
}

async function readArticles(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('a[href^="/news/"]').first()).toBeVisible();
}

test.describe('first visit', () => {
  test('public pages are HTML that reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'News', exact: true }).first()).toHaveAttribute('href', '/news');
      await expect(page.locator('footer')).toBeVisible();
    }
    await context.close();
  });

  test('a visitor downloads no member, admin, Auth, Functions or Storage code, on /join and a tournament too', async ({ page }) => {
    const forbidden = forbiddenFiles();
    // The check can fail: the build does hold Auth, admin and member code.
    for (const part of [
      '@firebase/auth',
      'src/app/routes/admin',
      'src/app/routes/member',
      'src/features/tournaments/admin/',
      'src/features/tournaments/member/',
    ]) {
      expect(
        [...forbidden.values()].some((source) => source.includes(part)),
        part,
      ).toBe(true);
    }
    const downloaded: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.slice(1);
      const key = forbidden.get(path);
      if (key) downloaded.push(key);
    });
    await readArticles(page, '/');
    await readArticles(page, '/news');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The pages that answer a visitor and a member apart: the hint says a visitor, with no Auth.
    await page.goto('/join');
    await started(page);
    await expect(page.getByRole('link', { name: 'Complete Membership Application' })).toBeVisible();
    const [upcoming] = (await emulatorDb().collection('tournaments').where('status', '==', 'upcoming').limit(1).get()).docs;
    await page.goto(`/tournament/${upcoming?.id}`);
    await started(page);
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeEnabled();
    expect(downloaded).toEqual([]);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('the service worker installs once the page has started, and serves the page it started on', async ({ page }) => {
      // Its precache (every chunk of the app) is not downloaded while the page starts (decision 0039).
      await page.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
          document.documentElement.dataset.registeredStarted = document.documentElement.dataset.started ?? 'no';
          return register.apply(this, args);
        };
      });
      await page.goto('/tournaments');
      await started(page);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-registered-started', 'true');
    });

    test('pages read before open offline, with their articles', async ({ page, context }) => {
      await readArticles(page, '/news');
      // The service worker registers once the page has started and precaches the app;
      // pages opened from then on are served by it.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await context.setOffline(true);
      try {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Society News' })).toBeVisible();
        await expect(page.locator('a[href^="/news/"]').first()).toBeVisible({ timeout: 20_000 });
        await page.goto('/about');
        await expect(page.getByRole('heading', { level: 1, name: 'A golf society built on friendship' })).toBeVisible();
      } finally {
        await context.setOffline(false);
      }
    });
  });
});
