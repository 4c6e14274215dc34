import type { Page } from '@playwright/test';
import { adminAuth, emulatorDb } from './support/admin-sdk';
import { expect, signIn, test } from './support/fixtures';
import { makeActiveMember, uniqueEmail } from './support/members';

/**
 * /profile's states the main profile spec does not reach: no profile to show,
 * one that cannot be read, and nothing at all while auth loads or redirects.
 */

/**
 * Records, from the first byte of every page of this context, whether an element
 * matching `selector` (with exactly `text`, when given) was ever in the document.
 */
async function watchFor(page: Page, key: string, selector: string, text?: string): Promise<() => Promise<boolean>> {
  await page.addInitScript(
    ({ key, selector, text }) => {
      const seen = ((window as unknown as { __seen?: Record<string, boolean> }).__seen ??= {});
      seen[key] ??= false;
      const check = () => {
        if (Array.from(document.querySelectorAll(selector)).some((el) => text === undefined || el.textContent?.trim() === text))
          seen[key] = true;
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    },
    { key, selector, text },
  );
  return () => page.evaluate((k) => (window as unknown as { __seen?: Record<string, boolean> }).__seen?.[k] === true, key);
}

async function expectNoProfileForm(page: Page) {
  await expect(page.getByRole('form', { name: 'Personal information' })).toHaveCount(0);
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByText('Loading profile...')).toHaveCount(0);
}

test.describe('profile states', () => {
  test('a member whose profile document is missing sees "Failed to load profile" and no form', async ({ page }) => {
    const email = uniqueEmail('noprofile');
    const user = await adminAuth().createUser({ email, password: 'no-profile-1', displayName: 'Nora Noprofile' });
    try {
      expect((await emulatorDb().doc(`profiles/${user.uid}`).get()).exists).toBe(false);
      await signIn(page, { email, password: 'no-profile-1' });
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
      await expect(page.getByText('Failed to load profile', { exact: true })).toBeVisible();
      await expectNoProfileForm(page);
    } finally {
      await adminAuth().deleteUser(user.uid);
    }
  });

  test('a profile document that cannot be read shows "Failed to load profile" with Try again, and no form', async ({ page }) => {
    const member = await makeActiveMember('Bea Broken');
    const ref = emulatorDb().doc(`profiles/${member.uid}`);
    try {
      await signIn(page, member);
      // A value the stored shape refuses (written past the rules): the read is a failure, not a form of wrong values.
      await ref.update({ handicap: 'scratch' });
      await page.goto('/profile');
      const failure = page.getByRole('alert').filter({ hasText: 'Failed to load profile' });
      await expect(failure).toBeVisible();
      await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoProfileForm(page);
    } finally {
      await ref.delete();
      await adminAuth().deleteUser(member.uid);
    }
  });

  test('a visitor opening /profile is sent to /auth and no profile screen is ever rendered', async ({ page }) => {
    const formsSeen = await watchFor(page, 'forms', 'form[aria-label="Personal information"], form[aria-label="Change password"]');
    const headingSeen = await watchFor(page, 'heading', 'h1', 'My Profile');
    const signInSeen = await watchFor(page, 'sign-in', 'form[aria-label="Sign in"]');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The watcher works (it saw the sign-in form arrive); it never saw the profile's heading or forms.
    expect(await signInSeen()).toBe(true);
    expect(await headingSeen()).toBe(false);
    expect(await formsSeen()).toBe(false);
  });

  test('a signed-in member opening /profile never sees the sign-in form on the way', async ({ memberPage: page }) => {
    const signInEverSeen = await watchFor(page, 'sign-in', 'form[aria-label="Sign in"]');
    await page.goto('/profile');
    await expect(page.getByRole('form', { name: 'Personal information' })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    expect(await signInEverSeen()).toBe(false);
  });
});
