/**
 * Static sections (docs/decisions/0024-static-sections.md), against what Hosting
 * serves: on a server-rendered page, an article's body, the about page's copy,
 * the legal texts, the footer and the live sections of words and links (the
 * lists of teams, tournaments, news and sponsors, the standings and the
 * leaderboards) are never hydrated (React keeps the server's HTML and runs none
 * of their components) while the navigation is; their links still navigate
 * inside the app; a live change or a later client render renders them as usual.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { started } from './support/fixtures';
import { emulatorDb } from './support/admin-sdk';
import { firstTournament } from './support/public-pages';

/** React marks every DOM node it hydrated or rendered with a `__reactFiber$...` key. */
const hasFiber = (locator: Locator) => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

/** How many of the element's descendants React hydrated or rendered, out of how many. */
const fibersInside = (locator: Locator) =>
  locator.evaluate((element) => {
    const nodes = [...element.querySelectorAll('*')];
    return {
      nodes: nodes.length,
      withFiber: nodes.filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))).length,
    };
  });

/** The static section that holds `inside` (its `<div data-static>` wrapper). */
const sectionOf = (inside: Locator) => inside.locator('xpath=ancestor::div[@data-static][1]');

async function firstArticle(): Promise<{ id: string; title: string }> {
  const snapshot = await emulatorDb().collection('news').where('published', '==', true).orderBy('createdAt', 'desc').limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error('The seeded season has no published article');
  return { id: doc.id, title: String(doc.get('title')) };
}

/** The section has been taken by React (its wrapper hydrated), and nothing inside it was hydrated. */
async function expectNeverHydrated(section: Locator, what: string) {
  await expect.poll(() => hasFiber(section), { message: `${what}: its wrapper is hydrated` }).toBe(true);
  const inside = await fibersInside(section);
  expect(inside.nodes, what).toBeGreaterThan(5);
  expect(inside.withFiber, what).toBe(0);
}

test.describe('static sections', () => {
  test.beforeEach(async ({ page }) => {
    // A phone: the navigation's menu button is the interactive part next to them.
    await page.setViewportSize({ width: 412, height: 823 });
  });

  test("an article, the about page, a legal page, the home page's call to join and the footer keep their server HTML unhydrated; the navigation hydrates", async ({
    page,
  }) => {
    const article = await firstArticle();
    const pages: [path: string, text: Locator][] = [
      [`/news/${article.id}`, page.getByRole('heading', { level: 1, name: article.title })],
      ['/about', page.getByRole('heading', { level: 2, name: 'Our Mission' })],
      ['/terms', page.getByRole('heading', { level: 2, name: 'Introduction' })],
      // The home page's call to join (its slideshow and lists hydrate).
      ['/', page.locator('#home-cta')],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      await started(page);
      await expect(text).toBeVisible();
      await expectNeverHydrated(sectionOf(text), path);
      await expect.poll(() => hasFiber(page.getByRole('button', { name: 'Open menu' })), { message: `${path}: menu button` }).toBe(true);
      const footer = page.locator('footer');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expectNeverHydrated(sectionOf(footer), `${path}: footer`);
      // Still the server's words once the page has settled (nothing wiped them).
      await page.waitForTimeout(500);
      await expect(text).toBeVisible();
    }
  });

  test("a page's live sections of words and links keep their server HTML unhydrated while their data is the server's, and a live change renders them anew", async ({
    page,
  }) => {
    // Ten first visits, each left 2 s for its live reads to answer.
    test.setTimeout(90_000);
    const tournament = await firstTournament();
    const sections: [path: string, inside: (page: Page) => Locator][] = [
      ['/', (p) => p.getByRole('list', { name: 'Team standings' })],
      ['/', (p) => p.getByRole('list', { name: 'Upcoming Par 3 nights' })],
      ['/teams', (p) => p.getByRole('list', { name: 'Teams', exact: true })],
      ['/tournaments', (p) => p.getByRole('list', { name: 'Tournament schedule' })],
      ['/par3-league', (p) => p.getByRole('table', { name: 'Par 3 leaderboard' })],
      ['/par3-league', (p) => p.getByRole('list', { name: 'Par 3 League at a glance' })],
      ['/news', (p) => p.getByRole('list', { name: 'Articles' })],
      ['/sponsors', (p) => p.getByRole('heading', { level: 2, name: 'Platinum Partners' })],
      ['/past-tournaments', (p) => p.getByRole('list', { name: 'Completed tournaments' })],
      [`/tournament/${tournament.id}`, (p) => p.getByRole('heading', { level: 2, name: 'Details' })],
    ];
    for (const [path, inside] of sections) {
      await page.goto(path);
      await started(page);
      await inside(page).scrollIntoViewIfNeeded();
      // The page's live reads have answered by now, with the data the page arrived with: still the server's HTML.
      await page.waitForTimeout(2000);
      await expectNeverHydrated(sectionOf(inside(page)), path);
    }

    // A live change: the section is rendered by React, with the new data.
    await page.goto('/tournaments');
    await started(page);
    const schedule = page.getByRole('list', { name: 'Tournament schedule' });
    await expectNeverHydrated(sectionOf(schedule), '/tournaments');
    const renamed = `${tournament.name} (renamed)`;
    await emulatorDb().doc(`tournaments/${tournament.id}`).update({ name: renamed });
    try {
      await expect(schedule.getByText(renamed)).toBeVisible();
      expect((await fibersInside(sectionOf(schedule))).withFiber).toBeGreaterThan(5);
    } finally {
      await emulatorDb().doc(`tournaments/${tournament.id}`).update({ name: tournament.name });
    }
  });

  test('a footer link navigates inside the app without a reload, and a page left and come back to renders its copy', async ({ page }) => {
    await page.goto('/about');
    await started(page);
    const mission = page.getByRole('heading', { level: 2, name: 'Our Mission' });
    await expectNeverHydrated(sectionOf(mission), '/about');
    const copy = await sectionOf(mission).innerText();
    expect(copy).toContain('Our Mission');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    const footer = page.locator('footer');
    await expectNeverHydrated(sectionOf(footer), 'footer');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await sameDocument()).toBe(true);
    // Reached inside the app: the legal text is rendered by React (a client render).
    const privacy = page.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect((await fibersInside(sectionOf(privacy))).withFiber).toBeGreaterThan(5);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mission).toBeVisible();
    // The same words, now rendered by React.
    expect(await sectionOf(mission).innerText()).toBe(copy);
    expect((await fibersInside(sectionOf(mission))).withFiber).toBeGreaterThan(5);
    expect(await sameDocument()).toBe(true);

    // The footer, never hydrated, still takes the next click inside the app.
    await footer.getByRole('link', { name: 'Tournaments' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    expect(await sameDocument()).toBe(true);
  });

  test('a link in a static section opened with a modifier is left to the browser', async ({ page, context }) => {
    await page.goto('/terms');
    await started(page);
    const footer = page.locator('footer');
    await expectNeverHydrated(sectionOf(footer), 'footer');
    const opened = context.waitForEvent('page');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/privacy');
    await tab.close();
    await expect(page).toHaveURL(/\/terms$/);
  });
});
