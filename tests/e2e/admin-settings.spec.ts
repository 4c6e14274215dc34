import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { emulatorDb } from './support/admin-sdk';
import { expect, test } from './support/fixtures';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const KEYS = ['site_description', 'footer_logo_url', 'favicon_url', 'header_logo_url'] as const;

async function settings(): Promise<Record<string, string>> {
  return ((await emulatorDb().doc('pageContent/site_settings').get()).get('sections') ?? {}) as Record<string, string>;
}

/** Puts the keys back as they were (deleting those that were absent), so other specs see the seeded site. */
async function restore(before: Record<string, string>) {
  const patch: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
  for (const key of KEYS) patch[`sections.${key}`] = before[key] ?? FieldValue.delete();
  await emulatorDb().doc('pageContent/site_settings').update(patch);
}

async function openSettings(page: Page) {
  await page.goto('/admin?tab=site-settings');
  await expect(page.getByRole('heading', { name: 'Site Settings', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Site description')).toBeVisible();
}

test.describe('site settings', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('a description over 160 characters is refused; the counter shows it', async ({ adminPage: page }) => {
    const before = await settings();
    await openSettings(page);
    const description = page.getByLabel('Site description');
    await description.fill('x'.repeat(170));
    await expect(page.getByText('170/160')).toBeVisible();
    await page.getByRole('button', { name: 'Save Settings' }).press('Enter');
    await expect(page.getByText('site_description: Site description must be at most 160 characters')).toBeVisible();
    await expect.poll(async () => (await settings()).site_description).toBe(before.site_description);
  });

  test('app icons take PNG only', async ({ adminPage: page }) => {
    await openSettings(page);
    await page.getByLabel('App icon 192 x 192', { exact: true }).setInputFiles({ name: 'icon.jpg', mimeType: 'image/jpeg', buffer: PNG });
    await expect(page.getByText('Choose a PNG image.')).toBeVisible();
    await expect(page.getByText(/24-48 hours/)).toBeVisible();
  });

  test('the footer logo, favicon and description an admin saves are what visitors get', async ({ adminPage: page, browser }) => {
    test.setTimeout(120_000);
    const before = await settings();
    const description = `Amateur golf in the UAE, ${Date.now()}`;
    try {
      await openSettings(page);
      await page.getByLabel('Site description').fill(description);
      await expect(page.getByText(`${description.length}/160`)).toBeVisible();
      await page.getByLabel('Footer logo', { exact: true }).setInputFiles({ name: 'footer.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'Footer logo preview' })).toBeVisible();
      await page.getByLabel('Favicon', { exact: true }).setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: 'Favicon preview' })).toBeVisible();
      await page.getByRole('button', { name: 'Save Settings' }).press('Enter');
      await expect(page.getByText('Settings updated')).toBeVisible();

      const saved = await settings();
      expect(saved.site_description).toBe(description);
      expect(saved.footer_logo_url).toMatch(/^https?:\/\/.+footer-logo-/);
      expect(saved.favicon_url).toMatch(/^https?:\/\/.+favicon-/);
      expect(saved.contact_email).toBe(before.contact_email);

      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/about');
      await expect(visitor.locator('footer').getByRole('img', { name: 'Clubhouse' })).toHaveAttribute('src', saved.footer_logo_url ?? '');
      await expect(visitor.locator('footer').getByText(description)).toBeVisible();
      await expect(visitor.locator('head meta[name="description"]')).toHaveAttribute('content', description);
      await expect(visitor.locator('head link[rel="icon"]')).toHaveAttribute('href', saved.favicon_url ?? '');
    } finally {
      await restore(before);
    }
  });
});
