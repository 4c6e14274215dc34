import { DEMO_ADMIN, DEMO_MEMBER } from '../../scripts/seed/accounts';
import { expect, signIn, test } from './support/fixtures';

test.describe('sign in and the gates', () => {
  test('a member signs in, sees the member dashboard and signs out', async ({ page }) => {
    await signIn(page, DEMO_MEMBER);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_MEMBER.fullName}` })).toBeVisible();
    await expect(page.getByText('Member Dashboard')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  });

  test('a wrong password is refused with the spec message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(DEMO_MEMBER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the admin sees the admin label and the link to the panel', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });

  test('signed-out visitors are sent from /dashboard to /auth', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('a visitor opening /admin is turned away and never sees the panel', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Admin Panel')).toHaveCount(0);
  });

  test('a member opening /admin is sent to the dashboard', async ({ memberPage: page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Member Dashboard')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  });
});
