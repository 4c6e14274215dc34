import type { Page } from '@playwright/test';
import { emulatorDb } from './support/admin-sdk';
import { expect, test } from './support/fixtures';
import { makeMember, searchable } from './support/members';

async function openTab(page: Page) {
  await page.goto('/admin?tab=membership-fees');
  await expect(page.getByRole('heading', { name: 'Membership Fees' })).toBeVisible();
  await expect(page.getByText('Loading members...')).toHaveCount(0);
}

/** Narrows the fee list (a page at a time) to the members whose name has `word` (once the trigger made them findable). */
async function search(page: Page, word: string, ...uids: string[]) {
  for (const uid of uids) await searchable(uid);
  await page.getByLabel('Search members').fill(word);
  await expect(page.getByText('Loading members...')).toHaveCount(0);
}

async function expected() {
  const profiles = (await emulatorDb().collection('profiles').get()).docs.map((d) => d.data());
  const paid = profiles.filter((p) => p.membershipFeePaid === true);
  const revenue = paid.reduce((sum, p) => sum + (typeof p.membershipFeeAmount === 'number' ? p.membershipFeeAmount : 0), 0);
  return { total: profiles.length, paid: paid.length, unpaid: profiles.length - paid.length, revenue };
}

/** applyDefaultFee's answer: the functions emulator may first start a worker (many seconds on a loaded two-core machine). */
const CALLABLE = { timeout: 30_000 };

const aed = (n: number) => `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(n)} AED`;

test.describe('admin: membership fees', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('the four cards match the profiles', async ({ adminPage: page }) => {
    await openTab(page);
    const want = await expected();
    await expect(page.getByTestId('Total Members')).toHaveText(String(want.total));
    await expect(page.getByTestId('Paid')).toHaveText(String(want.paid));
    await expect(page.getByTestId('Unpaid')).toHaveText(String(want.unpaid));
    await expect(page.getByTestId('Total Revenue')).toHaveText(aed(want.revenue));
  });

  test('applying the default fee updates every unpaid member and no paid one', async ({ adminPage: page }) => {
    const unpaid = await makeMember(`Unpaid Tester ${Date.now()}`);
    const paid = await makeMember(`Paid Tester ${Date.now()}`, { membershipFeePaid: true, membershipFeeAmount: 300 });
    await openTab(page);
    await page.getByLabel('Default Fee (AED)').fill('525.5');
    await page.getByRole('button', { name: 'Apply to All Unpaid' }).click();
    await expect(page.getByText(/Default fee of 525\.5 AED applied to \d+ unpaid members/)).toBeVisible(CALLABLE);
    const db = emulatorDb();
    await expect.poll(async () => (await db.doc(`profiles/${unpaid.uid}`).get()).get('membershipFeeAmount')).toBe(525.5);
    await expect.poll(async () => (await db.doc(`profiles/${paid.uid}`).get()).get('membershipFeeAmount')).toBe(300);
    const stillOther = (await db.collection('profiles').where('membershipFeePaid', '==', false).get()).docs;
    expect(stillOther.every((d) => d.get('membershipFeeAmount') === 525.5)).toBe(true);
    // Put the season's default back for the other specs.
    await page.getByLabel('Default Fee (AED)').fill('500');
    await page.getByRole('button', { name: 'Apply to All Unpaid' }).click();
    await expect(page.getByText(/Default fee of 500 AED applied/)).toBeVisible(CALLABLE);
  });

  test('one fee is edited at a time, saved, and marked received', async ({ adminPage: page }) => {
    const stamp = Date.now();
    const member = await makeMember(`Fee Tester ${stamp}`, { membershipFeeAmount: 500 });
    const other = await makeMember(`Other Fee Tester ${stamp}`);
    await openTab(page);
    await search(page, String(stamp), member.uid, other.uid);
    const row = page.getByRole('listitem', { name: member.fullName, exact: true });
    await row.getByRole('button', { name: `Edit Fee for ${member.fullName}` }).click();
    await expect(row.getByLabel(`Fee for ${member.fullName} (AED)`)).toHaveValue('500');
    await page
      .getByRole('listitem', { name: other.fullName })
      .getByRole('button', { name: `Edit Fee for ${other.fullName}` })
      .click();
    await expect(row.getByLabel(`Fee for ${member.fullName} (AED)`)).toHaveCount(0);
    await page.getByRole('listitem', { name: other.fullName }).getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Edit Fee for ${member.fullName}` }).click();
    await row.getByLabel(`Fee for ${member.fullName} (AED)`).fill('612.25');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Fee for ${member.fullName} set to 612.25 AED`)).toBeVisible();
    await expect(row.getByText('612.25 AED')).toBeVisible();
    const db = emulatorDb();
    // The screen shows the write from the local cache first; the server has it a moment later.
    await expect.poll(async () => (await db.doc(`profiles/${member.uid}`).get()).get('membershipFeeAmount')).toBe(612.25);

    await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
    await row.getByRole('switch', { name: new RegExp(`Fee received.*${member.fullName}`) }).check({ force: true });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect.poll(async () => (await db.doc(`profiles/${member.uid}`).get()).get('membershipFeePaid')).toBe(true);
    const want = await expected();
    await expect(page.getByTestId('Total Revenue')).toHaveText(aed(want.revenue));
  });

  test('a fee left without a number is saved as 0', async ({ adminPage: page }) => {
    const member = await makeMember(`Blank Fee Tester ${Date.now()}`, { membershipFeeAmount: 500 });
    await openTab(page);
    await search(page, member.email, member.uid);
    const row = page.getByRole('listitem', { name: member.fullName, exact: true });
    await row.getByRole('button', { name: `Edit Fee for ${member.fullName}` }).click();
    const input = row.getByLabel(`Fee for ${member.fullName} (AED)`);
    // A number box keeps no letters: what it holds is empty, which is not a number.
    await input.fill('');
    await input.pressSequentially('abc');
    await expect(input).toHaveValue('');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Fee for ${member.fullName} set to 0 AED`)).toBeVisible();
    await expect(row.getByText('0 AED', { exact: true })).toBeVisible();
    await expect.poll(async () => (await emulatorDb().doc(`profiles/${member.uid}`).get()).get('membershipFeeAmount')).toBe(0);
  });

  test('the default fee button says "Applying..." until the callable answers', async ({ adminPage: page }) => {
    await openTab(page);
    // Hold the callable's request a moment (it still reaches the emulator), so the busy state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/applyDefaultFee', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Default Fee (AED)').fill('500');
    await page.getByRole('button', { name: 'Apply to All Unpaid' }).click();
    const busy = page.getByRole('button', { name: 'Applying...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByText(/Default fee of 500 AED applied to \d+ unpaid members/)).toBeVisible(CALLABLE);
    await expect(page.getByRole('button', { name: 'Apply to All Unpaid' })).toBeEnabled();
  });
});
