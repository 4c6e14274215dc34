import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { adminAuth, emulatorDb } from './support/admin-sdk';
import { expect, signIn, test } from './support/fixtures';
import { teamFor } from '../support/builders';
import { makeMember, searchable, type TestMember } from './support/members';

async function openTab(page: Page, tab: 'members' | 'member-edit', heading: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText('Loading members...')).toHaveCount(0);
}

async function findCard(page: Page, member: TestMember) {
  await searchable(member.uid);
  await page.getByLabel('Search members').fill(member.email);
  const card = page.getByRole('article', { name: member.fullName });
  await expect(card).toBeVisible();
  return card;
}

/** A callable's answer (setAdmin, resetMemberPassword, deleteMember): the functions emulator may first start a worker (many seconds on a loaded two-core machine). */
const CALLABLE = { timeout: 30_000 };

const profile = async (uid: string) => (await emulatorDb().doc(`profiles/${uid}`).get()).data();

test.describe('admin: manage members', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('Export to CSV has 22 columns, fee and expiry included, one row per member', async ({ adminPage: page }) => {
    await openTab(page, 'members', 'Manage Members');
    const count = (await emulatorDb().collection('profiles').get()).size;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to CSV' }).click();
    const text = await readFile(await (await download).path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    expect(header).toHaveLength(22);
    expect(header).toContain('Membership Fee (AED)');
    expect(header).toContain('Membership Expiry');
    expect(lines.length - 1).toBe(count);
    expect(text).toContain('member@example.com');
  });

  test('grant and revoke admin', async ({ adminPage: page }) => {
    const member = await makeMember(`Grant Tester ${Date.now()}`);
    await openTab(page, 'members', 'Manage Members');
    const card = await findCard(page, member);
    await card.getByRole('button', { name: `Make Admin ${member.fullName}` }).click();
    await expect(page.getByText(`${member.fullName} is now an admin`)).toBeVisible(CALLABLE);
    await expect(card.getByText('Admin', { exact: true })).toBeVisible();
    await expect.poll(async () => (await emulatorDb().doc(`roles/${member.uid}`).get()).exists).toBe(true);
    await expect.poll(async () => (await adminAuth().getUser(member.uid)).customClaims?.admin).toBe(true);

    await card.getByRole('button', { name: `Remove Admin ${member.fullName}` }).click();
    await expect(page.getByText(`${member.fullName} is no longer an admin`)).toBeVisible(CALLABLE);
    await expect(card.getByText('Admin', { exact: true })).toHaveCount(0);
    await expect.poll(async () => (await emulatorDb().doc(`roles/${member.uid}`).get()).exists).toBe(false);
    await expect.poll(async () => (await adminAuth().getUser(member.uid)).customClaims?.admin).toBeUndefined();
  });

  test('set status active or expired, and toggle guest', async ({ adminPage: page }) => {
    const member = await makeMember(`Status Tester ${Date.now()}`);
    await openTab(page, 'members', 'Manage Members');
    const card = await findCard(page, member);
    await card.getByRole('button', { name: `Set Active ${member.fullName}` }).click();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect.poll(async () => (await profile(member.uid))?.membershipStatus).toBe('active');
    await card.getByRole('button', { name: `Set Expired ${member.fullName}` }).click();
    await expect(card.getByText('Expired', { exact: true })).toBeVisible();
    await expect.poll(async () => (await profile(member.uid))?.membershipStatus).toBe('expired');

    await card.getByRole('button', { name: `Make Guest ${member.fullName}` }).click();
    await expect(card.getByText('Guest', { exact: true })).toBeVisible();
    await expect.poll(async () => (await profile(member.uid))?.isGuest).toBe(true);
    await expect.poll(async () => (await emulatorDb().doc(`members/${member.uid}`).get()).get('isGuest')).toBe(true);
    await card.getByRole('button', { name: `Make Regular ${member.fullName}` }).click();
    await expect(card.getByText('Regular', { exact: true })).toBeVisible();
    await expect.poll(async () => (await profile(member.uid))?.isGuest).toBe(false);
  });

  test('a password reset lets the member sign in with the new password', async ({ adminPage: page, browser }) => {
    const member = await makeMember(`Reset Tester ${Date.now()}`);
    await openTab(page, 'members', 'Manage Members');
    const card = await findCard(page, member);
    await card.getByRole('button', { name: `Reset Password ${member.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByLabel('New password').fill('12345');
    await expect(dialog.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await dialog.getByLabel('New password').fill('fresh-start-9');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(`Password reset for ${member.fullName}`)).toBeVisible(CALLABLE);

    const context = await browser.newContext();
    await signIn(await context.newPage(), { email: member.email, password: 'fresh-start-9' });
    await context.close();
  });

  test('deleting a member leaves no trace', async ({ adminPage: page }) => {
    const member = await makeMember(`Delete Tester ${Date.now()}`);
    const db = emulatorDb();
    await db.doc(`teamMembers/${member.uid}`).set({ teamId: 'desert-eagles' });
    await expect.poll(async () => (await db.doc(`members/${member.uid}`).get()).get('teamId')).toBe('desert-eagles');
    await openTab(page, 'members', 'Manage Members');
    const card = await findCard(page, member);
    await card.getByRole('button', { name: `Delete ${member.fullName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Member' }).click();
    await expect(page.getByText('Member deleted')).toBeVisible(CALLABLE);
    await expect(page.getByRole('article', { name: member.fullName })).toHaveCount(0);

    await expect.poll(async () => (await db.doc(`profiles/${member.uid}`).get()).exists).toBe(false);
    await expect.poll(async () => (await db.doc(`teamMembers/${member.uid}`).get()).exists).toBe(false);
    await expect.poll(async () => (await db.doc(`members/${member.uid}`).get()).exists).toBe(false);
    await expect(adminAuth().getUser(member.uid)).rejects.toThrow();
  });

  test('the demo admin cannot demote or delete themself', async ({ adminPage: page }) => {
    await openTab(page, 'members', 'Manage Members');
    await page.getByLabel('Search members').fill('admin@example.com');
    const card = page.getByRole('article', { name: 'Omar Haddad' });
    await expect(card.getByRole('button', { name: 'Remove Admin Omar Haddad' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Delete Omar Haddad' })).toBeDisabled();
  });
});

test.describe('admin: edit members', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('the member list is at most 600 px high and scrolls, a page at a time; the search narrows it', async ({ adminPage: page }) => {
    const count = (await emulatorDb().collection('profiles').get()).size;
    await openTab(page, 'member-edit', 'Edit Members');
    const list = page.getByRole('list', { name: 'Members' });
    await expect(list.getByRole('button')).toHaveCount(Math.min(count, 25));
    const box = await list.evaluate((el) => ({ height: el.clientHeight, content: el.scrollHeight }));
    expect(box.height).toBeLessThanOrEqual(600);
    expect(box.content).toBeGreaterThan(box.height);
    await page.getByLabel('Search members').fill('zzz-nobody-by-this-name');
    await expect(list.getByRole('button')).toHaveCount(0);
    await expect(list.getByText('No members match your search.')).toBeVisible();
  });

  test('an admin edits profile, membership, team and captaincy; no longer captain clears the team captain', async ({ adminPage: page }) => {
    const member = await makeMember(`Editor Tester ${Date.now()}`);
    const db = emulatorDb();
    const teamId = `e2e-team-${Date.now()}`;
    await db.doc(`teams/${teamId}`).set(teamFor(`Edit Squad ${Date.now() % 100000}`, { color: '#123456' }));
    await openTab(page, 'member-edit', 'Edit Members');
    await searchable(member.uid);
    await page.getByLabel('Search members').fill(member.fullName);
    const list = page.getByRole('list', { name: 'Members' });
    await expect(list.getByRole('button')).toHaveCount(1);
    await list.getByRole('button', { name: new RegExp(member.fullName) }).click();

    await page.getByLabel('Handicap').fill('7.3');
    await page.getByLabel('Nationality').fill('Kenyan');
    await page.getByLabel('Membership status').selectOption('cancelled');
    await page.getByLabel('Membership fee (AED)').fill('450');
    await page.getByRole('switch', { name: 'Fee paid' }).check({ force: true });
    await page.getByLabel('Membership expiry').fill('2027-12-31');
    await page.getByLabel('Team', { exact: true }).selectOption(teamId);
    await page.getByRole('checkbox', { name: 'Team captain' }).check({ force: true });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${member.fullName} updated`)).toBeVisible();

    const saved = await profile(member.uid);
    expect(saved?.handicap).toBe(7.3);
    expect(saved?.nationality).toBe('Kenyan');
    expect(saved?.membershipStatus).toBe('cancelled');
    expect(saved?.membershipFeeAmount).toBe(450);
    expect(saved?.membershipFeePaid).toBe(true);
    expect(saved?.membershipExpiry).not.toBeNull();
    await expect.poll(async () => (await db.doc(`teamMembers/${member.uid}`).get()).get('teamId')).toBe(teamId);
    await expect.poll(async () => (await db.doc(`teams/${teamId}`).get()).get('captainId')).toBe(member.uid);
    await expect.poll(async () => (await db.doc(`members/${member.uid}`).get()).get('isCaptain')).toBe(true);

    await page.getByRole('checkbox', { name: 'Team captain' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`${member.fullName} updated`).first()).toBeVisible();
    await expect.poll(async () => (await db.doc(`teams/${teamId}`).get()).get('captainId')).toBeNull();
    await expect.poll(async () => (await db.doc(`teamMembers/${member.uid}`).get()).get('teamId')).toBe(teamId);
  });

  test('a bad value is refused with path: message and nothing changes', async ({ adminPage: page }) => {
    const member = await makeMember(`Invalid Tester ${Date.now()}`);
    await openTab(page, 'member-edit', 'Edit Members');
    await searchable(member.uid);
    await page.getByLabel('Search members').fill(member.fullName);
    await page
      .getByRole('list', { name: 'Members' })
      .getByRole('button', { name: new RegExp(member.fullName) })
      .click();
    await page.getByLabel('Handicap').fill('60');
    await page.getByLabel('Phone', { exact: true }).fill('call me');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Validation failed')).toBeVisible();
    await expect(page.getByText('handicap: Handicap must be between -10 and 54')).toBeVisible();
    await expect(page.getByText('phone: Invalid phone number')).toBeVisible();
    await expect.poll(async () => (await profile(member.uid))?.handicap).toBe(18.4);
  });
});
