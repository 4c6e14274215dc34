import type { Page } from '@playwright/test';
import { emulatorDb } from './support/admin-sdk';
import { expect, test } from './support/fixtures';
import { makeMember } from './support/members';

/** A 1x1 PNG, uploaded as a team logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function openTab(page: Page) {
  await page.goto('/admin?tab=teams');
  await expect(page.getByRole('heading', { name: 'Manage Teams' })).toBeVisible();
  await expect(page.getByText('Loading teams...')).toHaveCount(0);
}

async function makeTeam(name: string): Promise<string> {
  const id = `e2e-team-${Date.now()}`;
  await emulatorDb().doc(`teams/${id}`).set({
    name,
    color: '#224466',
    logoUrl: '',
    description: 'Made by a test',
    captainId: null,
    isGuest: false,
    totalPoints: 0,
    memberCount: 0,
  });
  return id;
}

test.describe('admin: manage teams', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('assigning needs both a member and a team', async ({ adminPage: page }) => {
    const member = await makeMember(`Half Choice ${Date.now()}`);
    await openTab(page);
    await page.getByRole('button', { name: 'Assign to Team' }).click();
    await expect(page.getByText('Please select both a member and a team').first()).toBeVisible();
    // A member without a team is still refused, and nothing is written.
    await page.getByLabel('Member', { exact: true }).selectOption({ label: `${member.fullName} (no team)` });
    await page.getByRole('button', { name: 'Assign to Team' }).click();
    const field = (name: string) => page.getByRole('group').filter({ has: page.getByRole('combobox', { name, exact: true }) });
    await expect(field('Team').getByText('Please select both a member and a team')).toBeVisible();
    await expect(field('Member').getByText('Please select both a member and a team')).toHaveCount(0);
    await expect(page.getByText('Member assigned to team')).toHaveCount(0);
    await expect.poll(async () => (await emulatorDb().doc(`teamMembers/${member.uid}`).get()).exists).toBe(false);
  });

  test('every team shows its members out of 4', async ({ adminPage: page }) => {
    await openTab(page);
    const team = page.getByRole('article', { name: 'Desert Eagles' });
    const count = (await emulatorDb().collection('teamMembers').where('teamId', '==', 'desert-eagles').get()).size;
    await expect(team.getByText(`${count}/4 members`)).toBeVisible();
  });

  test('assign a member, make them captain, remove them: the captain is cleared', async ({ adminPage: page }) => {
    const teamName = `Wadi Wanderers ${Date.now() % 100000}`;
    const teamId = await makeTeam(teamName);
    const member = await makeMember(`Roster Tester ${Date.now()}`);
    const db = emulatorDb();
    await openTab(page);

    await page.getByLabel('Member', { exact: true }).selectOption({ label: `${member.fullName} (no team)` });
    await page.getByLabel('Team', { exact: true }).selectOption(teamId);
    await page.getByRole('button', { name: 'Assign to Team' }).click();
    await expect(page.getByText('Member assigned to team')).toBeVisible();
    const card = page.getByRole('article', { name: teamName });
    await expect(card.getByRole('list', { name: `Members of ${teamName}` })).toContainText(member.fullName);
    await expect.poll(async () => (await db.doc(`teamMembers/${member.uid}`).get()).get('teamId')).toBe(teamId);
    await expect.poll(async () => (await db.doc(`teams/${teamId}`).get()).get('memberCount')).toBe(1);
    await expect(card.getByText('1/4 members')).toBeVisible();

    await card.getByRole('button', { name: `Edit ${teamName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${teamName}` });
    await dialog.getByLabel('Description').fill('Sand-wedge specialists.');
    await dialog.getByLabel('Captain').selectOption({ label: member.fullName });
    await dialog.getByLabel('Team logo', { exact: true }).setInputFiles({ name: 'wadi.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Team logo preview' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Team' }).click();
    await expect(page.getByText('Team updated')).toBeVisible();
    const saved = await db.doc(`teams/${teamId}`).get();
    expect(saved.get('description')).toBe('Sand-wedge specialists.');
    expect(saved.get('captainId')).toBe(member.uid);
    expect(String(saved.get('logoUrl'))).toMatch(/^https?:\/\/.+team-logos/);
    await expect(card.getByText('Captain', { exact: true })).toBeVisible();
    await expect(card.locator('img').first()).toHaveAttribute('src', String(saved.get('logoUrl')));

    await card.getByRole('button', { name: `Remove ${member.fullName} from ${teamName}` }).click();
    await expect(page.getByText(`${member.fullName} removed from ${teamName}`)).toBeVisible();
    await expect.poll(async () => (await db.doc(`teamMembers/${member.uid}`).get()).exists).toBe(false);
    await expect.poll(async () => (await db.doc(`teams/${teamId}`).get()).get('captainId')).toBeNull();
    await expect.poll(async () => (await db.doc(`teams/${teamId}`).get()).get('memberCount')).toBe(0);
  });

  test('a bad colour and an empty name are refused, nothing changes', async ({ adminPage: page }) => {
    const teamName = `Colour Check ${Date.now() % 100000}`;
    const teamId = await makeTeam(teamName);
    await openTab(page);
    await page
      .getByRole('article', { name: teamName })
      .getByRole('button', { name: `Edit ${teamName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit ${teamName}` });
    await dialog.getByLabel('Team name').fill('');
    await dialog.getByLabel('Colour').fill('blue');
    await dialog.getByRole('button', { name: 'Save Team' }).click();
    await expect(page.getByText('color: Colour must be a hex colour like #1A2B3C')).toBeVisible();
    await expect(page.getByText('name: Team name is required')).toBeVisible();
    await expect.poll(async () => (await emulatorDb().doc(`teams/${teamId}`).get()).get('color')).toBe('#224466');
  });
});
