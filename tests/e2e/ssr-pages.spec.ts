/**
 * Server-rendered pages in the browser (decision 0013), against `npm start -- --prod`
 * (the Hosting emulator and the render function): each public page hydrates
 * without a console error or a hydration mismatch warning, and a document
 * changed while its page is open appears without a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { started } from './support/fixtures';
import { renderedPaths } from '../../src/config/routes';
import { emulatorDb } from './support/admin-sdk';
import { firstTournament } from './support/public-pages';

/** Every rendered public route of the route table (src/config/routes.ts). */
const PUBLIC_ROUTES: readonly string[] = renderedPaths;

/** Every console error and warning, and uncaught errors, of a page. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    // (Playwright's own notice that it keeps service workers out of tests is not the page's.)
    if (message.text().includes('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

async function firstArticle(): Promise<{ id: string; title: string }> {
  const snapshot = await emulatorDb().collection('news').where('published', '==', true).orderBy('createdAt', 'desc').limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error('The seeded season has no published article');
  return { id: doc.id, title: String(doc.get('title')) };
}

test.describe('server-rendered pages', () => {
  test('every public page, an article and a tournament hydrate without a console error or mismatch warning', async ({ page }) => {
    test.setTimeout(180_000);
    const article = await firstArticle();
    const tournament = await firstTournament();
    const seen = problems(page);
    for (const path of [...PUBLIC_ROUTES, `/news/${article.id}`, `/tournament/${tournament.id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await started(page);
      // Listeners have attached and answered from the bundle-filled cache; give late warnings a moment.
      await page.waitForTimeout(500);
      expect(seen, path).toEqual([]);
    }
  });

  test('an unknown address is a 404 with the not-found page; member and admin addresses get the app', async ({ request }) => {
    const unknown = await request.get('/no-such-page/at-all');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
    for (const path of ['/auth', '/dashboard', '/profile', '/admin', '/tournament/x/register', '/par3-event/x/register']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  test('the HTML already holds the data: an article title is on the page before any script runs', async ({ browser }) => {
    const article = await firstArticle();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/news/${article.id}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await context.close();
  });

  test('a tournament renamed while /tournaments is open appears live', async ({ page }) => {
    const tournament = await firstTournament();
    await page.goto('/tournaments');
    await started(page);
    await expect(page.getByText(tournament.name).first()).toBeVisible();
    const renamed = `${tournament.name} (moved)`;
    await emulatorDb().doc(`tournaments/${tournament.id}`).update({ name: renamed });
    try {
      await expect(page.getByText(renamed).first()).toBeVisible();
    } finally {
      await emulatorDb().doc(`tournaments/${tournament.id}`).update({ name: tournament.name });
    }
  });

  test('an article edited while it is open appears live', async ({ page }) => {
    const article = await firstArticle();
    await page.goto(`/news/${article.id}`);
    await started(page);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    const edited = `${article.title} (updated)`;
    await emulatorDb().doc(`news/${article.id}`).update({ title: edited });
    try {
      await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    } finally {
      await emulatorDb().doc(`news/${article.id}`).update({ title: article.title });
    }
  });

  test('on a phone, a home section below the fold loads and hydrates only when scrolled to, then follows live data', async ({ page }) => {
    const article = await firstArticle();
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const seen = problems(page);
    await page.goto('/');
    await started(page);
    const latest = page.getByRole('heading', { level: 2, name: 'Latest News' });
    await expect(latest).toBeAttached(); // in the server's HTML
    await page.waitForTimeout(1000);
    const sectionCode = (url: string) => /\/assets\/LatestNews-[\w-]+\.js$/.test(url);
    expect(requested.some(sectionCode)).toBe(false);

    const edited = `${article.title} (updated)`;
    await emulatorDb().doc(`news/${article.id}`).update({ title: edited });
    try {
      await latest.scrollIntoViewIfNeeded();
      await expect.poll(() => requested.some(sectionCode)).toBe(true);
      await expect(page.getByText(edited).first()).toBeVisible();
    } finally {
      await emulatorDb().doc(`news/${article.id}`).update({ title: article.title });
    }
    expect(seen).toEqual([]);
  });

  test("no style work twice: the server's style tags stay where they are and Chakra's global CSS is not inserted again", async ({
    page,
  }) => {
    // Every <style> the page removes (Emotion moving a tag is a removal and an insertion), from the first byte on.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedStyles: string[] }).removedStyles = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    /** The CSS rules the browser inserted (every <style> but the server's), Emotion's speedy sheets included. */
    const clientRules = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style:not([data-server-styles])')].flatMap((style) =>
          [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText),
        ),
      );
    // Chakra's token CSS defines its variables (`--chakra-colors-gray-900: #...`); a component only uses them.
    const tokenCss = (rules: string[]) => rules.filter((rule) => /--chakra-colors-[\w-]+\s*:/.test(rule));
    const article = await firstArticle();
    for (const path of ['/', '/about', `/news/${article.id}`]) {
      await page.goto(path);
      await started(page);
      await page.waitForTimeout(300);
      expect(await page.locator('style[data-server-styles]').count(), path).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { removedStyles: string[] }).removedStyles), path).toEqual([]);
      expect(tokenCss(await clientRules()), path).toEqual([]);
    }
    // The app's shell (no server styles) does insert them: what the check above would see.
    await page.goto('/auth');
    await started(page);
    expect(tokenCss(await clientRules()).length).toBeGreaterThan(0);
  });
});
