/**
 * The live board (issue 29) in Chromium against the emulators: a marker's
 * entry reaching the server shows on a visitor's /tournament/{id} without a
 * reload; the clubhouse screen pages through a field of 40 by itself; hidden
 * holes stay hidden from a visitor; the provisional league moves with a live
 * entry and says it is provisional. Each test plays its own tournament today,
 * written with the Admin SDK as the day of play's functions keep it; the
 * marker's entries are written as they reach the server (one hole at a time).
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { tournamentRegistrationFor } from '../support/builders';
import { emulatorDb } from './support/admin-sdk';
import { makeTournament } from './support/members';
import { expect, test } from './support/fixtures';

const HOLES = Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));
const COURSE = 'e2e-live-course';

interface Player {
  uid: string;
  fullName: string;
  teamId?: string | null;
  teamName?: string;
  strokes?: Record<string, number | null>;
  status?: string;
}

/** A tournament today on an 18-hole course of par 4s, with published groups of four and each player's card. */
async function liveTournament(name: string, players: Player[], overrides: Record<string, unknown> = {}): Promise<string> {
  const db = emulatorDb();
  await db.doc(`courses/${COURSE}`).set({ name: 'E2E Links', holes: HOLES, tees: [] });
  const id = await makeTournament(name, { date: new Date(), courseId: COURSE, groupsPublished: true, format: 'team_event', ...overrides });
  const groups = Array.from({ length: Math.ceil(players.length / 4) }, (_, g) => players.slice(g * 4, g * 4 + 4));
  const batch = db.batch();
  groups.forEach((members, g) => {
    batch.set(db.doc(`tournaments/${id}/groups/g${g}`), {
      teeTime: g < 6 ? `08:${String(g * 10).padStart(2, '0')}` : '09:00',
      startHole: 1,
      memberIds: members.map((m) => m.uid),
      markerId: members[0]!.uid,
    });
    for (const p of members) {
      batch.set(
        db.doc(`tournaments/${id}/registrations/${p.uid}`),
        tournamentRegistrationFor(p, { teamId: p.teamId ?? null, teamName: p.teamName ?? '' }),
      );
      batch.set(db.doc(`tournaments/${id}/cards/${p.uid}`), {
        strokes: p.strokes ?? {},
        playerStrokes: {},
        status: p.status ?? 'open',
        disputedHole: null,
        groupId: `g${g}`,
        markerId: members[0]!.uid,
        handicapIndex: 0,
        courseHandicap: 0,
        playingHandicap: 0,
        gross: 0,
        net: 0,
        points: 0,
        birdies: 0,
        thru: Object.keys(p.strokes ?? {}).length,
      });
    }
  });
  await batch.commit();
  // The board digest lists every card.
  await expect
    .poll(async () => Object.keys(((await db.doc(`tournamentBoards/${id}`).get()).get('cards') ?? {}) as object).length, {
      timeout: 30_000,
    })
    .toBe(players.length);
  return id;
}

/** The marker's entry for one hole, as it reaches the server. */
const enter = (id: string, uid: string, hole: number, strokes: number | null) =>
  emulatorDb()
    .doc(`tournaments/${id}/cards/${uid}`)
    .update({ [`strokes.${hole}`]: strokes, thru: FieldValue.increment(1) });

function startOfDubaiDay(): Date {
  const offset = 4 * 3_600_000;
  const local = new Date(Date.now() + offset);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset);
}

const row = (page: Page, name: string) => page.getByRole('table', { name: 'Live leaderboard' }).locator(`tr[data-player="${name}"]`);

