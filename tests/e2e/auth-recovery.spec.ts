import { expect, signIn, test } from './support/fixtures';
import { makeActiveMember, resetCodes, uniqueEmail } from './support/members';

test.describe('password recovery', () => {
  test('forgot password sends a code; the reset link sets a new password that signs in', async ({ page }) => {
    const member = await makeActiveMember('Rita Recovery');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

    await expect.poll(async () => (await resetCodes(member.email)).length).toBeGreaterThan(0);
    const code = (await resetCodes(member.email)).at(-1) ?? '';

    await page.goto(`/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-1');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('brand-new-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('form', { name: 'Set new password' }).getByText('Passwords do not match')).toBeVisible();

    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('form', { name: 'Set new password' }).getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-1');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('brand-new-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password updated successfully! You can now sign in.')).toBeVisible();

    // The used link cannot be used twice.
    await page.goto(`/auth?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('another-1');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('another-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Failed to reset password')).toBeVisible();
    await expect(page.getByText('This reset link is invalid or has already been used. Please request a new one.')).toBeVisible();

    await signIn(page, { email: member.email, password: 'brand-new-1' });
    await expect(page.getByRole('heading', { name: 'Welcome, Rita Recovery' })).toBeVisible();
  });

  test('an unknown address gets the same answer (no account is revealed)', async ({ page }) => {
    await page.goto('/auth?mode=forgot');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();
  });

  test('a recovery hash opens the set-new-password form', async ({ page }) => {
    await page.goto('/auth#type=recovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Confirm Password', exact: true })).toBeVisible();
  });
});
