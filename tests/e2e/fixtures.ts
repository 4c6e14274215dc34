import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../scripts/seed/accounts';

export interface Account {
  email: string;
  password: string;
}

/** Signs in through the real /auth screen and waits for the dashboard. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Pages already signed in as the demo admin or the demo member. */
export const test = base.extend<{ adminPage: Page; memberPage: Page }>({
  adminPage: async ({ page }, use) => {
    await signIn(page, DEMO_ADMIN);
    await use(page);
  },
  memberPage: async ({ page }, use) => {
    await signIn(page, DEMO_MEMBER);
    await use(page);
  },
});

export { expect };
