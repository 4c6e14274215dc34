import type { Page } from '@playwright/test';
import { slideFor } from '../support/builders';
import { emulatorDb } from './support/admin-sdk';
import { countOf, expectNothingSaved, openAdminList, openCreateDialog, pressButton } from './support/admin-panels';
import { expect, test } from './support/fixtures';

/** A 1x1 PNG, uploaded as a slide image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const openSlides = (page: Page) => openAdminList(page, 'hero-slides', { name: 'Hero Slides', level: 2 });

async function slideTitled(title: string) {
  return (await emulatorDb().collection('heroSlides').where('title', '==', title).get()).docs[0];
}

async function orders(): Promise<Map<string, number>> {
  const snap = await emulatorDb().collection('heroSlides').get();
  return new Map(snap.docs.map((d) => [d.id, Number(d.get('displayOrder'))]));
}

test.describe('hero slides', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('creating without every field and an image is refused', async ({ adminPage: page }) => {
    const before = await countOf('heroSlides');
    await openSlides(page);
    const dialog = await openCreateDialog(page, 'New Slide');
    await dialog.getByLabel('Badge').fill('Coming soon');
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Half-filled slide');
    await pressButton(dialog, 'Create Slide');
    await expect(page.getByText('Please fill in all fields and upload an image').first()).toBeVisible();
    await expectNothingSaved(dialog, 'heroSlides', before);
  });

  test('an admin creates an active slide with an image, reorders it, and it shows on the home page', async ({
    adminPage: page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Ladies Night ${Date.now()}`;
    const before = await orders();
    await openSlides(page);
    const dialog = await openCreateDialog(page, 'New Slide');
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await dialog.getByLabel('Badge').fill('Every Thursday');
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByLabel('Subtitle').fill('Nine holes, a clinic and dinner.');
    await dialog.getByLabel('Button text').fill('Find out more');
    await dialog.getByLabel('Button link').fill('/par3-league');
    await dialog.getByLabel('Slide image', { exact: true }).setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Slide image preview' })).toBeVisible();
    await pressButton(dialog, 'Create Slide');
    await expect(page.getByText('Slide created')).toBeVisible();

    const created = await slideTitled(title);
    expect(created?.get('isActive')).toBe(true);
    expect(String(created?.get('imageUrl'))).toMatch(/^https?:\/\/.+hero-images/);
    const last = Math.max(...before.values());
    expect(created?.get('displayOrder')).toBe(last + 1);

    // The reorder control: the new slide moves up one place, then back.
    await pressButton(page, `Move up: ${title}`);
    await expect(page.getByText('Slide order updated')).toBeVisible();
    await expect.poll(async () => (await slideTitled(title))?.get('displayOrder')).toBe(before.size);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    // Every active slide has a dot named after it, in display order.
    const active = (await emulatorDb().collection('heroSlides').where('isActive', '==', true).get()).docs
      .map((d) => ({ title: String(d.get('title')), order: Number(d.get('displayOrder')) }))
      .sort((a, b) => a.order - b.order);
    const position = active.findIndex((s) => s.title === title) + 1;
    expect(position).toBe(active.length - 1);
    await expect(visitor.getByRole('button', { name: `Go to slide ${position}: ${title}`, exact: true })).toBeVisible();

    await pressButton(page, `Move down: ${title}`);
    await expect.poll(async () => (await slideTitled(title))?.get('displayOrder')).toBe(before.size + 1);

    await pressButton(page, `Delete ${title}`);
    await pressButton(page.getByRole('alertdialog'), 'Delete');
    await expect(page.getByText('Slide deleted')).toBeVisible();
    await expect.poll(async () => (await slideTitled(title)) === undefined).toBe(true);
    // The seeded slides keep their places.
    const after = await orders();
    for (const [id, order] of before) expect(after.get(id)).toBe(order);
  });

  test('an admin deactivates and edits a slide', async ({ adminPage: page }) => {
    const title = `Edit slide ${Date.now()}`;
    const ref = await emulatorDb()
      .collection('heroSlides')
      .add(slideFor(title, { badge: 'B', subtitle: 'S', cta: 'Go', displayOrder: 99 }));
    try {
      await openSlides(page);
      await page.getByRole('switch', { name: `Active: ${title}` }).press('Space');
      await expect(page.getByText('Slide deactivated')).toBeVisible();
      await expect.poll(async () => (await ref.get()).get('isActive')).toBe(false);
      await pressButton(page, `Edit ${title}`);
      const dialog = page.getByRole('dialog', { name: 'Edit Slide' });
      await dialog.getByLabel('Subtitle').fill('A new subtitle');
      await pressButton(dialog, 'Save Slide');
      await expect(page.getByText('Slide updated')).toBeVisible();
      await expect.poll(async () => (await ref.get()).get('subtitle')).toBe('A new subtitle');
    } finally {
      await ref.delete();
    }
  });
});
