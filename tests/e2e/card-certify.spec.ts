/**
 * Issue 28, two phones on one card (390 × 844): the marker's card and a
 * player's own record that differ on one hole are flagged on both phones
 * before the card is submitted; the marker submits the group's cards; one
 * player attests theirs, another returns theirs naming the hole they dispute.
 */
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, projectContextOptions, signIn, test } from './support/fixtures';
import { makeGroupOnCourse, readCard, NINE_HOLES } from './support/cards';
import { enterScore, goToHole, onHole, openCardView } from './support/card-screen';
import type { TestMember } from './support/members';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

const PEOPLE = [
  { name: 'Mona Marker', handicap: 9.8 },
  { name: 'Pavel Player', handicap: 17.1 },
  { name: 'Ola Other', handicap: 24.3 },
  { name: 'Tess Third', handicap: 30.2 },
];

/** Par on every hole for everyone, except Pavel's 6 on the 4th (par 5 + 1). */
const markerScore = (player: number, hole: number) => (player === 1 && hole === 4 ? 6 : NINE_HOLES[hole - 1]!.par);
/** Pavel's own record: the same, except a 5 on the 4th. */
const pavelRecord = (hole: number) => (hole === 4 ? 5 : markerScore(1, hole));

async function phone(browser: Browser, testInfo: TestInfo, member: TestMember): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...projectContextOptions(testInfo), viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, member);
  return { context, page };
}

test('records that differ are flagged on both phones; the marker submits, a player attests, another returns a hole', async ({
  browser,
}, testInfo) => {
  const group = await makeGroupOnCourse('Two Phones Cup', PEOPLE);
  const [mona, pavel, ola] = group.players;
  const m = await phone(browser, testInfo, mona!);
  const p = await phone(browser, testInfo, pavel!);
  try {
    // Pavel's phone: the dashboard names his marker; his own record, hole by hole.
    await expect(p.page.getByTestId('next-event-marker')).toHaveText(`Marker: ${mona!.fullName}`, { timeout: 60_000 });
    await p.page.getByRole('link', { name: 'Open my card' }).click();
    await onHole(p.page, 1, 60_000);
    await expect(p.page.getByTestId('player-hole')).toHaveCount(1);
    for (let hole = 1; hole <= 9; hole++) {
      await onHole(p.page, hole);
      await enterScore(p.page, pavel!.fullName, NINE_HOLES[hole - 1]!.par, pavelRecord(hole));
      await p.page
        .getByRole('button', { name: hole === 9 ? 'Card' : `Hole ${hole + 1}`, exact: true })
        .last()
        .click();
    }

    // Mona's phone: the group's card.
    await m.page.getByRole('link', { name: "Open the group's card" }).click();
    await onHole(m.page, 1, 60_000);
    for (let hole = 1; hole <= 9; hole++) {
      await onHole(m.page, hole);
      for (const [i, player] of group.players.entries())
        await enterScore(m.page, player.fullName, NINE_HOLES[hole - 1]!.par, markerScore(i, hole));
      await m.page
        .getByRole('button', { name: hole === 9 ? 'Card' : `Hole ${hole + 1}`, exact: true })
        .last()
        .click();
    }
    await expect(m.page.getByTestId('card-sync-count')).toHaveText('All entries synced', { timeout: 30_000 });

    // Both phones flag the 4th, before anything is submitted.
    await goToHole(m.page, 4);
    await expect(m.page.getByTestId('differs')).toHaveText(`${pavel!.fullName}'s own record says 5`);
    await expect(
      m.page.getByRole('navigation', { name: 'Holes' }).getByRole('button', { name: 'Hole 4 (entered, records differ)' }),
    ).toBeVisible();
    await goToHole(p.page, 4);
    await expect(p.page.getByTestId('differs')).toHaveText("The marker's card says 6");
    await openCardView(p.page);
    await expect(p.page.getByRole('region', { name: `Card of ${pavel!.fullName}` }).getByTestId('records-differ')).toHaveText(
      'Hole 4: the card says 6, your own record says 5',
    );

    // The marker submits the group's complete cards, warned that a record differs.
    await openCardView(m.page);
    const submit = m.page.getByRole('region', { name: 'Submit the cards' });
    await expect(submit).toContainText("A player's own record differs from the card");
    await submit.getByRole('button', { name: "Submit the group's 4 cards" }).click();
    for (const player of group.players)
      await expect(m.page.getByRole('region', { name: `Card of ${player.fullName}` }).getByTestId('card-status')).toHaveText('Submitted');

    // Pavel attests his card on his phone.
    const mine = p.page.getByRole('region', { name: `Card of ${pavel!.fullName}` });
    await expect(mine.getByTestId('card-status')).toHaveText('Submitted');
    await mine.getByRole('button', { name: 'Attest my card' }).click();
    await expect(mine.getByTestId('card-status')).toHaveText('Attested');
    await expect(m.page.getByRole('region', { name: `Card of ${pavel!.fullName}` }).getByTestId('card-status')).toHaveText('Attested');
    await expect.poll(async () => (await readCard(group.tournamentId, pavel!.uid))?.status).toBe('attested');

    // Ola returns hers, disputing the 7th: it is open again, with the hole named on the marker's phone.
    const o = await phone(browser, testInfo, ola!);
    try {
      await o.page.getByRole('link', { name: 'Open my card' }).click({ timeout: 60_000 });
      await onHole(o.page, 1, 60_000);
      await openCardView(o.page);
      const hers = o.page.getByRole('region', { name: `Card of ${ola!.fullName}` });
      await hers.getByRole('button', { name: 'Dispute a hole' }).click();
      await hers.getByLabel('Which hole do you dispute?').selectOption('7');
      await hers.getByRole('button', { name: 'Return the card' }).click();
      await expect(hers.getByTestId('card-status')).toHaveText('Open');
      await expect(hers.getByTestId('disputed')).toHaveText('You returned this card: hole 7 is disputed.');
    } finally {
      await o.context.close();
    }
    await expect(m.page.getByRole('region', { name: `Card of ${ola!.fullName}` }).getByTestId('disputed')).toHaveText(
      `${ola!.fullName} returned this card: hole 7 is disputed.`,
    );
    const stored = await readCard(group.tournamentId, ola!.uid);
    expect({ status: stored?.status, disputedHole: stored?.disputedHole }).toEqual({ status: 'open', disputedHole: 7 });
  } finally {
    await m.context.close();
    await p.context.close();
  }
});
