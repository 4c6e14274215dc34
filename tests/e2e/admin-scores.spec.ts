import { emulatorDb } from './support/admin-sdk';
import { cutFirestore, expect, test } from './support/fixtures';
import { makeMember, makeTournament, register } from './support/members';
import { fillIn } from './support/forms';

test.describe('admin: manage tournament scores', () => {
  // Page loads take seconds on a shared two-core machine; the flows themselves assert what matters.
  test.describe.configure({ timeout: 90_000 });

  test('scores are saved only where gross or net is above 0, and the standings follow', async ({ adminPage: page }) => {
    const name = `Scorecard Classic ${Date.now()}`;
    const id = await makeTournament(name, { status: 'completed', date: new Date(Date.now() - 2 * 24 * 3600 * 1000) });
    const scored = await makeMember(`Albatross Tester ${Date.now()}`);
    const blank = await makeMember(`Blank Tester ${Date.now()}`);
    await register(id, scored);
    await register(id, blank);
    await expect.poll(async () => (await emulatorDb().doc(`members/${scored.uid}`).get()).exists).toBe(true);
    const db = emulatorDb();

    await page.goto('/admin?tab=scores');
    await expect(page.getByRole('heading', { name: 'Manage Tournament Scores' })).toBeVisible();
    await page.getByLabel('Tournament', { exact: true }).selectOption(id);
    const row = page.getByRole('group', { name: scored.fullName });
    await expect(row).toBeVisible();
    await expect(page.getByRole('group', { name: blank.fullName })).toBeVisible();
    await expect(page.getByText('Score Saved')).toHaveCount(0);

    await fillIn(row, { 'Gross score': '78', 'Net score': '66', Points: '41', Birdies: '3' });
    await page.getByRole('button', { name: 'Save Scores' }).click();
    await expect(page.getByText('Scores saved (1)')).toBeVisible();
    await expect(row.getByText('Score Saved')).toBeVisible();
    await expect(page.getByRole('group', { name: blank.fullName }).getByText('Score Saved')).toHaveCount(0);

    const scores = await db.collection('scores').where('tournamentId', '==', id).get();
    expect(scores.size).toBe(1);
    expect(scores.docs[0]?.data()).toMatchObject({ memberId: scored.uid, grossScore: 78, netScore: 66, points: 41, birdies: 3 });

    await expect
      .poll(
        async () => {
          const standings = (await db.doc('standings/current').get()).data();
          const me = (standings?.individuals as { memberId: string; points: number }[] | undefined)?.find((r) => r.memberId === scored.uid);
          return me?.points;
        },
        { timeout: 20_000 },
      )
      .toBe(41);

    // Updating the saved row changes it in place. (The first toast opened under the
    // pointer, which rests on Save Scores, and holds while hovered: move away and let it go.)
    await page.mouse.move(0, 0);
    await expect(page.getByText('Scores saved (1)')).toBeHidden({ timeout: 15_000 });
    await row.getByLabel('Points').fill('39');
    await page.getByRole('button', { name: 'Save Scores' }).click();
    await expect(page.getByText('Scores saved (1)')).toBeVisible();
    await expect
      .poll(async () => (await db.collection('scores').where('tournamentId', '==', id).get()).docs.map((d) => d.get('points')))
      .toEqual([39]);
  });

  test('participants that cannot be read: "Failed to fetch participants" with Try again, never "No participants"', async ({
    adminPage: page,
  }) => {
    const name = `Unreachable Open ${Date.now()}`;
    const id = await makeTournament(name, { status: 'completed', date: new Date(Date.now() - 3 * 24 * 3600 * 1000) });
    const player = await makeMember(`Offline Tester ${Date.now()}`);
    await register(id, player);
    try {
      await page.goto('/admin?tab=scores');
      const tournament = page.getByLabel('Tournament', { exact: true });
      await expect(tournament.locator(`option[value="${id}"]`)).toHaveCount(1);

      // Firestore drops out before the tournament is picked: its participants were never read, so nothing is cached.
      const reconnect = await cutFirestore(page);
      await tournament.selectOption(id);
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch participants' });
      await expect(alert).toBeVisible({ timeout: 30_000 });
      await expect(alert).toContainText('Network error. Please check your connection');
      await expect(page.getByText('No participants registered for this tournament.')).toHaveCount(0);

      // Back online: Try again reads the sheet.
      await reconnect();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('group', { name: player.fullName })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Failed to fetch participants')).toHaveCount(0);
    } finally {
      await emulatorDb().recursiveDelete(emulatorDb().doc(`tournaments/${id}`));
    }
  });
});
