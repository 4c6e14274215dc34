import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorDb } from './support/admin-sdk';
import { expect, signIn, test } from './support/fixtures';
import { makeActiveMember } from './support/members';
import { fillIn } from './support/forms';

test.describe('profile', () => {
  test('a member edits the profile; bad values are refused and change nothing', async ({ page }) => {
    const member = await makeActiveMember('Pat Profile');
    await signIn(page, member);
    await page.getByRole('link', { name: 'Edit Profile' }).first().click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Personal information' });
    await expect(form.getByLabel('Full Name')).toHaveValue('Pat Profile');
    await expect(form.getByLabel('Email')).toHaveValue(member.email);
    await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');

    // Bad values: inline messages, the first as a toast, nothing saved.
    await fillIn(form, { 'Full Name': '', Handicap: '54.5' });
    await form.getByLabel('Phone', { exact: true }).fill('not a phone');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Invalid phone number')).toBeVisible();
    await expect(form.getByText('Handicap must be between -10 and 54')).toBeVisible();
    await expect.poll(async () => (await emulatorDb().collection('profiles').doc(member.uid).get()).get('fullName')).toBe('Pat Profile');

    // Good values; an empty handicap and date of birth are saved as null.
    await fillIn(form, {
      'Full Name': 'Pat Profiled',
      Handicap: '',
      Nationality: 'Kenyan',
      'Emergency Contact Name': 'Sam Profiled',
    });
    await form.getByLabel('Phone', { exact: true }).fill('+971 52 222 3333');
    await form.getByLabel('T-Shirt Size').selectOption('XS');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    const saved = (await emulatorDb().collection('profiles').doc(member.uid).get()).data();
    expect(saved).toMatchObject({
      fullName: 'Pat Profiled',
      phone: '+971 52 222 3333',
      handicap: null,
      dateOfBirth: null,
      nationality: 'Kenyan',
      tshirtSize: 'XS',
      emergencyContactName: 'Sam Profiled',
      email: member.email,
      membershipFeePaid: true,
    });

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Handicap' }).getByRole('link', { name: 'Not Set' })).toHaveAttribute('href', '/profile');
  });

  test('a member changes the password and signs in with the new one', async ({ page }) => {
    const member = await makeActiveMember('Paula Password');
    await signIn(page, member);
    await page.goto('/profile');
    const card = page.getByRole('form', { name: 'Change password' });
    const button = card.getByRole('button', { name: 'Change Password' });
    await expect(button).toBeDisabled();
    await card.getByLabel('New Password').fill('changed-1');
    await expect(button).toBeDisabled();
    await card.getByLabel('Confirm Password').fill('changed-2');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(card.getByText('Passwords do not match')).toBeVisible();
    await card.getByLabel('New Password').fill('short');
    await card.getByLabel('Confirm Password').fill('short');
    await button.click();
    await expect(card.getByText('Password must be at least 6 characters')).toBeVisible();

    await card.getByLabel('New Password').fill('changed-1');
    await card.getByLabel('Confirm Password').fill('changed-1');
    await button.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await signIn(page, { email: member.email, password: 'changed-1' });
    await expect(page.getByRole('heading', { name: 'Welcome, Paula Password' })).toBeVisible();
  });

  test('a member changes the profile photo through the upload field; Back goes to the dashboard', async ({ page }) => {
    const member = await makeActiveMember('Ava Tarr');
    const avatar = join(tmpdir(), `profile-avatar-${Date.now()}.png`);
    // A 1x1 PNG.
    writeFileSync(
      avatar,
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    );
    await signIn(page, member);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Personal information' });
    await form.getByLabel('Profile Photo', { exact: true }).setInputFiles(avatar);
    await expect(form.getByRole('img', { name: 'Profile Photo preview' })).toHaveAttribute(
      'src',
      new RegExp(`avatars%2F${member.uid}%2Favatar\\.png`),
    );
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect
      .poll(async () => String((await emulatorDb().collection('profiles').doc(member.uid).get()).get('avatarUrl')))
      .toContain(`avatars%2F${member.uid}%2Favatar.png`);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('visitors are sent from /profile to /auth', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
