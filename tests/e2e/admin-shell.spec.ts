import type { Page } from '@playwright/test';
import { emulatorSmtpPort, startSmtpSink } from '../../scripts/lib/mail-sink';
import { DEMO_ADMIN } from '../../scripts/seed/accounts';
import { expect, test } from './support/fixtures';

async function openAdmin(page: Page, query = '') {
  await page.goto(`/admin${query}`);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

test.describe('admin panel shell', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('visitors and members are sent to /dashboard', async ({ memberPage: page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('the top bar links back to the site', async ({ adminPage: page }) => {
    await openAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('opens on the default tab; the open tab is in the URL, survives a reload and Back returns', async ({ adminPage: page }) => {
    await openAdmin(page);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    // The spec's default is Tournaments.
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText('Manage Tournaments');
    await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Sponsors' }).click();
    await expect(page).toHaveURL(/[?&]tab=sponsors\b/);
    await expect(page.getByRole('heading', { name: 'Manage Sponsors' })).toBeVisible();

    await tabs.getByRole('tab', { name: 'Hero Slides' }).click();
    await expect(page).toHaveURL(/[?&]tab=hero-slides\b/);
    await expect(page.getByRole('heading', { name: 'Hero Slides', level: 2 })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Hero Slides', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hero Slides', level: 2 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/[?&]tab=sponsors\b/);
    await expect(page.getByRole('tab', { name: 'Sponsors', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Sponsors' })).toBeVisible();
  });

  test('the tabs follow the spec order and an unknown tab opens the default', async ({ adminPage: page }) => {
    await openAdmin(page, '?tab=no-such-tab');
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    // All twelve, in the spec's order (admin spec section 2), then the day of play's Courses (issue 28).
    await expect(tabs.getByRole('tab')).toHaveText([
      'Manage Tournaments',
      'Manage Members',
      'Edit Members',
      'Manage Teams',
      'Manage Tournament Scores',
      'Manage News',
      'Sponsors',
      'Hero Slides',
      'Page Content',
      'Par 3 Events',
      'Site Settings',
      'Membership Fees',
      'Courses',
    ]);
    await expect(tabs.getByRole('tab', { selected: true })).toHaveText('Manage Tournaments');
  });

  test('the panel scrolls inside the viewport, not the page', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openAdmin(page, '?tab=news');
    await expect(page.getByRole('button', { name: /Edit/ }).first()).toBeVisible();
    const panel = page.getByRole('tabpanel');
    const sizes = await panel.evaluate((el) => ({
      panelScroll: el.scrollHeight,
      panelHeight: el.clientHeight,
      pageScroll: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    }));
    expect(sizes.panelScroll).toBeGreaterThan(sizes.panelHeight);
    expect(sizes.pageScroll).toBeLessThanOrEqual(sizes.viewport);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeInViewport();
  });

  test('on a phone the sections are a dropdown', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmin(page, '?tab=sponsors');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const select = page.getByRole('combobox', { name: 'Admin section' });
    await expect(select).toHaveValue('sponsors');
    await select.selectOption({ label: 'Page Content' });
    await expect(page).toHaveURL(/[?&]tab=page-content\b/);
    await expect(page.getByRole('heading', { name: 'Page Content', level: 2 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('Send Test Email reports success, and the mail server\u2019s refusal', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const sink = await startSmtpSink(emulatorSmtpPort('functions/.env.demo-clubhouse'));
    try {
      await openAdmin(page);
      await expect(page.getByText('Email Notifications Test')).toBeVisible();
      await page.getByRole('button', { name: 'Send Test Email' }).click();
      await expect(page.getByText(`Test email sent successfully to ${DEMO_ADMIN.email}`)).toBeVisible({ timeout: 30_000 });
      expect(sink.received.some((mail) => mail.to.includes(DEMO_ADMIN.email) && mail.raw.includes('Clubhouse test email'))).toBe(true);

      sink.rejectNext(1);
      await page.getByRole('button', { name: 'Send Test Email' }).click();
      await expect(page.getByText(/^Failed to send test email: .+/)).toBeVisible({ timeout: 30_000 });
    } finally {
      await sink.close();
    }
  });
});
