/**
 * The first render needs no Firestore (issue 30 item 3, docs/decisions/0025-first-render-without-firestore.md),
 * against what Hosting serves (`npm start -- --prod`): a public page hydrates from
 * the data it arrived with, and Firestore's code and its connection come only
 * after hydration, and only on a page with live reads; its listeners then carry on live.
 * A page whose only reads are its texts and the site settings (followed live only
 * alongside another read: `passive`, decision 0026) never loads Firestore. No public page loads zod on its
 * thread: it hydrates from the values the server parsed (decision 0030).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { started } from './support/fixtures';
import { renderedPaths } from '../../src/config/routes';
import { emulatorDb } from './support/admin-sdk';

/** The public pages that read nothing but texts (their own and the site settings): no Firestore at all. */
const TEXTS_ONLY = new Set(['/about', '/join', '/terms', '/privacy', '/install']);

/** Built files (dist/assets/*.js) that hold Firestore's code or the app's Firestore set-up, found by their source maps. */
function firestoreFiles(): Set<string> {
  const files = new Set<string>();
  for (const file of readdirSync('dist/assets').filter((name) => name.endsWith('.js'))) {
    if (!existsSync(`dist/assets/${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`dist/assets/${file}.map`, 'utf8')) as { sources: string[] };
    // (The worker that runs a visitor's Firestore, decision 0028, is one of them: its map holds Firestore's sources.)
    if (map.sources.some((s) => /node_modules\/@firebase\/firestore\/|src\/lib\/firebase\.ts$|src\/lib\/data\/live-sdk\.ts$/.test(s))) {
      files.add(`/assets/${file}`);
    }
  }
  return files;
}

/**
 * Built files of the page's thread that hold zod (the schemas' library), found by their source maps. A visitor's
 * page hydrates from the values the server parsed, and its Firestore (with the schemas) runs in a worker, whose
 * file bundles its own: zod never loads on the page (decision 0030).
 */
function zodFiles(): Set<string> {
  const files = new Set<string>();
  for (const file of readdirSync('dist/assets').filter((name) => name.endsWith('.js') && !name.startsWith('live-worker-'))) {
    if (!existsSync(`dist/assets/${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`dist/assets/${file}.map`, 'utf8')) as { sources: string[] };
    if (map.sources.some((s) => s.includes('node_modules/zod/'))) files.add(`/assets/${file}`);
  }
  return files;
}

/** When the page hydrated (App's first effect marks <html data-started>), in the page's own clock. */
async function watchStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const mark = () => {
      if (document.documentElement?.dataset.started === 'true' && !('startedAt' in window)) {
        (window as unknown as { startedAt: number }).startedAt = performance.now();
      }
    };
    // (The script runs before <html> is parsed: the document itself is watched.)
    new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-started'] });
  });
}

interface Loaded {
  url: string;
  startTime: number;
}

/** What the page fetched of Firestore (its code, and any request to the Firestore server), and when it hydrated. */
async function firestoreLoads(page: Page, files: Set<string>): Promise<{ startedAt: number; loads: Loaded[] }> {
  await started(page);
  // The listeners start once hydrated: wait until Firestore has come (or give up: a page may read nothing). On a
  // visitor's page it runs in a worker (decision 0028), whose own requests are in the worker's timeline, not here.
  await page
    .waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((e) => /:8080\/|firestore\.googleapis\.com|\/assets\/live-worker-(?!client-)[\w-]+\.js$/.test(e.name)),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
  const { startedAt, entries } = await page.evaluate(() => ({
    startedAt: (window as unknown as { startedAt: number }).startedAt,
    entries: performance.getEntriesByType('resource').map((e) => ({ url: e.name, startTime: e.startTime })),
  }));
  const loads = entries.filter(({ url }) => {
    const { pathname, port, hostname } = new URL(url);
    return files.has(pathname) || port === '8080' || hostname === 'firestore.googleapis.com';
  });
  return { startedAt, loads };
}

