import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { emulatorDb } from './support/admin-sdk';
import { cutFirestore, expect, signIn, test } from './support/fixtures';
import { makeActiveMember, type TestMember } from './support/members';

/**
 * Issue 21 parts 2, 4 and 5 on the production build, with its service worker:
 * an edit made offline is saved on the phone, survives a reload, syncs and is
 * confirmed; a new version is offered and taken; a page never opened says,
 * offline, that it has not been saved, inside the site's frame.
 */

const SAVED_ON_PHONE = 'Saved on this phone. It will sync when you are back online.';
const SYNCED = 'Your changes are synced';
const UPDATE = 'A new version is available';

test.use({ serviceWorkers: 'allow' });
// A slow machine: sign-in, the service worker's install and a reconnect each take seconds.
test.describe.configure({ timeout: 90_000 });

/** The service worker is active and serves this page (it claims the page it was installed from). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/** Signs the member in and opens /profile; returns their stored profile. */
async function openProfile(page: Page, member: TestMember) {
  await signIn(page, member);
  await page.goto('/profile');
  return emulatorDb().doc(`profiles/${member.uid}`);
}

async function profileForm(page: Page) {
  const form = page.getByRole('form', { name: 'Personal information' });
  await expect(form.getByLabel('Full Name')).not.toHaveValue('');
  return form;
}

test.describe('changes made offline', () => {
  test('a profile edit is saved on the phone, survives a reload offline, syncs on reconnect and is confirmed once', async ({
    page,
    context,
  }) => {
    const member = await makeActiveMember('Orla Offline', { phone: '+971 50 000 0001' });
    const profile = await openProfile(page, member);
    await underServiceWorker(page);
    let form = await profileForm(page);

    await context.setOffline(true);
    try {
      await form.getByLabel('Phone', { exact: true }).fill('+971 50 111 2222');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      // At once, and the form is free again: no "Saving..." waiting for a server that cannot answer.
      await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible({ timeout: 5_000 });
      await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);
      await expect(page.getByTestId('unsynced-count')).toHaveText('1 change waiting to sync');
      expect((await profile.get()).get('phone')).toBe('+971 50 000 0001');

      // A reload offline: the page comes from the service worker, the edit from Firestore's cache.
      await page.reload();
      form = await profileForm(page);
      await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('+971 50 111 2222');
      await expect(page.getByTestId('unsynced-count')).toHaveText('1 change waiting to sync');
    } finally {
      await context.setOffline(false);
    }

    await expect(page.getByText(SYNCED)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('unsynced-count')).toHaveCount(0);
    await expect.poll(async () => (await profile.get()).get('phone')).toBe('+971 50 111 2222');
    await expect(page.getByText(SYNCED)).toHaveCount(1);
  });

  test('with the server out of reach while the browser says online, an edit says it is saved on the phone, then synced', async ({
    page,
  }) => {
    const member = await makeActiveMember('Owen Outofreach', { nationality: 'Irish' });
    const profile = await openProfile(page, member);
    const form = await profileForm(page);

    // Every request to Firestore fails from now on, the write's included: the app learns it from the write.
    const reconnect = await cutFirestore(page);
    await form.getByLabel('Nationality').fill('Scottish');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(SAVED_ON_PHONE)).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(page.getByTestId('unsynced-count')).toHaveText('1 change waiting to sync');
    expect((await profile.get()).get('nationality')).toBe('Irish');

    await reconnect();
    await expect(page.getByText(SYNCED)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await profile.get()).get('nationality')).toBe('Scottish');
  });
});

test.describe('a page never opened, offline', () => {
  test("keeps the site's frame, says it has not been saved, and points to the pages that are", async ({ page, context }) => {
    await page.goto('/news');
    await underServiceWorker(page);
    // Opened under the service worker: kept for offline.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Society News' })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.goto('/news/never-opened-on-this-phone');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByText('This page has not been saved on this phone')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('It will open when you are back online.')).toBeVisible();
      const saved = page.getByRole('navigation', { name: 'Pages saved on this phone' });
      await saved.locator('a[href="/news"]').first().click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Society News' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

/**
 * The next deploy: the same worker with different bytes, served where the build is (vite preview reads the file
 * on each request), found by the page, which offers it. Put back afterwards, so the tests after this one see the
 * build as it was.
 */
async function withNextVersion(page: Page, use: (prompt: Locator) => Promise<void>): Promise<void> {
  const file = resolve('dist/sw.js');
  const built = readFileSync(file, 'utf8');
  writeFileSync(file, `${built}\n// next version ${Date.now()}\n`);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText(UPDATE, { timeout: 20_000 });
    await use(prompt);
  } finally {
    writeFileSync(file, built);
  }
}

/** Clicks Reload and waits for the page to load again: a new page, not the one the member had. */
async function reloadForNewVersion(page: Page, prompt: Locator, within?: number): Promise<void> {
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const reloaded = page.waitForEvent('load', { timeout: within });
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere ?? false)).toBe(false);
}

async function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
  });
}

test.describe('a new version', () => {
  test('is offered with a Reload button, which takes it; until then the page stays as it is', async ({ page }) => {
    await page.goto('/about');
    // The first page is under the service worker at once (clientsClaim), no reload needed.
    await underServiceWorker(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

    await withNextVersion(page, async (prompt) => {
      // The new version waits: this page is still the one the member had.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
      await reloadForNewVersion(page, prompt);
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await workerState(page)).toEqual({ waiting: null, controlled: true });
    expect(first).toMatch(/\/sw\.js$/);
  });

  test('is taken on Reload while the worker waits for a photo the network never sends', async ({ page }) => {
    // A photo server on a weak signal: it takes each request and never answers.
    const held: ServerResponse[] = [];
    const server = createServer((_, response) => void held.push(response));
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    try {
      await page.goto('/about');
      await underServiceWorker(page);
      await withNextVersion(page, async (prompt) => {
        // Through the worker's image route: the worker fetches the photo, and its fetch stays in flight.
        await page.evaluate((src) => {
          const image = new Image();
          image.src = src;
          document.body.append(image);
        }, `http://127.0.0.1:${port}/photo.webp`);
        await expect.poll(() => held.length).toBe(1);
        // The browser lets the new version take over once the worker's fetch has ended (within 20 s, vite.config.ts).
        await reloadForNewVersion(page, prompt, 45_000);
      });
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
      expect(await workerState(page)).toEqual({ waiting: null, controlled: true });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
