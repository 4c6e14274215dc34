import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb } from './support/admin-sdk';
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/members';

// A 1x1 PNG for the avatar.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function fillRequired(page: Page, values: { email: string; password: string; fullName: string; phone: string }) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(values.email);
  await page.getByLabel('Password', { exact: false }).first().fill(values.password);
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(values.fullName);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(values.phone);
}

test.describe('sign up', () => {
  test('a visitor signs up with an avatar and optional fields: profile, public card and admin mail', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('signup');
    const fullName = `Nadia Fairway ${Date.now() % 100000}`;
    const avatar = join(tmpdir(), `avatar-${Date.now()}.png`);
    writeFileSync(avatar, PNG);

    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await fillRequired(page, { email, password: 'secret-123', fullName, phone: '+971 55 765 4321' });
    await page.getByLabel('Date of Birth').fill('1990-04-12');
    await page.getByLabel('Nationality').fill('Jordanian');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Handicap').fill('12.3');
    await page.getByLabel('Golf Club Membership').fill('Emirates Golf Club');
    await page.getByLabel('EGF/GHIN Number').fill('GHIN-99881');
    const team = page.getByLabel('Preferred Team');
    await expect(team.locator('option', { hasText: /members?\)$/ }).first()).toBeAttached();
    const teamOption = team.locator('option', { hasText: /members?\)$/ }).first();
    const teamId = await teamOption.getAttribute('value');
    await team.selectOption(teamId ?? '');
    await page.getByLabel('T-Shirt Size').selectOption('L');
    await page.getByLabel('Emergency Contact Name').fill('Omar Fairway');
    await page.getByLabel('Emergency Contact Phone').fill('+971 50 000 1111');
    await page.getByLabel('Dietary Requirements').fill('Vegetarian');
    await page.getByLabel('Profile Photo').setInputFiles(avatar);
    await page.getByText('I accept the terms and conditions').click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Account created successfully! Membership fee: 500 AED')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${fullName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membership' }).getByText('Pending', { exact: true })).toBeVisible();

    const db = emulatorDb();
    const profiles = await db.collection('profiles').where('email', '==', email).get();
    expect(profiles.size).toBe(1);
    const profile = profiles.docs[0]!;
    const data = profile.data();
    expect(data).toMatchObject({
      fullName,
      phone: '+971 55 765 4321',
      nationality: 'Jordanian',
      gender: 'female',
      handicap: 12.3,
      tshirtSize: 'L',
      golfClubMembership: 'Emirates Golf Club',
      egfGhinNumber: 'GHIN-99881',
      emergencyContactName: 'Omar Fairway',
      dietaryRequirements: 'Vegetarian',
      preferredTeamId: teamId,
      membershipStatus: 'pending',
      membershipFeePaid: false,
      membershipFeeAmount: null,
      membershipExpiry: null,
      isGuest: false,
    });
    expect(String(data.avatarUrl)).toContain(`avatars%2F${profile.id}%2Favatar.png`);
    expect(data.dateOfBirth).not.toBeNull();

    // The public card (functions) carries no email or phone.
    await expect
      .poll(async () => (await db.collection('members').doc(profile.id).get()).data()?.fullName, { timeout: 20_000 })
      .toBe(fullName);
    const card = (await db.collection('members').doc(profile.id).get()).data() ?? {};
    expect(Object.keys(card)).not.toContain('email');
    expect(Object.keys(card)).not.toContain('phone');
    expect(JSON.stringify(card)).not.toContain(email);

    // The admins are told (the sign-up trigger).
    await expect
      .poll(async () => (await db.collection('mail').where('subject', '==', `New member sign-up: ${fullName}`).get()).size, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
  });

  test('each sign-up validation message is shown and nothing is created', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('form', { name: 'Sign up' }).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(page.getByRole('form', { name: 'Sign up' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // The preferred team list: every league team with its member count.
    const teams = (await emulatorDb().collection('teams').where('isGuest', '==', false).get()).docs
      .map((d) => ({ name: String(d.get('name')), count: Number(d.get('memberCount')) }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((t) => `${t.name} (${t.count} ${t.count === 1 ? 'member' : 'members'})`);
    expect(teams.length).toBeGreaterThan(0);
    await expect(page.getByLabel('Preferred Team').locator('option:not([value=""])')).toHaveText(teams);
    const submit = page.getByRole('button', { name: 'Create Account' });
    const form = page.getByRole('form', { name: 'Sign up' });
    const email = uniqueEmail('invalid');

    await submit.click();
    await expect(form.getByText('Please enter your full name')).toBeVisible();
    await expect(form.getByText('Please enter your phone number')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('Please accept the terms and conditions')).toBeVisible();

    await fillRequired(page, { email, password: '12345', fullName: 'Val Idation', phone: 'call me' });
    await page.getByLabel('Handicap', { exact: true }).fill('60');
    await submit.click();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('Invalid phone number')).toBeVisible();
    await expect(form.getByText('Handicap must be between -10 and 54')).toBeVisible();

    await page.getByLabel('Date of Birth', { exact: true }).fill('2999-01-01');
    await submit.click();
    await expect(form.getByText('Date of birth cannot be in the future')).toBeVisible();

    // Sign-up offers t-shirt sizes S to XXL; an avatar that is not JPEG, PNG or WebP is refused.
    const sizes = await page
      .getByLabel('T-Shirt Size')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    await page.getByLabel('Profile Photo').setInputFiles({ name: 'avatar.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(form.getByText('Choose a JPEG, PNG or WebP image.')).toBeVisible();
    await expect(page).toHaveURL(/mode=signup/);
    await expect.poll(async () => (await emulatorDb().collection('profiles').where('email', '==', email).get()).size).toBe(0);
  });

  test('an email already in use gets a clear message', async ({ page }) => {
    await page.goto('/auth?mode=signup');
    await fillRequired(page, { email: DEMO_MEMBER.email, password: 'secret-123', fullName: 'Copy Cat', phone: '050 1234567' });
    await page.getByText('I accept the terms and conditions').click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('An account with this email already exists. Please sign in instead.')).toBeVisible();
    await expect(page).toHaveURL(/mode=signup/);
  });

  test('an avatar the storage refuses does not stop the sign-up', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('signup-noavatar');
    const fullName = `Sami Bunker ${Date.now() % 100000}`;
    const avatar = join(tmpdir(), `avatar-refused-${Date.now()}.png`);
    writeFileSync(avatar, PNG);
    // Cloud Storage answers every upload with a refusal (as its rules would).
    let refused = 0;
    await page.route(/\/v0\/b\/[^/]+\/o(\?|$)/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      refused += 1;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }),
      });
    });

    await page.goto('/auth?mode=signup');
    await fillRequired(page, { email, password: 'secret-123', fullName, phone: '+971 55 111 2222' });
    await page.getByLabel('Profile Photo').setInputFiles(avatar);
    await page.getByText('I accept the terms and conditions').click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Account created successfully! Membership fee: 500 AED')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(refused).toBeGreaterThan(0);
    const profiles = await emulatorDb().collection('profiles').where('email', '==', email).get();
    expect(profiles.size).toBe(1);
    expect(profiles.docs[0]?.get('fullName')).toBe(fullName);
    expect(profiles.docs[0]?.get('avatarUrl')).toBe('');
  });
});
