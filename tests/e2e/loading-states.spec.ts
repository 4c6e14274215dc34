/**
 * No false state while loading (issue 21, part 0): with Firestore's (or
 * Auth's) answers held back, as on a slow link, a signed-in paid member's
 * dashboard, /join and navigation show placeholders, never "Pending",
 * "Not Set", "An admin assigns teams" or "Sign In"; once the answers arrive,
 * the real values.
 */
import type { Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { emulatorDb } from './support/admin-sdk';
import {
  AUTH_REQUESTS,
  FIRESTORE_REQUESTS,
  cutFirestore,
  expect,
  holdRequests,
  projectContextOptions,
  test as base,
  type StorageState,
} from './support/fixtures';

/** The false answers a loading dashboard used to give a paid member on a team. */
const FALSE_ANSWERS = [
  'Pending',
  'Membership fee payment pending',
  'Not Set',
  'Add it on your profile',
  'An admin assigns teams',
  'No Team',
];

/**
 * The member's kept session (Auth's IndexedDB and the session hint) without
 * Firestore's persistent cache: a phone that has not read these documents yet.
 */
function sessionOnly(state: StorageState): StorageState {
  type Origin = StorageState['origins'][number] & { indexedDB?: { name: string }[] };
  return {
    cookies: state.cookies,
    origins: (state.origins as Origin[]).map((origin) => ({
      ...origin,
      indexedDB: origin.indexedDB?.filter((db) => db.name === 'firebaseLocalStorageDb'),
    })),
  };
}

/** A page with the demo member's session and no Firestore cache, closed after the test. */
const test = base.extend<{ coldMemberPage: Page }>({
  coldMemberPage: async ({ browser, memberState }, use, testInfo) => {
    const context = await browser.newContext({ ...projectContextOptions(testInfo), storageState: sessionOnly(memberState) });
    try {
      await use(await context.newPage());
    } finally {
      await context.close();
    }
  },
});

/** Records, from the first paint on, whether the main navigation ever showed a visible "Sign In". */
async function watchForSignIn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { signInSeen: boolean };
    w.signInSeen = false;
    const check = () => {
      for (const a of Array.from(document.querySelectorAll('nav[aria-label="Main"] a'))) {
        if (a.textContent?.trim() !== 'Sign In') continue;
        const style = getComputedStyle(a);
        const box = a.getBoundingClientRect();
        if (style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0) w.signInSeen = true;
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('DOMContentLoaded', check);
  });
}

const signInSeen = (page: Page) => page.evaluate(() => (window as unknown as { signInSeen: boolean }).signInSeen);

/** Stays true for a while: a placeholder, not a flash before the answer. */
async function holdsFor(ms: number, check: () => Promise<void>): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await check();
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe('no false state while loading', () => {
  test('the dashboard before its reads answer: busy cards, no false answer; then the real values', async ({ coldMemberPage: page }) => {
    const db = emulatorDb();
    const teamId = String((await db.collection('teamMembers').doc(DEMO_MEMBER.uid).get()).get('teamId'));
    const teamName = String((await db.collection('teams').doc(teamId).get()).get('name'));
    await watchForSignIn(page);
    const release = await holdRequests(page, FIRESTORE_REQUESTS);

    await page.goto('/dashboard');
    // The session is known (the member layout let the page in); the profile is not.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    const membership = page.getByRole('region', { name: 'Membership' });
    const handicap = page.getByRole('region', { name: 'Handicap' });
    const team = page.getByRole('region', { name: 'My Team', exact: true });
    await holdsFor(2000, async () => {
      for (const card of [membership, handicap, team, page.getByRole('region', { name: 'My Events' })]) {
        await expect(card).toHaveAttribute('aria-busy', 'true');
        await expect(card.getByText('Loading', { exact: true })).toBeAttached();
      }
      for (const text of FALSE_ANSWERS) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Team position' }).getByText('Unranked')).toHaveCount(0);
    });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await release();
    await expect(membership.getByText('Active', { exact: true })).toBeVisible();
    await expect(handicap.getByText('14.2')).toBeVisible();
    await expect(team.getByText(teamName)).toBeVisible();
    await expect(membership).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('region', { name: 'My Events' })).not.toHaveAttribute('aria-busy');
    for (const text of FALSE_ANSWERS) await expect(page.getByText(text, { exact: true })).toHaveCount(0);
    expect(await signInSeen(page)).toBe(false);
  });

  test("/join before the member's profile answers: Loading..., not the application; then Go to Dashboard", async ({
    coldMemberPage: page,
  }) => {
    await watchForSignIn(page);
    const release = await holdRequests(page, FIRESTORE_REQUESTS);

    await page.goto('/join');
    const loading = page.getByRole('button', { name: /Loading\.\.\./ });
    await expect(loading).toBeVisible();
    await holdsFor(2000, async () => {
      await expect(loading).toBeDisabled();
      await expect(page.getByText(/Complete Membership Application/)).toHaveCount(0);
      await expect(page.getByText(/Go to Dashboard/)).toHaveCount(0);
    });

    await release();
    await expect(page.getByText('Your membership is active!')).toBeVisible();
    await expect(page.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByText(/Complete Membership Application/)).toHaveCount(0);
    expect(await signInSeen(page)).toBe(false);
  });

  test("/join offline with the member's profile never read: the network message and Try again, not the application", async ({
    coldMemberPage: page,
  }) => {
    const reconnect = await cutFirestore(page);

    await page.goto('/join');
    await expect(page.getByRole('button', { name: /Loading\.\.\./ })).toBeVisible();
    const failure = page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection' });
    await expect(failure).toBeVisible();
    await expect(page.getByText(/Complete Membership Application/)).toHaveCount(0);

    await reconnect();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Your membership is active!')).toBeVisible();
  });

  test("the navigation while a member's session is restored: a busy placeholder as wide as the member's links, never Sign In", async ({
    coldMemberPage: page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await watchForSignIn(page);
    const release = await holdRequests(page, AUTH_REQUESTS);

    await page.goto('/news');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The bar's own (the small-screen menu, closed, holds another).
    const placeholder = nav.locator(':scope > [aria-busy="true"]');
    await expect(placeholder).toBeAttached();
    await expect(placeholder.getByText('Loading', { exact: true })).toBeAttached();
    const before = await placeholder.boundingBox();
    await holdsFor(1500, async () => {
      await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Join Now' })).toHaveCount(0);
    });

    await release();
    const signOut = nav.getByRole('button', { name: 'Sign Out' });
    await expect(signOut).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    // The member's links sit where the placeholder was, at its width: nothing moved.
    const after = await nav.getByRole('link', { name: 'Dashboard' }).boundingBox();
    const end = await signOut.boundingBox();
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    expect(end).not.toBeNull();
    if (before && after && end) {
      expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(end.x + end.width - (before.x + before.width))).toBeLessThanOrEqual(1);
    }
    expect(await signInSeen(page)).toBe(false);
  });
});
