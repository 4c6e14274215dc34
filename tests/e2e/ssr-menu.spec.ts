/**
 * The small-screen menu on a server-rendered page (issue 30, decision 0026), against
 * what Hosting serves: a native popover that the browser opens with no script (with
 * JavaScript off, and so before the app has started), and that after hydration still
 * closes on Esc, on a tap outside and on every navigation inside the app, with focus
 * back on the button and the button's aria-expanded true to it.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdAppScripts, started, watchRoot } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const LINKS = ['About', 'News', 'Teams', 'Sponsors', 'Tournaments', 'Par 3 League', 'Results', 'Join Now', 'Sign In'];

const openButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menuOf = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.describe('the small-screen menu', () => {
  test('opens with JavaScript off, lists the navigation, focuses its first link, and closes on Esc, a tap outside and "Close menu"', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/about');
    const button = openButton(page);
    const menu = menuOf(page);
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    for (const name of LINKS) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'News', exact: true })).toHaveAttribute('href', '/news');
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    // On screen, at the screen's end, and every target at least 44 px tall.
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width + 1 && box.height > 400).toBe(true);
    for (const target of await menu.locator('a, button').all())
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, PHONE.height / 2); // outside the panel (it is at the screen's right end)
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Its links are plain links: they load the page.
    await button.click();
    await menu.getByRole('link', { name: 'Teams', exact: true }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await context.close();
  });

  test('after hydration: aria-expanded follows it, Esc closes it with focus back on the button, a link navigates inside the app and closes it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await started(page);
    const button = openButton(page);
    const menu = menuOf(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'main-menu');

    await button.click();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await button.click();
    await menu.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Society News' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a menu opened before the app has started is answered by the browser alone, unseen by the app, and stays open through hydration', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const release = await holdAppScripts(page);
    await page.goto('/teams', { waitUntil: 'commit' });
    const button = openButton(page);
    const menu = menuOf(page);
    // What reaches the root: a hydrating React would hydrate the whole page before the menu opened.
    const rootSaw = await watchRoot(page);
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('html[data-started]')).toHaveCount(0);
    expect(await rootSaw()).toEqual([]);
    release();
    await started(page);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Once the app has started, the menu's input reaches it again.
    await page.keyboard.press('Shift+Tab');
    expect(await rootSaw()).toContain('keydown');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
