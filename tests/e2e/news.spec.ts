import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { emulatorDb } from './support/admin-sdk';
import { expect, test } from './support/fixtures';

/** How many articles /news shows at first and adds per "Show older articles" (three rows of three). */
const NEWS_PAGE = 9;

async function newsIds(published: boolean): Promise<{ id: string; title: string }[]> {
  const snap = await emulatorDb().collection('news').where('published', '==', published).get();
  return snap.docs.map((d) => ({ id: d.id, title: String(d.get('title')) }));
}

async function openManageNews(page: Page) {
  await page.goto('/admin?tab=news');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Article' })).toBeVisible();
}

test.describe('news', () => {
  test('a visitor reads the list and an article', async ({ page }) => {
    const published = await newsIds(true);
    const drafts = await newsIds(false);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(drafts.length).toBeGreaterThanOrEqual(2);

    await page.goto('/news');
    await expect(page.getByRole('link', { name: 'Read More' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read More' })).toHaveCount(Math.min(published.length, NEWS_PAGE));
    for (const draft of drafts) await expect(page.getByText(draft.title)).toHaveCount(0);

    await page.getByRole('link', { name: 'Read More' }).first().click();
    await expect(page).toHaveURL(/\/news\/.+/);
    const id = decodeURIComponent(page.url().split('/news/')[1] ?? '');
    const article = published.find((a) => a.id === id);
    expect(article).toBeDefined();
    await expect(page.getByRole('heading', { level: 1, name: article?.title })).toBeVisible();
  });

  test('a long list opens on its newest page and shows older articles on demand', async ({ page }) => {
    // Enough old articles that the list runs past two pages; removed again at the end.
    const old = emulatorDb().collection('news');
    const extra = Array.from({ length: 2 * NEWS_PAGE + 1 }, (_, i) => old.doc(`archive-${Date.now()}-${i}`));
    const stamp = (i: number) => Timestamp.fromDate(new Date(Date.UTC(2019, 0, 1 + i)));
    await Promise.all(
      extra.map((ref, i) =>
        ref.set({
          title: `Archive report ${i + 1}`,
          category: 'Archive',
          excerpt: 'From the society archive.',
          content: 'An old report.',
          heroImageUrl: null,
          published: true,
          authorId: 'seed',
          createdAt: stamp(i),
          updatedAt: stamp(i),
        }),
      ),
    );
    try {
      const total = (await newsIds(true)).length;
      expect(total).toBeGreaterThan(2 * NEWS_PAGE);
      await page.goto('/news');
      const list = page.getByRole('list', { name: 'Articles' });
      await expect(list.getByRole('link', { name: 'Read More' })).toHaveCount(NEWS_PAGE);
      // The oldest article is not on the first page.
      await expect(page.getByText('Archive report 1', { exact: true })).toHaveCount(0);

      // Each press adds a page of older articles, until all are there.
      for (let shown = NEWS_PAGE; shown < total; shown += NEWS_PAGE) {
        await page.getByRole('button', { name: 'Show older articles' }).click();
        await expect(list.getByRole('link', { name: 'Read More' })).toHaveCount(Math.min(shown + NEWS_PAGE, total));
      }
      await expect(page.getByText('Archive report 1', { exact: true })).toBeVisible();
      // Every article is shown: no button promises more.
      await expect(page.getByRole('button', { name: 'Show older articles' })).toHaveCount(0);
    } finally {
      await Promise.all(extra.map((ref) => ref.delete()));
    }
  });

  test('the home page shows the latest news: one featured and four more', async ({ page }) => {
    await page.goto('/');
    const block = page.locator('section', { has: page.getByRole('link', { name: 'View all news' }) });
    await expect(block.locator('a[href^="/news/"]')).not.toHaveCount(0);
    const hrefs = new Set(await block.locator('a[href^="/news/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    expect(hrefs.size).toBe(5);
  });

  test('an unpublished or missing article is unreachable', async ({ page }) => {
    const [draft] = await newsIds(false);
    expect(draft).toBeDefined();
    await page.goto(`/news/${draft?.id}`);
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByText(draft?.title ?? '')).toHaveCount(0);

    await page.goto('/news/does-not-exist');
    await expect(page).toHaveURL(/\/news$/);
  });

  test('an admin publishes an article that a visitor reads, with no script run', async ({ adminPage: page, browser }) => {
    const title = `Night golf returns ${Date.now()}`;
    const payload = 'Tee off at dusk. <script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">';
    await openManageNews(page);
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').fill('Society');
    await dialog.getByLabel('Excerpt').fill('Floodlit nine holes are back.');
    await dialog.getByLabel('Content').fill(payload);
    await dialog.getByRole('switch', { name: /Published/ }).check({ force: true });
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(page.getByText('Article created')).toBeVisible();

    const stored = await emulatorDb().collection('news').where('title', '==', title).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.get('published')).toBe(true);
    expect(stored.docs[0]?.get('content')).toBe(payload);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/news');
    await visitor.getByRole('link', { name: 'Read More' }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText('<script>window.__pwned = true</script>', { exact: false })).toBeVisible();
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await visitor.locator('main script, main img[src="x"]').count()).toBe(0);
    await visitorContext.close();
  });

  test('an invalid article is refused with path: message and nothing is saved', async ({ adminPage: page }) => {
    const before = (await emulatorDb().collection('news').get()).size;
    await openManageNews(page);
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('x'.repeat(201));
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(page.getByText('Validation failed')).toBeVisible();
    await expect(page.getByText('title: Title must be at most 200 characters').first()).toBeVisible();
    await expect(page.getByText('category: Category is required').first()).toBeVisible();
    await expect.poll(async () => (await emulatorDb().collection('news').get()).size).toBe(before);
  });

  test('an admin unpublishes an article and visitors lose it', async ({ adminPage: page, browser }) => {
    const [target] = await newsIds(true);
    expect(target).toBeDefined();
    await openManageNews(page);
    await page.getByRole('switch', { name: new RegExp(`Published.*${escape(target?.title ?? '')}`) }).uncheck({ force: true });
    await expect(page.getByText('Article unpublished')).toBeVisible();
    await expect.poll(async () => (await emulatorDb().doc(`news/${target?.id}`).get()).get('published')).toBe(false);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/news/${target?.id}`);
    await expect(visitor).toHaveURL(/\/news$/);
  });

  test('an admin deletes an article after confirming', async ({ adminPage: page }) => {
    const [target] = await newsIds(false);
    expect(target).toBeDefined();
    await openManageNews(page);
    await page.getByRole('button', { name: new RegExp(`Delete.*${escape(target?.title ?? '')}`) }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Article deleted')).toBeVisible();
    await expect.poll(async () => (await emulatorDb().doc(`news/${target?.id}`).get()).exists).toBe(false);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
