/**
 * Issue 28, a tournament's groups: with six members registered on a
 * tournament played on a course, "Draw groups" makes two groups of three with
 * tee times and markers (the first of each); the admin moves a player, changes
 * a marker and a tee time, saves and publishes. The moved member's dashboard
 * (390 px) then shows their tee time, arrival, playing partners and marker.
 */
import type { Locator } from '@playwright/test';
import { tournamentRegistrationFor } from '../support/builders';
import { emulatorDb } from './support/admin-sdk';
import { NINE_HOLES, TEE } from './support/cards';
import { expect, projectContextOptions, signIn, test } from './support/fixtures';
import { makeActiveMember, makeTournament, type TestMember } from './support/members';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const NAMES = ['Gil First', 'Gwen Second', 'Gus Third', 'Gia Fourth', 'Gabe Fifth', 'Gert Sixth'];

const tournaments: string[] = [];
const courses: string[] = [];
test.afterAll(async () => {
  const db = emulatorDb();
  for (const id of tournaments.splice(0)) await db.recursiveDelete(db.doc(`tournaments/${id}`));
  for (const id of courses.splice(0)) await db.doc(`courses/${id}`).delete();
});

/** The group `n`'s card in the dialog (a list item named "Group n"). */
const groupCard = (dialog: Locator, n: number) => dialog.getByRole('listitem', { name: `Group ${n}`, exact: true });

test('Draw groups, move a player, change a marker and a time, publish: the member sees their tee time, partners and marker', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const db = emulatorDb();
  const stamp = Date.now();
  const players: TestMember[] = [];
  for (const name of NAMES) players.push(await makeActiveMember(`${name} ${stamp % 100000}`));
  const [p1, p2, p3, p4, p5, p6] = players as [TestMember, TestMember, TestMember, TestMember, TestMember, TestMember];

  const courseId = `e2e-groups-${stamp}`;
  await db.doc(`courses/${courseId}`).set({ name: `Groups Nine ${stamp}`, holes: NINE_HOLES, tees: [TEE] });
  courses.push(courseId);
  const name = `Groups Cup ${stamp}`;
  const tournamentId = await makeTournament(name, {
    date: new Date(),
    teeOffTime: '07:30',
    courseId,
    teeName: TEE.name,
    handicapAllowance: 95,
    registeredCount: players.length,
  });
  tournaments.push(tournamentId);
  // Registered in the order of NAMES (a second apart): the draw takes them in that order.
  const registered = db.batch();
  players.forEach((p, i) =>
    registered.set(
      db.doc(`tournaments/${tournamentId}/registrations/${p.uid}`),
      tournamentRegistrationFor(p, { handicap: 10 + i, registeredAt: new Date(stamp - (players.length - i) * 1000) }),
    ),
  );
  await registered.commit();

  await page.goto('/admin?tab=tournaments');
  await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();
  await page.getByRole('button', { name: `Groups of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Groups: ${name}` });
  await expect(dialog.getByText('6 registered · 0 groups')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('No groups yet: draw them, or add a group.')).toBeVisible();

  // The first draw: the tournament's tee-off first, 8 minutes apart, two groups of three, the first of each marks.
  await expect(dialog.getByLabel('First tee time')).toHaveValue('07:30');
  await dialog.getByRole('button', { name: 'Draw groups' }).click();
  await expect(dialog.getByText('6 registered · 2 groups')).toBeVisible();
  await expect(dialog.getByText('Unsaved changes')).toBeVisible();
  const g1 = groupCard(dialog, 1);
  const g2 = groupCard(dialog, 2);
  await expect(g1.getByLabel('Group 1 tee time')).toHaveValue('07:30');
  await expect(g2.getByLabel('Group 2 tee time')).toHaveValue('07:38');
  await expect(g1.getByRole('list', { name: 'Group 1 players' }).getByRole('listitem')).toHaveCount(3);
  await expect(g2.getByRole('list', { name: 'Group 2 players' }).getByRole('listitem')).toHaveCount(3);
  for (const p of [p1, p2, p3]) await expect(g1).toContainText(p.fullName);
  for (const p of [p4, p5, p6]) await expect(g2).toContainText(p.fullName);
  await expect(g1.getByLabel('Group 1 marker')).toHaveValue(p1.uid);
  await expect(g2.getByLabel('Group 2 marker')).toHaveValue(p4.uid);
  // Publishing waits for the groups to be saved.
  await expect(dialog.getByRole('button', { name: 'Publish groups' })).toBeDisabled();
  await expect(dialog.getByText('Save the groups before publishing them.')).toBeVisible();

  // The admin moves the third player to group 2, makes the fifth its marker and moves its time to 07:50.
  await g1.getByLabel(`Group of ${p3.fullName}`).selectOption({ label: 'Group 2 (07:38)' });
  await expect(g2.getByRole('list', { name: 'Group 2 players' }).getByRole('listitem')).toHaveCount(4);
  await expect(g1.getByRole('list', { name: 'Group 1 players' }).getByRole('listitem')).toHaveCount(2);
  await g2.getByLabel('Group 2 marker').selectOption({ label: p5.fullName });
  await g2.getByLabel('Group 2 tee time').fill('07:50');
  // A full group can take no one more.
  await expect(g1.getByLabel(`Group of ${p1.fullName}`).locator('option', { hasText: 'Group 2 (07:50): full' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Save groups' }).click();
  await expect(page.getByText('Groups saved')).toBeVisible();
  await expect(dialog.getByText('Unsaved changes')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Publish groups' }).click();
  await expect(page.getByText('Groups published')).toBeVisible();
  await expect(dialog.getByText('Published', { exact: true })).toBeVisible();

  const groups = await db.collection(`tournaments/${tournamentId}/groups`).get();
  const stored = groups.docs.map((d) => d.data()).sort((a, b) => String(a.teeTime).localeCompare(String(b.teeTime)));
  expect(stored).toEqual([
    { teeTime: '07:30', startHole: 1, memberIds: [p1.uid, p2.uid], markerId: p1.uid },
    { teeTime: '07:50', startHole: 1, memberIds: [p4.uid, p5.uid, p6.uid, p3.uid], markerId: p5.uid },
  ]);
  expect((await db.doc(`tournaments/${tournamentId}`).get()).get('groupsPublished')).toBe(true);

  // The moved member's phone: the dashboard's top card says it all.
  const context = await browser.newContext({ ...projectContextOptions(testInfo), viewport: PHONE });
  try {
    const phone = await context.newPage();
    await signIn(phone, p3);
    const card = phone.getByRole('region', { name: 'Your next event' });
    await expect(card.getByTestId('next-event-name')).toHaveText(name, { timeout: 60_000 });
    await expect(card.getByTestId('next-event-tee')).toHaveText('07:50', { timeout: 30_000 });
    await expect(card.getByTestId('next-event-arrive')).toHaveText('07:20');
    await expect(card.getByTestId('next-event-partners')).toHaveText(`Playing with: ${[p4, p5, p6].map((p) => p.fullName).join(', ')}`);
    await expect(card.getByTestId('next-event-marker')).toHaveText(`Marker: ${p5.fullName}`);
    // All of it without scrolling at 390 px.
    for (const id of ['next-event-tee', 'next-event-partners', 'next-event-marker']) await expect(card.getByTestId(id)).toBeInViewport();
  } finally {
    await context.close();
  }
});
