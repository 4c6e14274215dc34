import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The first visit (docs/decisions/0012-fast-first-visit.md): public pages
 * arrive prerendered, download no member, admin, Auth, Functions or Storage
 * code, and still open offline once read. Figures (timings, bytes) belong to
 * `npm run bench`, never to a test.
 */
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Clubhouse Golf Society'],
  ['/news', 'Society News'],
  ['/about', 'A golf society built on friendship'],
  ['/terms', 'Terms & Conditions'],
];

interface ManifestChunk {
  file: string;
}

/** Built files a visitor's public page must never download. */
function forbiddenFiles(): Map<string, string> {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
  const forbidden = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/node_modules\/(@firebase|firebase)\/(auth|functions|storage)\/|src\/app\/routes\/(admin|member)\//.test(key)) {
      forbidden.set(chunk.file, key);
    }
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

  test('addresses that are not prerendered get the app, which renders them', async ({ page }) => {
    const html = await (await page.request.get('/no-such-page', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('a visitor downloads no member, admin, Auth, Functions or Storage code', async ({ page }) => {
    const forbidden = forbiddenFiles();
    expect([...forbidden.values()].some((key) => key.includes('firebase/auth'))).toBe(true);
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
    expect(downloaded).toEqual([]);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('pages read before open offline, with their articles', async ({ page, context }) => {
      await readArticles(page, '/news');
      // The service worker registers after the page has loaded, then precaches the app.
      await page.waitForFunction(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state === 'activated';
      });
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
