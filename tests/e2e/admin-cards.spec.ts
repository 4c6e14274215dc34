/**
 * Issue 28, an admin verifies and corrects cards: a player's attested card
 * (written with the Admin SDK as the phones leave it) is verified in the
 * tournament's Cards; the member's score is written, shows on their
 * dashboard (390 px), and their team's points in the standings on `/` move by
 * the card's points. A later correction of a
 * hole on the verified card is logged (who, when, the hole, before, after),
 * the card stays verified, and the score and the standings follow.
 */
import type { Page } from '@playwright/test';
import { cardValues } from '../../src/lib/scoring';
import type { StrokesMap } from '../../src/lib/schemas/scoring';
import { tournamentRegistrationFor } from '../support/builders';
import { DEMO_ADMIN } from '../../scripts/seed/accounts';
import { emulatorDb, readAs } from './support/admin-sdk';
import { NINE_HOLES, TEE } from './support/cards';
import { expect, projectContextOptions, signIn, test } from './support/fixtures';
import { makeActiveMember, makeTournament } from './support/members';

test.describe.configure({ timeout: 180_000 });

const HANDICAP = 14.2;
/** Par everywhere except a 6 on the 4th (par 5). */
const STROKES = Object.fromEntries(NINE_HOLES.map((h, i) => [String(i + 1), i === 3 ? 6 : h.par])) as StrokesMap;
/** The correction: a 4 on the 4th. */
const CORRECTED = { ...STROKES, '4': 4 } as StrokesMap;
const pointsOf = (strokes: StrokesMap) => cardValues(HANDICAP, NINE_HOLES, TEE, 95, strokes).totals;

const tournaments: string[] = [];
const courses: string[] = [];
const scores: string[] = [];
test.afterAll(async () => {
  const db = emulatorDb();
  for (const id of scores.splice(0)) await db.doc(`scores/${id}`).delete();
  for (const id of tournaments.splice(0)) await db.recursiveDelete(db.doc(`tournaments/${id}`));
  for (const id of courses.splice(0)) await db.doc(`courses/${id}`).delete();
});