test.describe('the live board', () => {
  // Each test waits for the functions to list its cards on the board first (seconds each on a busy machine).
  test.setTimeout(120_000);
  test("a marker's entry shows on a visitor's /tournament/{id} without a reload", async ({ page }) => {
    const id = await liveTournament('Live Entry Cup', [
      { uid: 'e2e-live-ann', fullName: 'Ann Live', strokes: { '1': 4 } },
      { uid: 'e2e-live-bob', fullName: 'Bob Live', strokes: { '1': 5 } },
      { uid: 'e2e-live-cat', fullName: 'Cat Live' },
    ]);
    await page.goto(`/tournament/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Live Leaderboard' })).toBeVisible();
    await expect(page.getByTestId('pace-definition')).toContainText('points minus 2 × holes played');
    await expect(row(page, 'Ann Live').getByTestId('thru')).toHaveText('1');
    await expect(row(page, 'Ann Live').getByTestId('score')).toHaveText('2');
    await expect(row(page, 'Cat Live').getByTestId('thru')).toHaveText('08:00');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    await enter(id, 'e2e-live-ann', 2, 3);
    await expect(row(page, 'Ann Live').getByTestId('thru')).toHaveText('2');
    await expect(row(page, 'Ann Live').getByTestId('score')).toHaveText('5');
    await expect(row(page, 'Ann Live').getByTestId('pace')).toHaveText('+1');
    await expect(row(page, 'Ann Live').locator('td').first()).toHaveText('1');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // A row opens the player's card hole by hole.
    await row(page, 'Ann Live').getByRole('button', { name: 'Ann Live' }).click();
    const card = page.getByRole('dialog', { name: 'Ann Live: card' });
    await expect(card.getByRole('table', { name: 'Hole by hole' }).getByRole('row', { name: /^2 4 2 3 3$/ })).toBeVisible();
  });

  test('hidden holes stay hidden from a visitor until the card is verified', async ({ page }) => {
    const strokes = Object.fromEntries(HOLES.map((_, i) => [String(i + 1), i >= 15 ? 2 : 4]));
    const id = await liveTournament('Hidden Holes Cup', [{ uid: 'e2e-hide-ann', fullName: 'Ann Hidden', strokes }], { hiddenHoles: 3 });
    await page.goto(`/tournament/${id}`);
    await expect(page.getByTestId('hidden-holes')).toHaveText('Holes 16-18 are hidden until the cards are verified.');
    // 15 pars shown: 30 points, thru 15; the three eagles stay hidden.
    await expect(row(page, 'Ann Hidden').getByTestId('score')).toHaveText('30');
    await expect(row(page, 'Ann Hidden').getByTestId('thru')).toHaveText('15');
    await row(page, 'Ann Hidden').getByRole('button', { name: 'Ann Hidden' }).click();
    const holes = page.getByRole('dialog', { name: 'Ann Hidden: card' }).getByRole('table', { name: 'Hole by hole' });
    for (const hole of [16, 17, 18])
      await expect(holes.getByRole('row', { name: new RegExp(`^${hole} 4 ${hole} Hidden -$`) })).toBeVisible();

    await emulatorDb().doc(`tournaments/${id}/cards/e2e-hide-ann`).update({ status: 'verified' });
    await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Results' }).getByRole('row', { name: /Ann Hidden/ })).toContainText('42');
  });

  test('the clubhouse screen pages through a field of 40 by itself', async ({ page }) => {
    const players = Array.from({ length: 40 }, (_, i) => ({
      uid: `e2e-screen-${i}`,
      fullName: `Screen Player ${String(i).padStart(2, '0')}`,
      strokes: { '1': 3 + (i % 3) },
    }));
    const id = await liveTournament('Clubhouse Screen Cup', players);
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`/tournament/${id}/leaderboard?seconds=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Clubhouse Screen Cup' })).toBeVisible();
    await expect(page.getByTestId('screen-page')).toHaveText('Page 1 of 4');
    await expect(page.getByTestId('screen-row')).toHaveCount(12);
    const first = await page.getByTestId('screen-row').first().textContent();
    await expect(page.getByTestId('screen-page')).toHaveText('Page 2 of 4', { timeout: 10_000 });
    expect(await page.getByTestId('screen-row').first().textContent()).not.toBe(first);
    await expect(page.getByTestId('screen-page')).toHaveText('Page 4 of 4', { timeout: 15_000 });
    await expect(page.getByTestId('screen-row')).toHaveCount(4);
    await expect(page.getByTestId('screen-page')).toHaveText('Page 1 of 4', { timeout: 10_000 });
    // Large type for a TV: a row's name is at least 28 px high on a 900 px screen.
    const size = await page
      .getByTestId('screen-row')
      .first()
      .locator('td')
      .nth(1)
      .evaluate((td) => parseFloat(getComputedStyle(td).fontSize));
    expect(size).toBeGreaterThanOrEqual(28);
  });

  test('the league as it would stand now moves with a live entry and says it is provisional', async ({ page }) => {
    const standings = (await emulatorDb().doc('standings/current').get()).data() as {
      teams: { teamId: string; name: string; totalPoints: number }[];
    };
    const team = standings.teams[0]!;
    const id = await liveTournament(
      'Provisional Cup',
      [{ uid: 'e2e-prov-ann', fullName: 'Ann Provisional', teamId: team.teamId, teamName: team.name, strokes: { '1': 4 } }],
      // At the start of the society's day (Dubai, UTC+4): first among today's tournaments, as the home page lists them.
      { isLeagueEvent: true, date: startOfDubaiDay() },
    );
    await page.goto(`/tournament/${id}`);
    const league = page.getByTestId('provisional-league');
    // The badge (the tables' columns are headed "Provisional" too).
    await expect(league.getByText('Provisional', { exact: true }).first()).toBeVisible();
    await expect(league.getByText(/Provisional until the cards are verified/)).toBeVisible();
    const teamRow = league.getByRole('table', { name: 'Provisional team standings' }).locator(`tr[data-team="${team.name}"]`);
    await expect(teamRow.getByTestId('provisional-points')).toHaveText(String(team.totalPoints + 2));

    await enter(id, 'e2e-prov-ann', 2, 2);
    await expect(teamRow.getByTestId('provisional-points')).toHaveText(String(team.totalPoints + 6));
    await expect(teamRow.locator('td').nth(3)).toHaveText('+6');

    // The home page shows the same provisional league.
    await page.goto('/');
    const home = page.getByTestId('provisional-league');
    await expect(home.getByText('Provisional', { exact: true }).first()).toBeVisible();
    await expect(home.locator(`tr[data-team="${team.name}"]`).getByTestId('provisional-points')).toHaveText(String(team.totalPoints + 6));
    await emulatorDb().doc(`tournaments/${id}`).update({ isLeagueEvent: false });
  });
});
