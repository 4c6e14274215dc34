import { readAs } from './support/admin-sdk';
import { expect, signIn, test } from './support/fixtures';
import { makeActiveMember } from './support/members';

/**
 * Issue 20 on the profile: the member's private calendar address (created on
 * demand, copied, replaced: the old address then answers 404 like any unknown
 * one) and the mail switches (kept in Firestore, still off after a reload).
 */

/** A callable's answer: the functions emulator may first start a worker, slow on a loaded machine. */
const CALLABLE = { timeout: 30_000 };
const FEED = /^http:\/\/127\.0\.0\.1:4173(\/calendar\/[A-Za-z0-9_-]{32}\.ics)$/;

test.describe('profile: calendar address and mail switches', () => {
  test('the calendar address is created, copied and replaced; the old one then answers 404', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await makeActiveMember('Cal Endar');
    await signIn(page, member);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Create my calendar address' }).click();
    await expect(page.getByText('Calendar address created')).toBeVisible(CALLABLE);

    const address = page.getByRole('textbox', { name: 'Calendar address' });
    await expect(address).toHaveValue(FEED);
    const first = (await address.inputValue()).replace(/^http:\/\/127\.0\.0\.1:4173/, '');
    expect((await readAs('calendarTokens', `calendarTokens/${member.uid}`))?.token).toBe(first.slice('/calendar/'.length, -'.ics'.length));
    await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `webcal://127.0.0.1:4173${first}`);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://127.0.0.1:4173${first}`);

    const served = await request.get(first);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await served.text()).toContain('BEGIN:VCALENDAR');

    await page.getByRole('button', { name: 'Replace address' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Replace your calendar address?' });
    await confirm.getByRole('button', { name: 'Replace address' }).click();
    await expect(page.getByText('Calendar address replaced')).toBeVisible(CALLABLE);
    await expect(address).not.toHaveValue(`http://127.0.0.1:4173${first}`);
    await expect(address).toHaveValue(FEED);
    const second = (await address.inputValue()).replace(/^http:\/\/127\.0\.0\.1:4173/, '');

    const old = await request.get(first);
    expect(old.status()).toBe(404);
    expect(await old.text()).toBe('Not found');
    expect((await request.get(second)).status()).toBe(200);
  });

  test('a mail switch turned off stays off after a reload, and the preference is in Firestore', async ({ page }) => {
    const member = await makeActiveMember('Quinn Quiet');
    await signIn(page, member);
    await page.goto('/profile');
    const reminders = page.getByRole('switch', { name: /^Reminder emails/ });
    const confirmations = page.getByRole('switch', { name: /^Confirmation emails/ });
    await expect(reminders).toBeChecked();
    await expect(confirmations).toBeChecked();
    await page.getByText('Reminder emails the day before an event', { exact: true }).click();
    await expect(page.getByText('Email preferences saved')).toBeVisible();
    await expect(reminders).not.toBeChecked();
    await expect
      .poll(async () => (await readAs('profiles', `profiles/${member.uid}`))?.emailPreferences)
      .toEqual({
        confirmations: true,
        reminders: false,
      });

    await page.reload();
    await expect(page.getByRole('switch', { name: /^Reminder emails/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /^Confirmation emails/ })).toBeChecked();
  });
});