/** The team's points in the Team standings on `/` (as a number); `reload` loads the page again first. */
async function teamPointsOnHome(page: Page, team: string, reload = false): Promise<number> {
  if (reload) await page.reload();
  const row = page.getByRole('list', { name: 'Team standings' }).getByRole('listitem').filter({ hasText: team });
  const text = (await row.textContent({ timeout: 30_000 })) ?? '';
  const match = /([\d.]+)\s*PTS/.exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

test('an attested card is verified: the score is written and the standings move; a later correction is logged and followed', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const db = emulatorDb();
  const stamp = Date.now();
  // A team of the seeded season, on the home page's Team standings (its first 12).
  const standings = (await db.doc('standings/current').get()).data() as { teams: { teamId: string; name: string; totalPoints: number }[] };
  const team = standings.teams[0]!;

  const marker = await makeActiveMember(`Mae Marker ${stamp % 100000}`);
  const player = await makeActiveMember(`Pip Player ${stamp % 100000}`);
  const courseId = `e2e-cards-${stamp}`;
  await db.doc(`courses/${courseId}`).set({ name: `Cards Nine ${stamp}`, holes: NINE_HOLES, tees: [TEE] });
  courses.push(courseId);
  const name = `Cards Cup ${stamp}`;
  const tournamentId = await makeTournament(name, {
    date: new Date(),
    courseId,
    teeName: TEE.name,
    handicapAllowance: 95,
    groupsPublished: true,
    isLeagueEvent: true,
    registeredCount: 2,
  });
  tournaments.push(tournamentId);
  scores.push(`${tournamentId}_${player.uid}`);
  const batch = db.batch();
  for (const m of [marker, player])
    batch.set(
      db.doc(`tournaments/${tournamentId}/registrations/${m.uid}`),
      tournamentRegistrationFor(m, { handicap: HANDICAP, teamId: team.teamId, teamName: team.name }),
    );
  batch.set(db.doc(`tournaments/${tournamentId}/groups/g1`), {
    teeTime: '08:10',
    startHole: 1,
    memberIds: [marker.uid, player.uid],
    markerId: marker.uid,
  });
  await batch.commit();

  // The functions create the cards and copy the group to them; the phones then enter, submit and attest.
  const cardPath = `tournaments/${tournamentId}/cards/${player.uid}`;
  await expect.poll(async () => (await readAs('tournamentCards', cardPath))?.markerId, { timeout: 90_000 }).toBe(marker.uid);
  await db.doc(cardPath).update({ strokes: STROKES, playerStrokes: STROKES, status: 'attested' });
  const before = pointsOf(STROKES);
  await expect.poll(async () => (await readAs('tournamentCards', cardPath))?.points, { timeout: 90_000 }).toBe(before.points);

  // The team's points on `/` before.
  const visitor = await browser.newContext(projectContextOptions(testInfo));
  const home = await visitor.newPage();
  await home.goto('/');
  await expect(home.getByRole('list', { name: 'Team standings' }).getByRole('listitem').filter({ hasText: team.name })).toBeVisible({
    timeout: 30_000,
  });
  const teamBefore = await teamPointsOnHome(home, team.name);
  expect(teamBefore).toBeCloseTo(team.totalPoints, 0);

  // The player's phone (390 px): no score in the season yet.
  const phone = await browser.newContext({ ...projectContextOptions(testInfo), viewport: { width: 390, height: 844 } });
  const mine = await phone.newPage();
  await signIn(mine, player);
  const individual = mine.getByRole('region', { name: 'Individual position' });
  await expect(individual).toContainText('No scores yet', { timeout: 30_000 });

  // The admin verifies the attested card.
  await page.goto('/admin?tab=tournaments');
  await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();
  await page.getByRole('button', { name: `Cards of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cards: ${name}` });
  const row = dialog.getByRole('listitem', { name: `Card of ${player.fullName}` });
  await expect(row).toContainText('Attested', { timeout: 30_000 });
  await expect(row).toContainText(`Gross ${before.gross} · Points ${before.points} · Thru F`);
  await row.getByRole('button', { name: `Verify card of ${player.fullName}` }).click();
  await expect(page.getByText(`Card verified: ${player.fullName}`)).toBeVisible();
  await expect(row).toContainText('Verified');
  await expect(row.getByRole('button', { name: `Verify card of ${player.fullName}` })).toHaveCount(0);

  // The member's score is written from the card; the team's points on `/` move by the card's points.
  await expect
    .poll(async () => (await db.doc(`scores/${tournamentId}_${player.uid}`).get()).data(), { timeout: 90_000 })
    .toEqual({
      tournamentId,
      memberId: player.uid,
      teamId: team.teamId,
      grossScore: before.gross,
      netScore: before.net,
      points: before.points,
      birdies: before.birdies,
    });
  await expect.poll(() => teamPointsOnHome(home, team.name, true), { timeout: 90_000, intervals: [3000] }).toBe(teamBefore + before.points);
  // The member sees it on their dashboard, ranked.
  await expect(individual).toContainText(`${before.points} points`, { timeout: 60_000 });
  await expect(individual).toContainText(/#\d+/);

  // Later, a correction of the 4th on the verified card: logged, still verified, the score and standings follow.
  const after = pointsOf(CORRECTED);
  expect(after.points).not.toBe(before.points);
  await row.getByRole('button', { name: `Holes of ${player.fullName}` }).click();
  const correct = row.getByRole('form', { name: `Correct a hole of ${player.fullName}` });
  await expect(correct).toContainText('This card is verified: a correction keeps it verified, is logged');
  await correct.getByLabel('Hole', { exact: true }).selectOption('4');
  await correct.getByLabel('Strokes', { exact: true }).fill('4');
  await correct.getByRole('button', { name: 'Save hole' }).click();
  await expect(page.getByText(`Hole 4 corrected: ${player.fullName}`)).toBeVisible({ timeout: 30_000 });

  const log = row.getByRole('table', { name: `Corrections of ${player.fullName}` });
  const entry = log.getByRole('row').nth(1);
  await expect(entry.getByRole('cell')).toHaveText([/\d/, DEMO_ADMIN.fullName, '4', '6', '4', 'verified'], { timeout: 30_000 });
  const stored = (await db.collection(`${cardPath}/corrections`).get()).docs.map((d) => d.data());
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ hole: 4, before: 6, after: 4, by: DEMO_ADMIN.uid, byName: DEMO_ADMIN.fullName, status: 'verified' });
  expect(Math.abs(Date.now() - (stored[0]!.at as { toMillis(): number }).toMillis())).toBeLessThan(5 * 60_000);

  await expect(row).toContainText(`Gross ${after.gross} · Points ${after.points} · Thru F`, { timeout: 60_000 });
  await expect(row).toContainText('Verified');
  await expect
    .poll(async () => (await db.doc(`scores/${tournamentId}_${player.uid}`).get()).get('points'), { timeout: 90_000 })
    .toBe(after.points);
  await expect.poll(() => teamPointsOnHome(home, team.name, true), { timeout: 90_000, intervals: [3000] }).toBe(teamBefore + after.points);
  await expect(individual).toContainText(`${after.points} points`, { timeout: 60_000 });
  await visitor.close();
  await phone.close();
});
