import type { Page } from '@playwright/test';
import { HOSTS } from '../../scripts/lib/emulators';
import { PROJECT_ID } from '../../scripts/lib/run';
import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-sdk';
import { makeActiveMember, resetCodes, uniqueEmail } from './support/members';

/**
 * The Auth screens when the network fails or a link is bad. A fault is a real
 * aborted request (page.route) to the Auth emulator: nothing of Firebase is mocked.
 */

const NETWORK = 'Network error. Please check your connection';

/** Aborts every request to the Auth emulator's `accounts:<method>`, counting them, until `restore()`. */
async function abortAuth(page: Page, method: string) {
  const url = new RegExp(`^http://${HOSTS.auth.replace(/\./g, '\\.')}/identitytoolkit\\.googleapis\\.com/v1/accounts:${method}\\b`);
  const fault = { aborted: 0, restore: () => page.unroute(url) };
  await page.route(url, async (route) => {
    fault.aborted += 1;
    await route.abort('internetdisconnected');
  });
  return fault;
}

/** Asks the Auth emulator for a password reset email (as the Forgot password screen does) and returns its code. */
async function resetCodeFor(email: string): Promise<string> {
  const response = await fetch(`http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
  });
  expect(response.ok).toBe(true);
  const code = (await resetCodes(email)).at(-1);
  if (!code) throw new Error(`no reset code for ${email} in project ${PROJECT_ID}`);
  return code;
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

test.describe('auth screens under faults', () => {
  test('forgot password: a failed request says "Failed to send reset email" and claims nothing was sent', async ({ page }) => {
    const member = await makeActiveMember('Fay Fault');
    const before = (await resetCodes(member.email)).length;
    const fault = await abortAuth(page, 'sendOobCode');
    await page.goto('/auth?mode=forgot');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Failed to send reset email')).toBeVisible();
    await expect(page.getByText(NETWORK)).toBeVisible();
    expect(fault.aborted).toBeGreaterThan(0);
    await expect(page.getByText('Password reset email sent! Check your inbox.')).toHaveCount(0);
    await expect(page.getByText('If an account exists for this email, a reset link is on its way.')).toHaveCount(0);
    expect((await resetCodes(member.email)).length).toBe(before);

    // With the network back, the same address gets the same answer as an unknown one would.
    await fault.restore();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
    await expect(page.getByText('If an account exists for this email, a reset link is on its way.')).toBeVisible();
    await expect.poll(async () => (await resetCodes(member.email)).length).toBe(before + 1);
  });

  test('forgot password for an unknown address: the same answer, and no code is made', async ({ page }) => {
    const email = uniqueEmail('nobody-here');
    await page.goto('/auth?mode=forgot');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
    await expect(page.getByText('If an account exists for this email, a reset link is on its way.')).toBeVisible();
    await expect(page.getByText('Failed to send reset email')).toHaveCount(0);
    expect(await resetCodes(email)).toEqual([]);
  });

  test('sign in: a network failure shows the clear network message and stays on /auth', async ({ page }) => {
    const member = await makeActiveMember('Nell Network');
    const fault = await abortAuth(page, 'signInWithPassword');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: NETWORK })).toBeVisible();
    await expect(page.getByText('Authentication failed')).toBeVisible();
    expect(fault.aborted).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  });

  test('sign up: a network failure shows the clear network message and creates no account', async ({ page }) => {
    const email = uniqueEmail('signup-fault');
    const fault = await abortAuth(page, 'signUp');
    await page.goto('/auth?mode=signup');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: false }).first().fill('secret-123');
    await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Otto Offline');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+971 55 000 9999');
    await page.getByText('I accept the terms and conditions').click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Authentication failed')).toBeVisible();
    await expect(page.getByText(NETWORK)).toBeVisible();
    expect(fault.aborted).toBeGreaterThan(0);
    await expect(page).toHaveURL(/mode=signup/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    const lookup = await adminAuth()
      .getUserByEmail(email)
      .then(
        () => 'exists',
        (error: { code?: string }) => error.code,
      );
    expect(lookup).toBe('auth/user-not-found');
  });

  test('set new password: a made-up link gets the clear invalid-link message', async ({ page }) => {
    await page.goto('/auth?mode=resetPassword&oobCode=not-a-real-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await fillNewPassword(page, 'never-set-1');
    await expect(page.getByText('Failed to reset password')).toBeVisible();
    await expect(page.getByText('This reset link is invalid or has already been used. Please request a new one.')).toBeVisible();
    await expect(page.getByText('Password updated successfully! You can now sign in.')).toHaveCount(0);
    await expect(page).toHaveURL(/oobCode=not-a-real-code/);
  });

  test('set new password: any other failure says "Failed to reset password", and the link still works afterwards', async ({ page }) => {
    const member = await makeActiveMember('Reese Retry');
    const code = await resetCodeFor(member.email);
    const fault = await abortAuth(page, 'resetPassword');
    await page.goto(`/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await fillNewPassword(page, 'after-fault-1');
    await expect(page.getByText('Failed to reset password')).toBeVisible();
    await expect(page.getByText(NETWORK)).toBeVisible();
    expect(fault.aborted).toBeGreaterThan(0);
    await expect(page.getByText(/This reset link/)).toHaveCount(0);

    await fault.restore();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully! You can now sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