test.describe('the first render needs no Firestore', () => {
  test('no public page requests Firestore code or Firestore before it has hydrated; a page with live reads follows it after, a page of texts never', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const files = firestoreFiles();
    expect(files.size).toBeGreaterThan(0);
    const zod = zodFiles();
    expect(zod.size).toBeGreaterThan(0);
    const article = (await emulatorDb().collection('news').where('published', '==', true).limit(1).get()).docs[0]!.id;
    const tournament = (await emulatorDb().collection('tournaments').limit(1).get()).docs[0]!.id;
    await watchStart(page);
    for (const path of [...renderedPaths, `/news/${article}`, `/tournament/${tournament}`]) {
      await page.goto(path);
      const { startedAt, loads } = await firestoreLoads(page, files);
      expect(startedAt, path).toBeGreaterThan(0);
      const early = loads.filter((load) => load.startTime < startedAt);
      expect(early, `${path}: Firestore before hydration`).toEqual([]);
      // A page with live reads follows them, so Firestore does come, after; a page of texts waited 10 s for nothing.
      const live = !TEXTS_ONLY.has(path);
      expect(
        loads.some((load) => files.has(new URL(load.url).pathname)),
        live ? `${path}: Firestore's code after hydration` : `${path}: no Firestore on a page of texts`,
      ).toBe(live);
      if (!live) expect(loads, path).toEqual([]);
      const zodLoads = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      expect(
        zodLoads.filter((file) => zod.has(file)),
        `${path}: zod on the page's thread`,
      ).toEqual([]);
    }
  });

  test("the site settings follow live alongside a page's other reads, and once a page of texts leads to one", async ({ page }) => {
    const files = firestoreFiles();
    await watchStart(page);
    // The chat button's number (the footer is a static section: it never hydrates, decision 0024).
    const settings = emulatorDb().doc('pageContent/site_settings');
    const number = String(((await settings.get()).get('sections') as Record<string, string>).chat_number);
    const changed = async (text: string) => {
      await settings.update({ 'sections.chat_number': text });
      await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', new RegExp(`wa\\.me/${text}\\?`));
    };
    try {
      await page.goto('/tournaments');
      await firestoreLoads(page, files);
      await changed('971500000001');

      await page.goto('/about');
      const onAbout = await firestoreLoads(page, files);
      expect(onAbout.loads).toEqual([]);
      // Inside the app (the main navigation, hydrated): the same document, which now loads Firestore.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments', exact: true }).click();
      await expect(page).toHaveURL(/\/tournaments$/);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      await changed('971500000002');
    } finally {
      await settings.update({ 'sections.chat_number': number });
    }
  });

  test('on /tournaments and an article, a change made after hydration still arrives live', async ({ page }) => {
    const files = firestoreFiles();
    await watchStart(page);
    const tournamentDoc = (await emulatorDb().collection('tournaments').orderBy('date', 'asc').limit(1).get()).docs[0]!;
    const name = String(tournamentDoc.get('name'));
    await page.goto('/tournaments');
    const onList = await firestoreLoads(page, files);
    expect(onList.startedAt).toBeGreaterThan(0);
    expect(onList.loads.filter((load) => load.startTime < onList.startedAt)).toEqual([]);
    await expect(page.getByText(name).first()).toBeVisible();
    const renamed = `${name} (renamed live)`;
    await emulatorDb().doc(tournamentDoc.ref.path).update({ name: renamed });
    try {
      await expect(page.getByText(renamed).first()).toBeVisible();
    } finally {
      await emulatorDb().doc(tournamentDoc.ref.path).update({ name });
    }

    const articleDoc = (await emulatorDb().collection('news').where('published', '==', true).orderBy('createdAt', 'desc').limit(1).get())
      .docs[0]!;
    const title = String(articleDoc.get('title'));
    await page.goto(`/news/${articleDoc.id}`);
    const onArticle = await firestoreLoads(page, files);
    expect(onArticle.startedAt).toBeGreaterThan(0);
    expect(onArticle.loads.filter((load) => load.startTime < onArticle.startedAt)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const edited = `${title} (edited live)`;
    await emulatorDb().doc(articleDoc.ref.path).update({ title: edited });
    try {
      await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    } finally {
      await emulatorDb().doc(articleDoc.ref.path).update({ title });
    }
  });
});
