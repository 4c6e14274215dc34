/**
 * Admin lists that page (issue 31 part 3): Manage Members, Edit Members and
 * Membership Fees read a page of members at a time, the search and the status
 * filter are answered by the server, every member is reached with "Load more",
 * and the export still writes every member (and says how many). The seeded
 * season (46 members) gets 60 more here, so each list has several pages.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { emulatorDb } from './support/admin-sdk';
import { expect as baseExpect, test } from './support/fixtures';
import { profileFor } from '../support/builders';
import { searchable } from './support/members';

// Each page is a live read of profiles and their team memberships: seconds on a loaded two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const EXTRA = 60;
const PREFIX = 'Pager Tester';
const uidOf = (i: number) => `e2e-pager-${String(i).padStart(3, '0')}`;
const nameOf = (i: number) => `${PREFIX} ${String(i).padStart(3, '0')}`;

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin?tab=${tab}`);
  // A loaded two-core machine: the first read of a tab may take many seconds.
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Loading members...')).toHaveCount(0, { timeout: 30_000 });
}

const profileCount = async () => (await emulatorDb().collection('profiles').count().get()).data().count;

test.describe('admin: member lists a page at a time', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const db = emulatorDb();
    await Promise.all(
      Array.from({ length: EXTRA }, (_, i) =>
        db
          .doc(`profiles/${uidOf(i)}`)
          .set(profileFor(`${uidOf(i)}@example.com`, { fullName: nameOf(i), membershipStatus: i === 7 ? 'active' : 'pending' })),
      ),
    );
    // The profile trigger makes each findable (searchTerms); the last one written is waited for too.
    for (let i = 0; i < EXTRA; i++) await searchable(uidOf(i), 180_000);
  });

  test('Manage Members shows a page of cards, "Load more" reaches the next, the search and the status filter ask the server', async ({
    adminPage: page,
  }) => {
    const total = await profileCount();
    expect(total).toBeGreaterThan(2 * 24);
    await openTab(page, 'members', 'Manage Members');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(page.getByText('Showing the first 24 members')).toBeVisible();
    await page.getByRole('button', { name: 'Load more members' }).click();
    await expect(cards).toHaveCount(48);
    // Every member is reachable, a page at a time (the button reads "Loading..." while a page answers).
    for (let shown = 48; shown < total; shown += 24) {
      await page.getByRole('button', { name: 'Load more members' }).click();
      await expect(cards).toHaveCount(Math.min(shown + 24, total));
    }
    await expect(cards).toHaveCount(total);
    await expect(page.getByText(`Showing all ${total} members`)).toBeVisible();

    // A word of the name, a name prefix, an email: the server answers with the matches only.
    await page.getByLabel('Search members').fill('pager tester 05');
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('article', { name: nameOf(55) })).toBeVisible();
    await page.getByLabel('Search members').fill('tester 012');
    await expect(cards).toHaveCount(1);
    await page.getByLabel('Search members').fill(`${uidOf(31)}@example.com`);
    await expect(page.getByRole('article', { name: nameOf(31) })).toBeVisible();
    await expect(cards).toHaveCount(1);

    // The status filter, with the search: the one active pager.
    await page.getByLabel('Search members').fill('pager');
    await expect(cards).toHaveCount(24);
    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('article', { name: nameOf(7) })).toBeVisible();
  });

  test('the export writes every member, not the page shown, and says how many', async ({ adminPage: page }) => {
    await openTab(page, 'members', 'Manage Members');
    await expect(page.getByRole('article')).toHaveCount(24);
    const total = await profileCount();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    await expect(page.getByText(`Exported ${total} members`)).toBeVisible();
    const rows = text.slice(1).split('\r\n').slice(1);
    expect(rows).toHaveLength(total);
    for (const i of [0, 31, EXTRA - 1]) expect(text).toContain(`${uidOf(i)}@example.com`);
  });

  test('Edit Members and Membership Fees page and search the same way', async ({ adminPage: page }) => {
    await openTab(page, 'member-edit', 'Edit Members');
    const list = page.getByRole('list', { name: 'Members' });
    await expect(list.getByRole('button')).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more members' }).click();
    await expect(list.getByRole('button')).toHaveCount(50);
    await page.getByLabel('Search members').fill('pager tester 04');
    await expect(list.getByRole('button')).toHaveCount(10);

    await openTab(page, 'membership-fees', 'Membership Fees');
    await expect(page.getByTestId('Total Members')).toHaveText(String(await profileCount()));
    const fees = page.getByRole('list', { name: 'Member fees' }).getByRole('listitem');
    await expect(fees).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more members' }).click();
    await expect(fees).toHaveCount(50);
    await page.getByLabel('Search members').fill('pager tester 02');
    await expect(fees).toHaveCount(10);
    await page.getByLabel('Fee', { exact: true }).selectOption('paid');
    await expect(page.getByText('No members match your search.')).toBeVisible();
  });
});
