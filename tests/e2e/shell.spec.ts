import { expect, test } from './support/fixtures';
import { SOCIETY_TZ } from './support/public-pages';

test.describe('site shell', () => {
  test('the main navigation links to every public section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: [string, string][] = [
      ['About', '/about'],
      ['News', '/news'],
      ['Teams', '/teams'],
      ['Sponsors', '/sponsors'],
      ['Tournaments', '/tournaments'],
      ['Par 3 League', '/par3-league'],
      ['Results', '/past-tournaments'],
      ['Join Now', '/join'],
      ['Sign In', '/auth'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
    }
  });

  test('the footer links, logo and chat button', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const href of ['/about', '/news', '/tournaments', '/auth?mode=signup', '/auth', '/terms', '/privacy']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer.getByRole('img', { name: 'Clubhouse' })).toHaveAttribute('src', /logo-footer/);
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const href = await chat.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(new URL(href ?? '').searchParams.get('text') ?? '')).toBe("Hi, I'd like to know more about the society");
  });

  test('the small-screen menu opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // On a page the browser rendered (no server HTML, so no autofocus attribute), the app focuses the first link.
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await menu.getByRole('link', { name: 'News', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("terms and privacy show their seeded sections, dated today on the society's calendar, as the footer's year is", async ({ page }) => {
    // Intl's own answer, independent of the app's calendar (decision 0034).
    const timeZone = SOCIETY_TZ;
    const now = new Date();
    const long = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(now);
    const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Last updated/)).toHaveText(`Last updated: ${long}`);
      await expect(page.locator('time', { hasText: long })).toHaveAttribute('datetime', day);
      await expect(page.getByText(/All rights reserved/)).toHaveText(`© ${day.slice(0, 4)} Clubhouse. All rights reserved.`);
    }
  });
});
