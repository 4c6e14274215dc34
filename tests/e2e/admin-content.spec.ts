import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { pageDefaults } from '../../src/lib/content/defaults';
import { emulatorDb } from './support/admin-sdk';
import { openCreateDialog, pressButton } from './support/admin-panels';
import { expect, test } from './support/fixtures';
import { fillIn } from './support/forms';

async function openContent(page: Page, pageName: string) {
  await page.goto('/admin?tab=page-content');
  await expect(page.getByRole('heading', { name: 'Page Content', level: 2 })).toBeVisible();
  await page.getByLabel('Page', { exact: true }).selectOption(pageName);
  await expect(page.getByRole('button', { name: /^Edit/ }).first()).toBeVisible();
}

async function sections(pageName: string): Promise<Record<string, string>> {
  return ((await emulatorDb().doc(`pageContent/${pageName}`).get()).get('sections') ?? {}) as Record<string, string>;
}

async function restore(pageName: string, key: string, value: string | undefined) {
  await emulatorDb()
    .doc(`pageContent/${pageName}`)
    .update({ [`sections.${key}`]: value === undefined ? FieldValue.delete() : value, updatedAt: FieldValue.serverTimestamp() });
}

test.describe('page content', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('an admin edits a text of /about and visitors read it; page and key are fixed', async ({ adminPage: page, browser }) => {
    const original = (await sections('about')).hero_heading;
    const heading = `Golf among friends ${Date.now()}`;
    try {
      await openContent(page, 'about');
      await pressButton(page, 'Edit hero_heading');
      const dialog = page.getByRole('dialog', { name: 'Edit Content' });
      await expect(dialog.getByLabel('Page')).toHaveAttribute('readonly');
      await expect(dialog.getByLabel('Section key')).toHaveValue('hero_heading');
      await expect(dialog.getByLabel('Section key')).toHaveAttribute('readonly');
      await dialog.getByLabel('Content').fill(heading);
      await pressButton(dialog, 'Save Content');
      await expect(page.getByText('Content updated')).toBeVisible();
      await expect.poll(async () => (await sections('about')).hero_heading).toBe(heading);

      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/about');
      await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    } finally {
      await restore('about', 'hero_heading', original);
    }
  });

  test('a duplicate page and key is refused; empty content is refused', async ({ adminPage: page }) => {
    const before = await sections('about');
    await openContent(page, 'about');
    const dialog = await openCreateDialog(page, 'New Content');
    await dialog.getByLabel('Page').selectOption('about');
    await dialog.getByLabel('Section key').fill('hero_heading');
    await pressButton(dialog, 'Create Content');
    await expect(dialog.getByText('Content is required')).toBeVisible();
    await dialog.getByLabel('Content').fill('A second heading');
    // The keyboard, as the "Validation failed" toast may cover the dialog's buttons.
    await pressButton(dialog, 'Create Content');
    await expect(page.getByText('Content with this page and section key already exists')).toBeVisible();
    expect(await sections('about')).toEqual(before);
  });

  test('a new text is created and deleted; a key without text shows its default', async ({ adminPage: page, browser }) => {
    test.setTimeout(90_000);
    const key = `e2e_note_${Date.now()}`;
    const original = (await sections('about')).hero_badge;
    try {
      await openContent(page, 'tournaments');
      const dialog = await openCreateDialog(page, 'New Content');
      await expect(dialog.getByLabel('Page')).toHaveValue('tournaments');
      await fillIn(dialog, { 'Section key': key, Content: 'Entries close on Thursday.' });
      await pressButton(dialog, 'Create Content');
      await expect(page.getByText('Content created')).toBeVisible();
      await expect.poll(async () => (await sections('tournaments'))[key]).toBe('Entries close on Thursday.');

      await pressButton(page, `Delete ${key}`);
      await pressButton(page.getByRole('alertdialog'), 'Delete');
      await expect(page.getByText('Content deleted')).toBeVisible();
      await expect.poll(async () => key in (await sections('tournaments'))).toBe(false);

      // Deleting a stored text brings back the default, in the editor and on the page.
      await page.getByLabel('Page', { exact: true }).selectOption('about');
      await pressButton(page, 'Delete hero_badge');
      await pressButton(page.getByRole('alertdialog'), 'Delete');
      await expect(page.getByText('Content deleted')).toBeVisible();
      const fallback = pageDefaults.about.hero_badge ?? '';
      const row = page.getByRole('listitem').filter({ hasText: 'hero_badge' });
      await expect(row.getByText('Default', { exact: true })).toBeVisible();
      await expect(row.getByText(fallback)).toBeVisible();
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/about');
      await expect(visitor.getByText(fallback, { exact: true })).toBeVisible();
    } finally {
      await restore('about', 'hero_badge', original);
    }
  });
});
