/**
 * Issue 28, the card on the phone with no signal (production build, its
 * service worker, a 390 × 844 screen): a marker opens the group's card from the
 * dashboard at the first tee, loses the signal, enters 9 holes for a group of
 * 4 with one pick-up, reloads with no signal, and comes back: every entry
 * arrives, the count of entries waiting goes to zero, and the totals are the
 * scoring core's.
 */
import { cardValues } from '../../src/lib/scoring';
import type { StrokesMap } from '../../src/lib/schemas/scoring';
import { expect, signIn, test } from './support/fixtures';
import { makeGroupOnCourse, readCard, NINE_HOLES, TEE } from './support/cards';
import { enterScore, onHole } from './support/card-screen';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
// 36 entries, a reload and a reconnect on a slow machine.
test.describe.configure({ timeout: 180_000 });

const PEOPLE = [
  { name: 'Mara Marker', handicap: 12.4 },
  { name: 'Piet Partner', handicap: 20 },
  { name: 'Quinn Quick', handicap: 3.2 },
  { name: 'Rhea Rabbit', handicap: 28.6 },
];

/** Each player's strokes, hole 1 to 9 (null: Rhea picks up on the 5th; Piet's 7 on the par-4 2nd takes two taps). */
const SCORES: (number | null)[][] = [
  [4, 5, 3, 5, 4, 3, 5, 6, 4],
  [5, 7, 4, 6, 5, 4, 5, 6, 5],
  [4, 4, 2, 5, 4, 3, 4, 5, 4],
  [6, 5, 4, 7, null, 4, 6, 7, 5],
];

const strokesOf = (row: (number | null)[]): StrokesMap => Object.fromEntries(row.map((v, i) => [String(i + 1), v])) as StrokesMap;

test('a marker with no signal after the first tee enters 9 holes for 4, reloads, and every entry arrives with the core totals', async ({
  page,
  context,
}) => {
  const group = await makeGroupOnCourse('Offline Medal', PEOPLE);
  const [marker, ...others] = group.players;
  await signIn(page, marker!);

  // The dashboard's top card, on a 390 px screen without scrolling.
  const top = page.getByTestId('next-event');
  // A busy machine: the dashboard's first reads can take a while.
  await expect(top.getByTestId('next-event-name')).toHaveText(group.name, { timeout: 60_000 });
  await expect(top.getByTestId('next-event-when')).toContainText('Test Links');
  await expect(top.getByTestId('next-event-arrive')).toHaveText('07:40');
  await expect(top.getByTestId('next-event-tee')).toHaveText('08:10');
  for (const p of others) await expect(top.getByTestId('next-event-partners')).toContainText(p.fullName);
  await expect(top.getByTestId('next-event-marker')).toHaveText('Marker: You', { timeout: 30_000 });
  const open = top.getByRole('link', { name: "Open the group's card" });
  await expect(open).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await open.click();
  await onHole(page, 1, 60_000);
  await expect(page.getByTestId('card-sync-count')).toHaveText('All entries synced');

  // No signal from the first tee.
  await context.setOffline(true);
  try {
    for (let hole = 1; hole <= 9; hole++) {
      await onHole(page, hole);
      const par = NINE_HOLES[hole - 1]!.par;
      for (const [i, p] of group.players.entries()) await enterScore(page, p.fullName, par, SCORES[i]![hole - 1]!);
      // Saved on the phone at once: the count follows every entry.
      await expect(page.getByTestId('card-sync-count')).toHaveText(`${hole * 4} entries waiting to sync`);
      await page
        .getByRole('button', { name: hole === 9 ? 'Card' : `Hole ${hole + 1}`, exact: true })
        .last()
        .click();
    }
    await expect(page.getByTestId('card-sync')).toContainText('Saved on this phone. They send themselves when there is signal.');

    // A reload with no signal loses nothing: the page from the service worker, the entries and the count from the phone.
    await page.reload();
    await expect(page.getByTestId('card-sync-count')).toHaveText('36 entries waiting to sync', { timeout: 60_000 });
    for (const [i, p] of group.players.entries()) {
      const card = page.getByRole('region', { name: `Card of ${p.fullName}` });
      const expected = cardValues(p.handicap, NINE_HOLES, TEE, 95, strokesOf(SCORES[i]!)).totals;
      await expect(card.getByTestId('card-totals')).toContainText(
        `${expected.points} points · ${expected.gross} strokes · net ${expected.net} · thru 9 of 9`,
      );
    }
    await expect(page.getByRole('region', { name: `Card of ${PEOPLE[3]!.name}` }).getByTestId('card-totals')).toContainText('1 pick-up');
    expect((await readCard(group.tournamentId, marker!.uid))?.strokes).toEqual({});
  } finally {
    await context.setOffline(false);
  }

  // Back in signal: everything syncs with no action from the marker.
  await expect(page.getByTestId('card-sync-count')).toHaveText('All entries synced', { timeout: 60_000 });
  for (const [i, p] of group.players.entries()) {
    const stored = await readCard(group.tournamentId, p.uid);
    expect(stored?.strokes).toEqual(strokesOf(SCORES[i]!));
  }
  // The functions' totals are the core's too (they derive them from the same strokes).
  for (const [i, p] of group.players.entries()) {
    const expected = cardValues(p.handicap, NINE_HOLES, TEE, 95, strokesOf(SCORES[i]!)).totals;
    await expect
      .poll(
        async () => {
          const c = await readCard(group.tournamentId, p.uid);
          return c && { points: c.points, gross: c.gross, net: c.net, thru: c.thru };
        },
        { timeout: 30_000 },
      )
      .toEqual({ points: expected.points, gross: expected.gross, net: expected.net, thru: 9 });
  }
});
