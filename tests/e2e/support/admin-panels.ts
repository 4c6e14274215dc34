/**
 * The steps every admin panel's browser test takes: open the create dialog,
 * press its buttons, and check a refused save changed nothing.
 */
import type { Locator, Page } from '@playwright/test';
import { emulatorDb } from './admin-sdk';
import { expect } from './fixtures';

/**
 * Presses a button with the keyboard: a toast ("Validation failed", "… created")
 * may lie over a dialog's buttons, where a click would land on the toast.
 */
export async function pressButton(scope: Page | Locator, name: string): Promise<void> {
  await scope.getByRole('button', { name }).press('Enter');
}

/** Opens a panel's create dialog with its button (New Event, Add Sponsor…); returns the dialog, named as the button. */
export async function openCreateDialog(page: Page, button: string): Promise<Locator> {
  await pressButton(page, button);
  return page.getByRole('dialog', { name: button });
}

/** How many documents the collection at `path` holds now. */
export async function countOf(path: string): Promise<number> {
  return (await emulatorDb().collection(path).get()).size;
}

/**
 * A save the form refused: the "Validation failed" toast and each "path: message",
 * the dialog still open, and the collection still at `before` documents.
 */
export async function expectRefused(page: Page, dialog: Locator, messages: string[], collection: string, before: number): Promise<void> {
  await expect(page.getByText('Validation failed')).toBeVisible();
  for (const message of messages) await expect(page.getByText(message)).toBeVisible();
  await expectNothingSaved(dialog, collection, before);
}

/** A refused save: the dialog still open, and the collection still at `before` documents. */
export async function expectNothingSaved(dialog: Locator, collection: string, before: number): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => countOf(collection)).toBe(before);
}

/** Opens an admin tab that lists records with Edit buttons, once its heading and first row are there. */
export async function openAdminList(page: Page, tab: string, heading: { name: string; level?: number }): Promise<void> {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit/ }).first()).toBeVisible();
}
